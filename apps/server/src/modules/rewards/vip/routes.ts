import { periodAt } from '@portal/contract/contracts/periods';
import { rewardsEndpoints } from '@portal/contract/rewards';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/contract-routes.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import type { Platform } from '../../../platform.ts';
import { moduleOn } from '../../accounts/module-switches.ts';
import { requireRealMember } from '../../session/policies.ts';
import { levelRules, ruleOf, vipSettings, type VipLevelRule } from './vip-settings.ts';
import { registerVipJob } from './vip-job.ts';

const rateText = (basisPoints: number) => (basisPoints / 100).toFixed(2);

/** A level as the member's calls show it. */
export function levelView(rule: VipLevelRule, merchant: Merchant) {
  const money = (minor: bigint) => merchant.money.format(minor);
  return {
    level: rule.level,
    name: rule.name,
    validBet: money(rule.validBet),
    deposit: money(rule.deposit),
    keepValidBet: money(rule.keepValidBet),
    upgradeBonus: money(rule.upgradeBonus),
    periodBonus: money(rule.periodBonus),
    rebate: {
      live: rateText(rule.rebate.live),
      lottery: rateText(rule.rebate.lottery),
      pvp: rateText(rule.rebate.pvp),
      rng: rateText(rule.rebate.rng),
      sports: rateText(rule.rebate.sports),
    },
    withdrawMax: rule.withdrawMax === null ? null : money(rule.withdrawMax),
  };
}

/**
 * VIP: the member's level, its progress to the next, the review period running now (valid
 * bets in it so far against the level's keep amount) and the brand's ladder; and the job that
 * moves levels.
 */
export function registerVipRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  registerEndpoint(app, rewardsEndpoints.vipProgress, async ({ merchant, session, reply }) => {
    const s = session!;
    requireRealMember(s);
    const now = platform.clock.now();
    const settings = await vipSettings(db, merchant);
    const rules = levelRules(settings, merchant);
    const period = periodAt(settings.review, now, merchant.timeZone);
    const [row] = await db.query<{
      vip_level: number;
      valid_bet: bigint;
      deposit: bigint;
      level_since: Date | null;
      period_bet: bigint;
    }>(
      `select m.vip_level, coalesce(v.valid_bet, 0)::int8 as valid_bet,
         coalesce(v.deposit, 0)::int8 as deposit, v.level_since,
         coalesce((select sum(b.stake) from bet b where b.member_id = m.id
           and b.status = 'settled' and b.settled_at >= $3 and b.settled_at < $4), 0)::int8
           as period_bet
       from member m left join member_vip v on v.merchant_id = m.merchant_id and v.member_id = m.id
       where m.merchant_id = $1 and m.id = $2`,
      [merchant.id, s.memberId, new Date(period.start), new Date(period.end)],
    );
    const level = row?.vip_level ?? 0;
    const rule = ruleOf(rules, level);
    const money = (minor: bigint) => merchant.money.format(minor);
    reply.header('cache-control', 'no-store');
    return {
      enabled: settings.enabled && (await moduleOn(platform, merchant, 'VIP')),
      level,
      name: rule.name,
      validBet: money(row?.valid_bet ?? 0n),
      deposit: money(row?.deposit ?? 0n),
      next: level + 1 < rules.length ? level + 1 : null,
      period: {
        kind: settings.review,
        start: new Date(period.start).toISOString(),
        end: new Date(period.end).toISOString(),
        validBet: money(row?.period_bet ?? 0n),
        keepValidBet: money(level === 0 ? 0n : rule.keepValidBet),
        // Reviewed at the period's end only when the level was held for all of it.
        exempt: level > 0 && (row?.level_since?.getTime() ?? 0) > period.start,
      },
      levels: rules.map((r) => levelView(r, merchant)),
    };
  });

  registerVipJob(platform, app.log);
}
