import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { dayRange } from './day-range.ts';

/** One entry of a member's account, with the account's balance right after it. */
export interface EntryRow<T extends string> {
  entry_id: bigint;
  txn_id: bigint;
  created_at: Date;
  type: T;
  amount: bigint;
  balance_after: bigint;
  idempotency_key: string;
}

/** Which entries: one account of the member, a period of merchant days, a type, a page. */
export interface EntryQuery {
  memberId: string;
  account: { kind: 'main' | 'points'; currency: string };
  /** A SQL expression over `t` (ledger_txn) giving an entry's type. */
  typeSql: string;
  type?: string | undefined;
  startDate: string;
  endDate: string;
  pageNo: number;
  pageSize: number;
}

/**
 * A page of one member account's entries in a period, newest first, with the balance after
 * each: the main wallet's transaction history and the points details read the same way. The
 * balance after an entry is the account's balance minus every later entry: a window sum over
 * the entries from the first one of the period onwards (by id, so an entry written late with an
 * early time is never missed), read in one statement with the balance so the two agree. A bad
 * period is a 400 `date_range_invalid`.
 */
export async function entryPage<T extends string>(
  q: Queryable,
  merchant: Merchant,
  input: EntryQuery,
): Promise<{ rows: EntryRow<T>[]; total: number }> {
  const range = dayRange(input.startDate, input.endDate, merchant.timeZone);
  const account = [merchant.id, input.memberId, input.account.kind, input.account.currency];
  const rows = await q.query<EntryRow<T> & { total: number }>(
    `with account as (
       select id, balance from ledger_account
       where merchant_id = $1 and owner_member_id = $2 and kind = $3 and currency = $4
     ),
     moves as (
       select e.id as entry_id, t.id as txn_id, t.created_at, e.amount, t.idempotency_key,
         ${input.typeSql} as type,
         account.balance - coalesce(sum(e.amount) over (order by e.id desc
           rows between unbounded preceding and 1 preceding), 0) as balance_after
       from account
       join ledger_entry e on e.account_id = account.id
       join ledger_txn t on t.id = e.txn_id
       -- No entry since the start: null, and no row at all.
       where e.id >= (
         select min(e2.id) from ledger_entry e2
         join ledger_txn t2 on t2.id = e2.txn_id
         where e2.account_id = account.id and t2.created_at >= $5
       )
     )
     select entry_id, txn_id, created_at, type, amount, balance_after::int8 as balance_after,
       idempotency_key, count(*) over ()::int as total
     from moves
     where created_at >= $5 and created_at < $6 and ($7::text is null or type = $7)
     order by entry_id desc limit $8 offset $9`,
    [
      ...account,
      range.from,
      range.to,
      input.type ?? null,
      input.pageSize,
      (input.pageNo - 1) * input.pageSize,
    ],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && input.pageNo > 1) {
    // A page past the end, where the window count has no row to ride on.
    const [row] = await q.query<{ n: number }>(
      `select count(*)::int as n from ledger_account a
       join ledger_entry e on e.account_id = a.id join ledger_txn t on t.id = e.txn_id
       where a.merchant_id = $1 and a.owner_member_id = $2 and a.kind = $3 and a.currency = $4
         and t.created_at >= $5 and t.created_at < $6
         and ($7::text is null or ${input.typeSql} = $7)`,
      [...account, range.from, range.to, input.type ?? null],
    );
    total = row?.n ?? 0;
  }
  return { rows, total };
}
