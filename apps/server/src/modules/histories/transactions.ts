import { historiesEndpoints, type transactionType } from '@portal/contract/histories';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { Queryable } from '../../db/db.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { requireRealMember } from '../session/policies.ts';
import { dayRange, pageOf } from './day-range.ts';
import { transactionTypeSql } from './transaction-types.ts';

type TransactionType = z.infer<typeof transactionType>;

interface Row {
  entry_id: bigint;
  txn_id: bigint;
  created_at: Date;
  type: TransactionType;
  amount: bigint;
  balance_after: bigint;
  total: number;
}

/** Short codes of the movement types, for references players quote to support. */
const referenceCodes: Record<string, string> = {
  deposit: 'DEP',
  withdrawal: 'WDR',
  withdrawal_refund: 'WRF',
  transfer_in: 'TIN',
  transfer_out: 'TOUT',
  bet: 'BET',
  win: 'WIN',
  rollback: 'RBK',
  bonus: 'BON',
  upline_transfer: 'UPL',
  downline_transfer: 'DNL',
  adjustment: 'ADJ',
};

/** A movement's human reference: its type code and ledger transaction number. */
function humanReference(type: string, txnId: bigint): string {
  return `${referenceCodes[type] ?? 'TXN'}-${txnId}`;
}

/** What a page of transactions is asked for: a type, a period of merchant days, a page. */
export interface TransactionQuery {
  type?: TransactionType | undefined;
  startDate: string;
  endDate: string;
  pageNo: number;
  pageSize: number;
}

/**
 * A page of one member's main-wallet movements in a period, newest first, with the balance
 * after each: the member centre's history and the agent's view of a downline answer the same
 * rows. The balance after an entry is the account's balance minus every later entry: a window
 * sum over the entries from the first one of the period onwards (by id, so an entry written late
 * with an early time is never missed), read in one statement with the balance so the two agree.
 * A bad period is a 400 `date_range_invalid`.
 */
export async function transactionPage(
  q: Queryable,
  merchant: Merchant,
  memberId: string,
  input: TransactionQuery,
) {
  const range = dayRange(input.startDate, input.endDate, merchant.timeZone);
  const rows = await q.query<Row>(
    `with account as (
       select id, balance from ledger_account
       where merchant_id = $1 and owner_member_id = $2 and kind = 'main' and currency = $3
     ),
     moves as (
       select e.id as entry_id, t.id as txn_id, t.created_at, e.amount, t.idempotency_key,
         ${transactionTypeSql('t.kind')} as type,
         account.balance - coalesce(sum(e.amount) over (order by e.id desc
           rows between unbounded preceding and 1 preceding), 0) as balance_after
       from account
       join ledger_entry e on e.account_id = account.id
       join ledger_txn t on t.id = e.txn_id
       -- No entry since the start: null, and no row at all.
       where e.id >= (
         select min(e2.id) from ledger_entry e2
         join ledger_txn t2 on t2.id = e2.txn_id
         where e2.account_id = account.id and t2.created_at >= $4
       )
     )
     select entry_id, txn_id, created_at, type, amount, balance_after::int8 as balance_after,
       count(*) over ()::int as total
     from moves
     where created_at >= $4 and created_at < $5 and ($6::text is null or type = $6)
     order by entry_id desc limit $7 offset $8`,
    [
      merchant.id,
      memberId,
      merchant.currency,
      range.from,
      range.to,
      input.type ?? null,
      input.pageSize,
      (input.pageNo - 1) * input.pageSize,
    ],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && input.pageNo > 1) total = await countOnly();
  return {
    list: rows.map((row) => ({
      txnId: row.txn_id.toString(),
      time: row.created_at.toISOString(),
      type: row.type,
      amount: merchant.money.format(row.amount),
      balanceAfter: merchant.money.format(row.balance_after),
      reference: humanReference(row.type, row.txn_id),
    })),
    ...pageOf(total, input),
  };

  /** The total of a page past the end (where the window count has no row to ride on). */
  async function countOnly(): Promise<number> {
    const [row] = await q.query<{ n: number }>(
      `select count(*)::int as n from ledger_account a
       join ledger_entry e on e.account_id = a.id join ledger_txn t on t.id = e.txn_id
       where a.merchant_id = $1 and a.owner_member_id = $2 and a.kind = 'main' and a.currency = $3
         and t.created_at >= $4 and t.created_at < $5
         and ($6::text is null or ${transactionTypeSql('t.kind')} = $6)`,
      [merchant.id, memberId, merchant.currency, range.from, range.to, input.type ?? null],
    );
    return row?.n ?? 0;
  }
}

/** GET /wps/wallet/transactions: the member's own main-wallet movements (`transactionPage`). */
export function registerTransactions(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, historiesEndpoints.transactions, async ({ input, merchant, session }) => {
    const s = session!;
    requireRealMember(s);
    return transactionPage(platform.db, merchant, s.memberId, input);
  });
}
