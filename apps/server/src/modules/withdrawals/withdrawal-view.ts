import type { withdrawal } from '@portal/contract/withdrawals';
import type * as z from 'zod/mini';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { toReceivingAccount } from './receiving-accounts.ts';
import { iso } from '../wallet/wallet-money.ts';

export type Withdrawal = z.infer<typeof withdrawal>;
export type WithdrawalStatus = Withdrawal['status'];

/** A withdrawal joined with its account, as `withdrawalColumns` selects it. */
export interface WithdrawalRow {
  id: bigint;
  member_id: bigint;
  amount: bigint;
  status: WithdrawalStatus;
  created_at: Date;
  paid_at: Date | null;
  auto_receive_at: Date | null;
  auto_received: boolean;
  missing_amount: bigint | null;
  proof_count: number;
  account_id: bigint;
  kind: 'bank' | 'wallet';
  holder_name: string;
  institution: string;
  number: string;
  account_created_at: Date;
}

/** Select list over `withdrawal w join receiving_account a`. */
export const withdrawalColumns = `w.id, w.member_id, w.amount, w.status, w.created_at, w.paid_at,
  w.auto_receive_at, w.auto_received, w.missing_amount,
  (select count(*)::int from withdrawal_proof p where p.withdrawal_id = w.id) as proof_count,
  a.id as account_id, a.kind, a.holder_name, a.institution, a.number,
  a.created_at as account_created_at`;

/** Maps a row to the wire. */
export function toWithdrawal(row: WithdrawalRow, merchant: Merchant): Withdrawal {
  return {
    withdrawalId: row.id.toString(),
    amount: merchant.money.format(row.amount),
    status: row.status,
    account: toReceivingAccount({
      id: row.account_id,
      kind: row.kind,
      holder_name: row.holder_name,
      institution: row.institution,
      number: row.number,
      created_at: row.account_created_at,
    }),
    createdAt: row.created_at.toISOString(),
    paidAt: iso(row.paid_at),
    autoReceiveAt: iso(row.auto_receive_at),
    autoReceived: row.auto_received,
    missingAmount: row.missing_amount === null ? null : merchant.money.format(row.missing_amount),
    proofCount: row.proof_count,
  };
}

/** One of the member's withdrawals, or null. */
export async function findWithdrawal(
  q: Queryable,
  merchant: Merchant,
  memberId: string,
  id: string,
): Promise<Withdrawal | null> {
  const [row] = await q.query<WithdrawalRow>(
    `select ${withdrawalColumns} from withdrawal w join receiving_account a on a.id = w.account_id
     where w.merchant_id = $1 and w.member_id = $2 and w.id = $3`,
    [merchant.id, memberId, id],
  );
  return row ? toWithdrawal(row, merchant) : null;
}

/** A page of the member's withdrawals, newest first. */
export async function listWithdrawals(
  q: Queryable,
  merchant: Merchant,
  memberId: string,
  page: { pageNo: number; pageSize: number },
): Promise<{ list: Withdrawal[]; total: number }> {
  const [count] = await q.query<{ n: number }>(
    'select count(*)::int as n from withdrawal where merchant_id = $1 and member_id = $2',
    [merchant.id, memberId],
  );
  const rows = await q.query<WithdrawalRow>(
    `select ${withdrawalColumns} from withdrawal w join receiving_account a on a.id = w.account_id
     where w.merchant_id = $1 and w.member_id = $2 order by w.id desc limit $3 offset $4`,
    [merchant.id, memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  return { list: rows.map((row) => toWithdrawal(row, merchant)), total: count?.n ?? 0 };
}
