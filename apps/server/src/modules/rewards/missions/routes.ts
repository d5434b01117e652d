import { rewardsEndpoints } from '@portal/contract/rewards';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/contract-routes.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import type { Platform } from '../../../platform.ts';
import { pick } from '../../content/localized.ts';
import { requireRealMember } from '../../session/policies.ts';
import { claimOnce } from '../bonuses/claim-once.ts';
import { claimMission } from './claim-mission.ts';
import { leaderboard } from './leaderboard.ts';
import { missionProgress, type MissionProgress } from './mission-progress.ts';
import { missionsSettings } from './mission-settings.ts';

/** A count as integer text, an amount as money text. */
const figure = (merchant: Merchant, m: MissionProgress, value: bigint) =>
  m.rule.metric === 'rounds' ? value.toString() : merchant.money.format(value);

/** Missions (progress, claims) and the leaderboard. Real members only. */
export function registerMissionRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  registerEndpoint(
    app,
    rewardsEndpoints.missionSummary,
    async ({ merchant, session, language, reply }) => {
      const s = session!;
      requireRealMember(s);
      const settings = await missionsSettings(db, merchant);
      const list = settings.enabled
        ? await missionProgress(db, merchant, s.memberId, settings.missions, platform.clock.now())
        : [];
      reply.header('cache-control', 'no-store');
      return {
        missions: list.map((m) => ({
          key: m.rule.key,
          title: pick(m.rule.titles, language.toUpperCase(), merchant),
          period: m.rule.period,
          metric: m.rule.metric,
          product: m.rule.product,
          target: figure(merchant, m, m.target),
          progress: figure(merchant, m, m.progress),
          reward: merchant.money.format(m.reward),
          state: m.state,
          endsAt: new Date(m.period.end).toISOString(),
        })),
        claimable: list.filter((m) => m.state === 'completed').length,
      };
    },
  );

  registerEndpoint(
    app,
    rewardsEndpoints.claimMission,
    async ({ input, merchant, session, idempotencyKey, language }) => {
      const s = session!;
      requireRealMember(s);
      return claimOnce(
        platform,
        {
          merchant,
          memberId: s.memberId,
          key: idempotencyKey!,
          endpoint: rewardsEndpoints.claimMission.id,
          request: { missionKey: input.missionKey },
          language,
        },
        () =>
          claimMission(db, merchant, {
            memberId: s.memberId,
            missionKey: input.missionKey,
            now: platform.clock.now(),
          }),
      );
    },
  );

  registerEndpoint(
    app,
    rewardsEndpoints.missionLeaderboard,
    async ({ input, merchant, session, reply }) => {
      const s = session!;
      requireRealMember(s);
      const settings = await missionsSettings(db, merchant);
      reply.header('cache-control', 'no-store');
      return leaderboard(db, merchant, {
        memberId: s.memberId,
        period: input.period ?? 'weekly',
        size: settings.leaderboardSize,
        trialType: platform.config.trialType,
        now: platform.clock.now(),
      });
    },
  );
}
