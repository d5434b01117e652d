import { rewardsEndpoints } from '@portal/contract/rewards';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error.ts';
import { registerEndpoint } from '../../../http/contract-routes.ts';
import type { Platform } from '../../../platform.ts';
import { requireRealMember } from '../../session/policies.ts';
import { claimOnce } from '../bonuses/claim-once.ts';
import { claimRebate } from './claim-rebate.ts';
import { rebateDue } from './rebate-due.ts';
import { rebateSettings } from './rebate-settings.ts';

/** A rate in basis points as the wire's percent text (`80` is `0.80`). */
const rateText = (basisPoints: number) => (basisPoints / 100).toFixed(2);

/** Manual rebate: what is due now, and its claim. Real members only. */
export function registerRebateRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  registerEndpoint(app, rewardsEndpoints.manualRebate, async ({ merchant, session, reply }) => {
    const s = session!;
    requireRealMember(s);
    const settings = await rebateSettings(db, merchant);
    if (!settings.enabled) throw new AppError('rebate_disabled');
    const due = await rebateDue(db, merchant, settings, s.memberId, platform.clock.now());
    const money = (minor: bigint) => merchant.money.format(minor);
    reply.header('cache-control', 'no-store');
    return {
      enabled: true,
      level: due.level,
      since: due.since.toISOString(),
      until: due.until.toISOString(),
      lines: due.lines.map((line) => ({
        product: line.product,
        validBet: money(line.validBet),
        rate: rateText(line.rate),
        amount: money(line.amount),
      })),
      total: money(due.total),
      minimum: money(due.minimum),
      dailyLeft: due.dailyLeft === null ? null : money(due.dailyLeft),
      claimable: money(due.claimable),
    };
  });

  registerEndpoint(
    app,
    rewardsEndpoints.claimManualRebate,
    async ({ merchant, session, idempotencyKey, language }) => {
      const s = session!;
      requireRealMember(s);
      return claimOnce(
        platform,
        {
          merchant,
          memberId: s.memberId,
          key: idempotencyKey!,
          endpoint: rewardsEndpoints.claimManualRebate.id,
          request: {},
          language,
        },
        () => claimRebate(db, merchant, { memberId: s.memberId, now: platform.clock.now() }),
      );
    },
  );
}
