import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';

/**
 * The account-activity statement: per calendar month of the brand's time zone, newest first,
 * the deposits paid, the withdrawals paid out (completed or awaiting the member's confirmation)
 * and the net result of the month's bets (wins minus stakes).
 */
export async function statementOf(
  q: Queryable,
  merchant: Merchant,
  memberId: string,
  months: number,
  now: number,
) {
  const rows = await q.query<{ month: string; deposits: bigint; withdrawals: bigint; net: bigint }>(
    `with months as (
       select m, m at time zone $3 as start, (m + interval '1 month') at time zone $3 as stop
       from generate_series(
         date_trunc('month', $2::timestamptz at time zone $3) - (($4::int - 1) * interval '1 month'),
         date_trunc('month', $2::timestamptz at time zone $3), interval '1 month') as m)
     select to_char(m, 'YYYY-MM') as month,
       (select coalesce(sum(amount), 0) from wallet_op where member_id = $1 and kind = 'deposit'
          and state = 'posted' and created_at >= start and created_at < stop)::int8 as deposits,
       (select coalesce(sum(amount - refunded_amount), 0) from withdrawal where member_id = $1
          and status in ('completed', 'awaiting_confirmation')
          and created_at >= start and created_at < stop)::int8 as withdrawals,
       (select coalesce(sum(payout - stake), 0) from bet where member_id = $1
          and status <> 'rolled_back' and created_at >= start and created_at < stop)::int8 as net
     from months order by m desc`,
    [memberId, new Date(now), merchant.timeZone, months],
  );
  return rows.map((row) => ({
    month: row.month,
    deposits: merchant.money.format(row.deposits),
    withdrawals: merchant.money.format(row.withdrawals),
    net: merchant.money.format(row.net),
  }));
}
