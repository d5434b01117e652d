import type { Queryable } from '../../db/db.ts';
import { mainBalance } from '../ledger/ledger.ts';
import { turnoverRemaining, type MemberRef } from './turnover.ts';

/** What a member may take out of the main wallet now. */
export interface Withdrawable {
  balance: bigint;
  /** Turnover still to bet. */
  turnover: bigint;
  /** True when a requirement is open (met or not). */
  turnoverOpen: boolean;
  /** Balance minus the turnover still to bet, floored at 0. */
  available: bigint;
  /** Withdrawals whose payout has not answered yet; already out of the balance (held). */
  pending: bigint;
}

/**
 * The main balance net of any open turnover requirement. Pending withdrawals are not subtracted
 * again: their funds already sit in the `withdrawal_hold` house account.
 */
export async function withdrawable(q: Queryable, member: MemberRef): Promise<Withdrawable> {
  const balance = await mainBalance(q, member);
  const { remaining, open } = await turnoverRemaining(q, member);
  const [pending] = await q.query<{ total: bigint }>(
    `select coalesce(sum(amount), 0)::int8 as total from withdrawal
     where merchant_id = $1 and member_id = $2 and status in ('review', 'pending')`,
    [member.merchantId, member.memberId],
  );
  const available = balance - remaining;
  return {
    balance,
    turnover: remaining,
    turnoverOpen: open,
    available: available > 0n ? available : 0n,
    pending: pending?.total ?? 0n,
  };
}
