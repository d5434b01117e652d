import { emptyInput, endpoint } from './endpoint.ts';
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
