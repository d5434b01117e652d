import { emptyInput, endpoint } from './endpoint.ts';
import { approvalView } from './ops.ts';
import { pageNo, pageOut, pageSize } from './game-card.ts';
import { moneyString } from './money.ts';
import { requiredSecret, requiredText, text } from './text.ts';
import { uploadIds } from './uploads.ts';
import { amountInput } from './wallet.ts';
import * as z from 'zod/mini';

/**
 * Withdrawals: the withdrawal password, receiving accounts, the brand's limits, withdrawals and
 * their confirmation flow (spec sections 3 and 4).
 */

/** Set (no current password yet) or change the withdrawal password: 6 digits. */
export const withdrawPasswordInput = z.object({
  oldPassword: z.optional(z.string().check(z.maxLength(64))),
  newPassword: z.string().check(z.regex(/^\d{6}$/u, 'withdraw_password_format')),
  confirmPassword: requiredSecret(64),
});

export const receivingAccountKind = z.enum(['bank', 'wallet']);

export const receivingAccountInput = z.object({
  kind: receivingAccountKind,
  /** Real name of the holder: letters, spaces, dots, apostrophes and hyphens. */
  holderName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'field_required'),
      z.regex(/^[\p{L}][\p{L} .'-]{1,63}$/u, 'real_name_format'),
    ),
  /** Bank name (bank) or network (wallet, for example `USDT-TRC20`). */
  institution: requiredText(64),
  /** Card or IBAN digits (bank) or the receiving address (wallet). */
  number: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'enter_receiving_address'),
      z.regex(/^[A-Za-z0-9]{6,64}$/u, 'receiving_account_format'),
    ),
  withdrawPassword: z.string().check(z.minLength(1, 'enter_withdraw_password'), z.maxLength(64)),
});

export const receivingAccount = z.object({
  accountId: z.string(),
  kind: receivingAccountKind,
  holderName: z.string(),
  institution: z.string(),
  /** Only the last four characters are ever sent back. */
  maskedNumber: z.string(),
  createdAt: z.string(),
});

export const receivingAccountsOutput = z.object({ list: z.array(receivingAccount) });
export const receivingAccountDeleteInput = z.object({ accountId: requiredText(64) });

// ---------------------------------------------------------------------------------------------
// Withdrawals and their confirmation flow (spec sections 3 and 4)

export const withdrawSettingsOutput = z.object({
  currency: z.string(),
  hasWithdrawPassword: z.boolean(),
  /** Main wallet minus pending withdrawals and any open turnover requirement. */
  available: moneyString,
  pendingTotal: moneyString,
  /** Turnover still to bet before the rest of the balance can be withdrawn. */
  turnoverRemaining: moneyString,
  minAmount: moneyString,
  maxAmount: moneyString,
  /** Minutes after payout before an unconfirmed withdrawal counts as received. */
  autoReceiveMinutes: z.number(),
  accounts: z.array(receivingAccount),
});

export const withdrawInput = z.object({
  accountId: requiredText(64),
  amount: amountInput,
  withdrawPassword: z.string().check(z.minLength(1, 'enter_withdraw_password'), z.maxLength(64)),
});

/**
 * `review`: funds held, waiting for an operator to let the payout go (above the brand's review
 * threshold); `pending`: funds held, payout not sent; `awaiting_confirmation`: paid out, the member confirms;
 * `completed`: received (by the member, or automatically after the timeout: `autoReceived`);
 * `disputed`: not (all) received, proof uploaded, waiting for the operator; `failed`: the payout
 * failed or was rejected and the held funds went back to the main wallet.
 */
export const withdrawalStatus = z.enum([
  'review',
  'pending',
  'awaiting_confirmation',
  'completed',
  'disputed',
  'failed',
]);

export const withdrawal = z.object({
  withdrawalId: z.string(),
  amount: moneyString,
  status: withdrawalStatus,
  account: receivingAccount,
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  /** When the withdrawal counts as received if the member does not answer. */
  autoReceiveAt: z.nullable(z.string()),
  autoReceived: z.boolean(),
  /** What the member reported as not received (null until disputed). */
  missingAmount: z.nullable(moneyString),
  proofCount: z.number(),
});

export const withdrawalListInput = z.object({ pageNo, pageSize: pageSize(10, 50) });
export const withdrawalListOutput = z.object({ list: z.array(withdrawal), ...pageOut });

/**
 * The member's answer: `received` (all of it), `partial` (`missingAmount` not received) or
 * `not_received`; the last two need 1-3 proof images uploaded first.
 */
export const withdrawConfirmInput = z.object({
  withdrawalId: requiredText(64),
  result: z.enum(['received', 'partial', 'not_received']),
  missingAmount: z.optional(amountInput),
  uploadIds: z._default(uploadIds, []),
});

export const withdrawalsEndpoints = {
  withdrawPassword: endpoint('withdrawals', 'withdrawPassword', {
    method: 'POST',
    path: '/wps/wallet/withdrawPassword',
    auth: 'required',
    summary: 'Set or change the withdrawal password.',
    input: withdrawPasswordInput,
    output: z.object({ hasWithdrawPassword: z.literal(true) }),
  }),
  receivingAccounts: endpoint('withdrawals', 'receivingAccounts', {
    method: 'GET',
    path: '/wps/wallet/accounts',
    auth: 'required',
    summary: 'The member’s receiving accounts (bank cards and wallet addresses), masked.',
    input: emptyInput,
    output: receivingAccountsOutput,
  }),
  receivingAccountAdd: endpoint('withdrawals', 'receivingAccountAdd', {
    method: 'PUT',
    path: '/wps/wallet/accounts',
    auth: 'required',
    summary: 'Add a receiving account; needs the withdrawal password.',
    input: receivingAccountInput,
    output: receivingAccount,
  }),
  receivingAccountDelete: endpoint('withdrawals', 'receivingAccountDelete', {
    method: 'DELETE',
    path: '/wps/wallet/accounts',
    auth: 'required',
    summary: 'Remove a receiving account that no pending withdrawal uses.',
    input: receivingAccountDeleteInput,
    output: receivingAccountsOutput,
  }),
  withdrawSettings: endpoint('withdrawals', 'withdrawSettings', {
    method: 'GET',
    path: '/wps/wallet/withdraw/settings',
    auth: 'required',
    summary: 'What the withdraw page needs: available amount, limits, accounts, password state.',
    input: emptyInput,
    output: withdrawSettingsOutput,
  }),
  withdraw: endpoint('withdrawals', 'withdraw', {
    method: 'POST',
    path: '/wps/wallet/withdraw',
    auth: 'required',
    idempotent: true,
    summary: 'Request a withdrawal: checks the password, holds the funds, sends the payout.',
    input: withdrawInput,
    output: withdrawal,
  }),
  withdrawals: endpoint('withdrawals', 'withdrawals', {
    method: 'GET',
    path: '/wps/wallet/withdrawals',
    auth: 'required',
    summary: 'The member’s withdrawals, newest first.',
    input: withdrawalListInput,
    output: withdrawalListOutput,
  }),
  withdrawConfirm: endpoint('withdrawals', 'withdrawConfirm', {
    method: 'POST',
    path: '/wps/wallet/withdraw/confirm',
    auth: 'required',
    idempotent: true,
    summary: 'Confirm a paid withdrawal as received, partly received or not received.',
    input: withdrawConfirmInput,
    output: withdrawal,
  }),
};

// ---------------------------------------------------------------------------------------------
// The operator's side: review before payout, disputes (docs/decisions/0020-withdrawal-review.md)

const withdrawalId = z.string().check(z.trim(), z.regex(/^[1-9][0-9]{0,17}$/u, 'field_invalid'));

/** A withdrawal as the console shows it: the member's view plus who and what is behind it. */
export const opsWithdrawal = z.extend(withdrawal, {
  memberId: z.string(),
  memberAccount: z.string(),
  refundedAmount: moneyString,
  /** A dispute's outcome: `refunded` (some or all of it went back) or `rejected`. */
  resolution: z.nullable(z.enum(['refunded', 'rejected'])),
  failureReason: z.nullable(z.string()),
  providerRef: z.nullable(z.string()),
  /** The operator who let the payout go or refused it. */
  reviewedBy: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  /** Proof images of a dispute (`/operator/uploads/file?uploadId=`). */
  proofUploadIds: z.array(z.string()),
  /** The four-eyes request waiting on this withdrawal, if any. */
  openApprovalId: z.nullable(z.string()),
});
export type OpsWithdrawal = z.infer<typeof opsWithdrawal>;

export const opsWithdrawalListInput = z.object({
  pageNo,
  pageSize: pageSize(20, 100),
  status: z._default(withdrawalStatus, 'review'),
  /** A member's account name, exactly. */
  member: z.optional(text(64)),
});

export const opsWithdrawalListOutput = z.object({ ...pageOut, items: z.array(opsWithdrawal) });

export const withdrawalReviewInput = z.object({
  id: withdrawalId,
  /** `approve` sends the payout (or, above the four-eyes threshold, asks a second operator). */
  decision: z.enum(['approve', 'reject']),
  remark: z._default(text(500), ''),
});

export const withdrawalResolveInput = z.object({
  id: withdrawalId,
  /** `refund` gives back `amount` (the missing amount when absent); `reject` gives nothing. */
  action: z.enum(['refund', 'reject']),
  amount: z.optional(moneyString),
  remark: z._default(text(500), ''),
});

/** The withdrawal after the call, and the four-eyes request it opened (null: done at once). */
export const withdrawalDecisionOutput = z.object({
  withdrawal: opsWithdrawal,
  approval: z.nullable(approvalView),
});
export type WithdrawalDecisionOutput = z.infer<typeof withdrawalDecisionOutput>;

export const withdrawalsOpsEndpoints = {
  opsWithdrawals: endpoint('withdrawals', 'opsWithdrawals', {
    method: 'GET',
    path: '/operator/withdrawals',
    summary: "The merchant's withdrawals in one status (`review` first), oldest first.",
    auth: 'operator',
    permission: 'withdrawals.read',
    input: opsWithdrawalListInput,
    output: opsWithdrawalListOutput,
  }),
  opsWithdrawalReview: endpoint('withdrawals', 'opsWithdrawalReview', {
    method: 'POST',
    path: '/operator/withdrawals/review',
    summary:
      'Lets a withdrawal in review go to the payout, or refuses it and gives the funds back; above the four-eyes threshold an approval asks a second operator.',
    auth: 'operator',
    permission: 'withdrawals.decide',
    input: withdrawalReviewInput,
    output: withdrawalDecisionOutput,
  }),
  opsWithdrawalResolve: endpoint('withdrawals', 'opsWithdrawalResolve', {
    method: 'POST',
    path: '/operator/withdrawals/resolve',
    summary:
      'Asks to resolve a disputed withdrawal (refund some or all, or reject); a second operator approves it.',
    auth: 'operator',
    permission: 'withdrawals.decide',
    input: withdrawalResolveInput,
    output: withdrawalDecisionOutput,
  }),
};
