import type { transactionType } from '@portal/contract/histories';
import type * as z from 'zod/mini';

type TransactionType = z.infer<typeof transactionType>;

/**
 * How ledger transaction kinds show in the member's transaction history (only kinds that touch
 * a main wallet matter). Vendor transfers keep the transfer call's words: `transfer_in` moves
 * money from the main wallet into a vendor's (a debit here; its void, a credit, keeps the
 * name), `transfer_out` brings it back. Kinds not listed (seed balances, operator corrections,
 * anything new) show as `adjustment`.
 */
const byKind: Record<string, TransactionType> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  withdrawal_refund: 'withdrawal_refund',
  game_bet: 'bet',
  game_win: 'win',
  game_rollback: 'rollback',
  freeplay_credit: 'bonus',
  bonus: 'bonus',
  // The points mall: points converted to balance, and credit rewards an operator approved.
  points_convert: 'bonus',
  points_reward: 'bonus',
  upline_transfer: 'upline_transfer',
  downline_transfer: 'downline_transfer',
  // Agent contracts: a credit to the downline, a debit to the upline that pays it.
  dividend: 'dividend',
  daily_salary: 'salary',
  hour_salary: 'salary',
  realtime_salary: 'salary',
  transfer_in: 'transfer_in',
  transfer_in_void: 'transfer_in',
  transfer_out: 'transfer_out',
};

const quote = (word: string) => {
  // The table above is code, not input; the check keeps it that way.
  if (!/^[a-z_]+$/u.test(word)) throw new Error(`unexpected ledger kind ${word}`);
  return `'${word}'`;
};

/** A SQL `case` giving the history type of an entry from `kindColumn` (ledger_txn.kind). */
export function transactionTypeSql(kindColumn: string): string {
  const arms = Object.entries(byKind).map(
    ([kind, type]) => `when ${kindColumn} = ${quote(kind)} then ${quote(type)}`,
  );
  return `case ${arms.join(' ')} else 'adjustment' end`;
}
