import type { Queryable } from '../../db/db.ts';

/**
 * The ledger's invariants (docs/architecture.md "Money"), each a SQL count that must be zero.
 * Tests of every money feature call `invariantCounts` after their work; the property test and
 * the crash test run them after every step. Optionally limited to one merchant.
 */
export interface InvariantCounts {
  /** Currencies of a merchant whose account balances do not sum to zero. */
  unbalancedCurrencies: number;
  /** Accounts whose cached balance differs from the sum of their entries. */
  balanceMismatches: number;
  /** Member accounts (main or vendor) below zero. */
  negativeMemberBalances: number;
  /** Journal transactions whose entries do not sum to zero. */
  unbalancedTransactions: number;
}

/** The SQL of each count, exported so a failing test can print the offending rows. */
export const invariantQueries: Record<keyof InvariantCounts, string> = {
  unbalancedCurrencies: `select count(*)::int as n from (
      select merchant_id, currency from ledger_account
      where ($1::int is null or merchant_id = $1)
      group by merchant_id, currency having sum(balance) <> 0) x`,
  balanceMismatches: `select count(*)::int as n from ledger_account a
      left join (select account_id, sum(amount) as total from ledger_entry group by account_id) e
        on e.account_id = a.id
      where ($1::int is null or a.merchant_id = $1) and a.balance <> coalesce(e.total, 0)`,
  negativeMemberBalances: `select count(*)::int as n from ledger_account
      where ($1::int is null or merchant_id = $1) and kind <> 'house' and balance < 0`,
  unbalancedTransactions: `select count(*)::int as n from (
      select t.id from ledger_txn t join ledger_entry e on e.txn_id = t.id
      where ($1::int is null or t.merchant_id = $1)
      group by t.id having sum(e.amount) <> 0) x`,
};

/** Runs every invariant count; all must be zero. */
export async function invariantCounts(
  q: Queryable,
  merchantId: number | null = null,
): Promise<InvariantCounts> {
  const entries = await Promise.all(
    Object.entries(invariantQueries).map(async ([name, sql]) => {
      const [row] = await q.query<{ n: number }>(sql, [merchantId]);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as InvariantCounts;
}

/** The counts every test expects. */
export const zeroInvariants: InvariantCounts = {
  unbalancedCurrencies: 0,
  balanceMismatches: 0,
  negativeMemberBalances: 0,
  unbalancedTransactions: 0,
};
