import { rewardsEndpoints } from '@portal/contract/rewards';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/contract-routes.ts';
import type { Platform } from '../../../platform.ts';
import { forEachMerchant } from '../../../merchant/each-merchant.ts';
import { moduleOn } from '../../accounts/module-switches.ts';
import { maskName } from '../../games/winner-board.ts';
import { requireRealMember } from '../../session/policies.ts';
import { referees, rewardReferrals } from './referral-rewards.ts';
import { referralSettings } from './referral-settings.ts';
import { referralCodeOf } from './referral-store.ts';

/** The referral page's call, and the job that rewards referrers (`referral`, every minute). */
export function registerReferralRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  registerEndpoint(app, rewardsEndpoints.referral, async ({ merchant, session, reply }) => {
    const s = session!;
    requireRealMember(s);
    const settings = await referralSettings(db, merchant);
    const enabled = await moduleOn(platform, merchant, 'REFERRAL_PROMO');
    const rows = enabled ? await referees(db, merchant, { referrerId: s.memberId }) : [];
    const money = (minor: bigint) => merchant.money.format(minor);
    const [paid] = await db.query<{ total: bigint }>(
      `select coalesce(sum(amount), 0)::int8 as total from bonus
       where member_id = $1 and source = 'referral'`,
      [s.memberId],
    );
    reply.header('cache-control', 'no-store');
    return {
      enabled,
      code: enabled ? await referralCodeOf(db, merchant, s.memberId) : '',
      reward: money(merchant.money.parse(settings.reward)),
      minDeposit: money(merchant.money.parse(settings.minDeposit)),
      minValidBet: money(merchant.money.parse(settings.minValidBet)),
      referees: rows.map((row) => ({
        name: maskName(row.account),
        joinedAt: row.created_at.toISOString(),
        deposit: money(row.deposit),
        validBet: money(row.valid_bet),
        state: row.rewarded_at === null ? ('pending' as const) : ('rewarded' as const),
      })),
      rewardedCount: rows.filter((row) => row.rewarded_at !== null).length,
      rewardedTotal: money(paid?.total ?? 0n),
    };
  });

  platform.jobs.every('referral', 60, () =>
    forEachMerchant(
      platform,
      'referral rewards',
      (merchant) => rewardReferrals(platform, merchant, platform.clock.now()),
      app.log,
    ),
  );
}
