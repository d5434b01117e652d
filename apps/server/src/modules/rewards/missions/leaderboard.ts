import { periodAt } from '@portal/contract/contracts/periods';
import type { MissionPeriod } from '@portal/contract/rewards/missions';
import type { Queryable } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { maskName } from '../../games/winner-board.ts';

interface Ranked {
  member_id: string;
  account: string;
  valid_bet: bigint;
  rank: number;
}

/**
 * The leaderboard of the running day or week of the brand's calendar: real members ranked by
 * their valid bets (settled stakes) so far, ties sharing a rank, the first `size` rows and the
 * asking member's own place, names masked.
 */
export async function leaderboard(
  q: Queryable,
  merchant: Merchant,
  spec: { memberId: string; period: MissionPeriod; size: number; trialType: number; now: number },
) {
  const period = periodAt(spec.period, spec.now, merchant.timeZone);
  const rows = await q.query<Ranked>(
    `with totals as (
       select b.member_id, sum(b.stake)::int8 as valid_bet from bet b
       where b.merchant_id = $1 and b.status = 'settled'
         and b.settled_at >= $2 and b.settled_at < $3
       group by b.member_id
     ),
     ranked as (
       select t.member_id, m.account, t.valid_bet,
         rank() over (order by t.valid_bet desc)::int as rank,
         row_number() over (order by t.valid_bet desc, t.member_id) as n
       from totals t join member m on m.merchant_id = $1 and m.id = t.member_id
       where m.type <> $4
     )
     select member_id::text as member_id, account, valid_bet, rank from ranked
     where n <= $5 or member_id = $6 order by n`,
    [
      merchant.id,
      new Date(period.start),
      new Date(spec.now),
      spec.trialType,
      spec.size,
      spec.memberId,
    ],
  );
  const money = (minor: bigint) => merchant.money.format(minor);
  const mine = rows.find((row) => row.member_id === spec.memberId);
  return {
    period: spec.period,
    start: new Date(period.start).toISOString(),
    end: new Date(period.end).toISOString(),
    entries: rows.slice(0, spec.size).map((row) => ({
      rank: row.rank,
      name: maskName(row.account),
      validBet: money(row.valid_bet),
      me: row.member_id === spec.memberId,
    })),
    mine: mine ? { rank: mine.rank, validBet: money(mine.valid_bet) } : null,
  };
}
