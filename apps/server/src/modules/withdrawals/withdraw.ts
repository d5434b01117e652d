import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Tx } from '../../db/db.ts';
import type { Platform } from '../../platform.ts';
import {
  houseAccount,
  IdempotencyConflict,
  InsufficientFunds,
  memberAccount,
  postTransfer,
} from '../ledger/ledger.ts';
import { requireRealMember } from '../session/policies.ts';
import { idempotent } from '../wallet/idempotent-request.ts';
import { dispatchAndWait, holdAccountName } from './payout-settle.ts';
import { payoutProvider } from './payout-provider.ts';
import { idOf } from './receiving-accounts.ts';
import { clearMetRequirements, type MemberRef } from './turnover.ts';
import { publishBalance } from '../wallet/wallet-services.ts';
import { amountMinor, lockAccounts } from '../wallet/wallet-money.ts';
import { withdrawable } from './withdrawable.ts';
import { memberWithdrawLimits, over } from './withdraw-limits.ts';
import { findWithdrawal } from './withdrawal-view.ts';
import { checkWithdrawPassword } from './withdraw-password.ts';

/** How long a request waits for the payout's answer before answering `pending`. */
export const payoutWaitMs = 2000;

/**
 * POST /wps/wallet/withdraw (idempotent). Phase one in one transaction: the account must be the
 * member's and live, the amount within the merchant's limits and the available amount (main
 * balance net of open turnover), and the funds move main -> house `withdrawal_hold`. The member's
 * main account is locked first, so concurrent withdrawals of one balance succeed once. Above the
 * brand's review threshold the withdrawal stops there, in `review`, until an operator lets its
 * payout go (`ops-withdrawals.ts`). Phase two, outside the transaction: the payout provider is
 * asked (see `payout-settle.ts`). The answer (the
 * withdrawal once paid, failed, or still pending after 2 s) is kept for replays of the key
 * (`idempotent`). The password and the limits are checked first and consume no key.
 */
export function registerWithdraw(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  registerEndpoint(
    app,
    withdrawalsEndpoints.withdraw,
    async ({ input, merchant, session, idempotencyKey, request, language }) => {
      const s = session!;
      requireRealMember(s);
      const amount = amountMinor(input.amount, merchant, language);
      const accountId = idOf(input.accountId);
      await checkWithdrawPassword(platform, s, input.withdrawPassword);
      const limits = await memberWithdrawLimits(platform, merchant, s.memberId);
      if (amount < limits.min) throw new AppError('amount_below_minimum');
      if (amount > limits.max) throw new AppError('amount_above_maximum');
      const member = { merchantId: merchant.id, memberId: s.memberId, currency: merchant.currency };
      const key = idempotencyKey!;
      return idempotent(
        db,
        {
          merchantId: merchant.id,
          memberId: s.memberId,
          key,
          endpoint: withdrawalsEndpoints.withdraw.id,
          request: { accountId, amount },
          waitMs: payoutWaitMs + 5000,
        },
        async () => {
          // A replay doing the work after a first request died finds its withdrawal.
          const [made] = await db.query<{ id: bigint }>(
            'select id from withdrawal where merchant_id = $1 and member_id = $2 and idempotency_key = $3',
            [merchant.id, s.memberId, key],
          );
          const withdrawalId = made
            ? made.id.toString()
            : await holdWithdrawal(platform, member, accountId, amount, key, {
                review: over(amount, limits.reviewAbove),
              });
          if (!made) publishBalance(platform, merchant, s.memberId);
          const view = await findWithdrawal(db, merchant, s.memberId, withdrawalId);
          if (view!.status === 'review') return view!;
          await dispatchAndWait(platform, merchant, withdrawalId, request.log, payoutWaitMs);
          return (await findWithdrawal(db, merchant, s.memberId, withdrawalId))!;
        },
      );
    },
  );
}

/**
 * Phase one in one transaction; returns the new withdrawal's id. `review` stops it in `review`
 * for an operator; `within` runs last in the same transaction (a caller's own check and audit
 * row: both or neither are written with the hold).
 */
export async function holdWithdrawal(
  platform: Platform,
  member: MemberRef,
  accountId: string,
  amount: bigint,
  key: string,
  options: { review: boolean; within?: (tx: Tx, withdrawalId: string) => Promise<void> },
): Promise<string> {
  const { db } = platform;
  const status = options.review ? 'review' : 'pending';
  const { merchantId } = member;
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx.query<{ id: bigint }>(
        `select id from receiving_account where merchant_id = $1 and member_id = $2 and id = $3
           and deleted_at is null for share`,
        [merchantId, member.memberId, accountId],
      );
      if (!account) throw new AppError('not_found');
      const main = await memberAccount(tx, member);
      const holdAccount = await houseAccount(tx, {
        merchantId,
        name: holdAccountName,
        currency: member.currency,
      });
      await lockAccounts(tx, [main, holdAccount]);
      const funds = await withdrawable(tx, member);
      if (amount > funds.available) throw new AppError('insufficient_funds');
      if (funds.turnoverOpen && funds.turnover === 0n) await clearMetRequirements(tx, member);
      const [row] = await tx.query<{ id: bigint }>(
        `insert into withdrawal (merchant_id, member_id, account_id, amount, currency, status,
           provider, idempotency_key, created_at)
         values ($1, $2, $3, $4, $5, $9, $6, $7, $8) returning id`,
        [
          merchantId,
          member.memberId,
          accountId,
          amount.toString(),
          member.currency,
          payoutProvider(platform).name,
          key,
          new Date(platform.clock.now()),
          status,
        ],
      );
      const id = row!.id.toString();
      await postTransfer(tx, {
        merchantId,
        kind: 'withdrawal',
        idempotencyKey: `withdrawal:${id}:hold`,
        entries: [
          { accountId: main, amount: -amount },
          { accountId: holdAccount, amount },
        ],
      });
      await options.within?.(tx, id);
      return id;
    });
  } catch (err) {
    if (err instanceof InsufficientFunds) throw new AppError('insufficient_funds');
    if (err instanceof IdempotencyConflict) throw new AppError('idempotency_mismatch');
    throw err;
  }
}
