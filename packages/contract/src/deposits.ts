import { dayInput } from './day-range.ts';
import { emptyInput, endpoint } from './endpoint.ts';
import { pageNo, pageOut, pageSize } from './game-card.ts';
import { moneyString } from './money.ts';
import { requiredText, text } from './text.ts';
import { amountInput } from './wallet.ts';
import * as z from 'zod/mini';

/**
 * Deposits: the brand's channels, a checkout with the payment provider and its state
 * (ADR 0006 lists the paths the spec does not show).
 */

export const depositChannel = z.object({
  channelId: z.string(),
  name: z.string(),
  /** The payment provider behind the channel; `demo` is the built-in demo provider. */
  provider: z.string(),
  minAmount: moneyString,
  maxAmount: moneyString,
  /** Quick-pick amounts the page shows as buttons. */
  presets: z.array(moneyString),
  /** Percent of a deposit to bet before it can be withdrawn (100 = once; 0 = none). */
  turnoverPercent: z.number().check(z.int(), z.minimum(0)),
});

export const depositChannelsOutput = z.object({
  currency: z.string(),
  channels: z.array(depositChannel),
});

export const depositCreateInput = z.object({
  channelId: requiredText(64),
  amount: amountInput,
  /** Where the provider's page sends the member back (same origin only, checked server-side). */
  returnUrl: z.optional(text(512)),
});

export const depositStatus = z.enum(['pending', 'paid', 'failed', 'expired']);

export const deposit = z.object({
  depositId: z.string(),
  channelId: z.string(),
  amount: moneyString,
  status: depositStatus,
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
  /** The provider's hosted checkout page while pending. */
  checkoutUrl: z.nullable(z.string()),
});

export const depositGetInput = z.object({ depositId: requiredText(64) });

export const depositsEndpoints = {
  depositChannels: endpoint('deposits', 'depositChannels', {
    method: 'GET',
    path: '/wps/wallet/deposit/channels',
    auth: 'required',
    summary: 'Deposit channels with their limits and quick amounts.',
    input: emptyInput,
    output: depositChannelsOutput,
  }),
  depositCreate: endpoint('deposits', 'depositCreate', {
    method: 'POST',
    path: '/wps/wallet/deposit',
    auth: 'required',
    idempotent: true,
    summary: 'Start a deposit: a pending deposit and the provider’s checkout address.',
    input: depositCreateInput,
    output: deposit,
  }),
  depositGet: endpoint('deposits', 'depositGet', {
    method: 'GET',
    path: '/wps/wallet/deposit',
    auth: 'required',
    summary: 'One of the member’s deposits, for the result page after the checkout.',
    input: depositGetInput,
    output: deposit,
  }),
};

// ---------------------------------------------------------------------------------------------
// The operator's side: the brand's deposits, read only

/** A deposit as the console shows it: who made it, through which channel, and where it went. */
export const opsDeposit = z.object({
  depositId: z.string(),
  memberId: z.string(),
  memberAccount: z.string(),
  channelId: z.string(),
  /** The channel's name today; null when the brand has since removed the channel. */
  channelName: z.nullable(z.string()),
  provider: z.string(),
  amount: moneyString,
  currency: z.string(),
  status: depositStatus,
  /** The reference the payment provider knows the deposit by (null until its checkout opened). */
  providerRef: z.nullable(z.string()),
  createdAt: z.string(),
  /** When the deposit was paid, failed or expired; null while pending. */
  settledAt: z.nullable(z.string()),
  /** The ledger transaction that credited the member's main wallet; null unless paid. */
  ledgerTxnId: z.nullable(z.string()),
});
export type OpsDeposit = z.infer<typeof opsDeposit>;

export const opsDepositListInput = z.object({
  pageNo,
  pageSize: pageSize(20, 100),
  status: z.optional(depositStatus),
  /** A member's account name, exactly, whatever its case. */
  member: z.optional(text(64)),
  /** First and last calendar day of creation (both inclusive) in the brand's time zone. */
  startDate: z.optional(dayInput),
  endDate: z.optional(dayInput),
});

export const opsDepositListOutput = z.object({
  ...pageOut,
  items: z.array(opsDeposit),
  /** Over every deposit the filters select, not only this page. */
  totals: z.object({
    count: z.number().check(z.int(), z.minimum(0)),
    paidCount: z.number().check(z.int(), z.minimum(0)),
    paidAmount: moneyString,
  }),
});
export type OpsDepositListOutput = z.infer<typeof opsDepositListOutput>;

export const depositsOpsEndpoints = {
  opsDeposits: endpoint('deposits', 'opsDeposits', {
    method: 'GET',
    path: '/operator/deposits',
    summary:
      "The merchant's deposits, newest first, by status, member and days of creation, with the totals of the selection.",
    auth: 'operator',
    permission: 'deposits.read',
    input: opsDepositListInput,
    output: opsDepositListOutput,
  }),
};
