import type { Queryable } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import type { Platform } from '../../../platform.ts';
import { moduleOn } from '../../accounts/module-switches.ts';
import { grantBonus } from '../bonuses/bonus-store.ts';
import { referralSettings } from './referral-settings.ts';

/** A referral with what the friend did since registering. */
export interface RefereeRow {
  referee_id: string;
  referrer_id: string;
  account: string;
  created_at: Date;
  rewarded_at: Date | null;
  deposit: bigint;
  valid_bet: bigint;
}

/**
 * Referrals with the friend's credited deposits and valid bets since it registered: those of
 * one referrer (its page, newest first, the last 500), or the oldest 500 not yet rewarded
 * whose friend meets `qualified` (the job: friends still short never hold up the others).
 */
export function referees(
  q: Queryable,
  merchant: Merchant,
  filter: { referrerId: string } | { qualified: { deposit: bigint; validBet: bigint } },
): Promise<RefereeRow[]> {
  const byReferrer = 'referrerId' in filter;
  return q.query<RefereeRow>(
    `select * from (
       select r.referee_id::text as referee_id, r.referrer_id::text as referrer_id, m.account,
         r.created_at, r.rewarded_at,
         coalesce((select sum(o.amount) from wallet_op o where o.member_id = r.referee_id
           and o.kind = 'deposit' and o.state = 'posted' and o.settled_at >= r.created_at), 0)::int8
           as deposit,
         coalesce((select sum(b.stake) from bet b where b.member_id = r.referee_id
           and b.status = 'settled' and b.settled_at >= r.created_at), 0)::int8 as valid_bet
       from referral r join member m on m.merchant_id = r.merchant_id and m.id = r.referee_id
       where r.merchant_id = $1 and ${byReferrer ? 'r.referrer_id = $2' : 'r.rewarded_at is null'}
     ) x
     ${byReferrer ? 'order by x.created_at desc, x.referee_id desc' : 'where x.deposit >= $2 and x.valid_bet >= $3 order by x.created_at, x.referee_id'}
     limit 500`,
    byReferrer
      ? [merchant.id, filter.referrerId]
      : [merchant.id, filter.qualified.deposit.toString(), filter.qualified.validBet.toString()],
  );
}

/**
 * Rewards the referrers of every friend that met the brand's conditions: per friend, one
 * transaction marks the referral rewarded (only if it was not) and gives the referrer's bonus
 * (pending in the reward centre, keyed by the friend), so a friend brings one reward however
 * many runs race. Answers how many were rewarded.
 */
export async function rewardReferrals(
  platform: Platform,
  merchant: Merchant,
  now: number,
): Promise<number> {
  if (!(await moduleOn(platform, merchant, 'REFERRAL_PROMO'))) return 0;
  const settings = await referralSettings(platform.db, merchant);
  const amount = merchant.money.parse(settings.reward);
  if (amount <= 0n) return 0;
  const qualified = {
    deposit: merchant.money.parse(settings.minDeposit),
    validBet: merchant.money.parse(settings.minValidBet),
  };
  let rewarded = 0;
  for (const row of await referees(platform.db, merchant, { qualified })) {
    const done = await platform.db.transaction(async (tx) => {
      const marked = await tx.query(
        `update referral set rewarded_at = $3
         where merchant_id = $1 and referee_id = $2 and rewarded_at is null returning 1`,
        [merchant.id, row.referee_id, new Date(now)],
      );
      if (marked.length === 0) return false;
      await grantBonus(
        tx,
        merchant,
        {
          memberId: row.referrer_id,
          source: 'referral',
          reference: `referee:${row.referee_id}`,
          titles: { PT: 'Recompensa por convidar um amigo', EN: 'Reward for inviting a friend' },
          amount,
          turnoverPercent: settings.turnoverPercent,
          claimable: true,
          expiresAt: new Date(now + settings.claimDays * 86_400_000),
        },
        now,
      );
      return true;
    });
    if (done) rewarded += 1;
  }
  return rewarded;
}
