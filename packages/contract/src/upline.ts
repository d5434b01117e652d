import { emptyInput, endpoint } from './endpoint.ts';
import { moneyString } from './money.ts';
import { amountInput, balanceOutput } from './wallet.ts';
import * as z from 'zod/mini';

/**
 * Transfer to the upline agent: what may be sent and the transfer itself.
 */

export const transferUplineInput = z.object({
  amount: amountInput,
  withdrawPassword: z.string().check(z.minLength(1, 'enter_withdraw_password'), z.maxLength(64)),
});

export const transferUplineInfoOutput = z.object({
  /** Null when the member has no upline agent: the page explains instead of offering a form. */
  upline: z.nullable(z.object({ account: z.string() })),
  available: moneyString,
});

export const uplineEndpoints = {
  transferUplineInfo: endpoint('upline', 'transferUplineInfo', {
    method: 'GET',
    path: '/wps/wallet/transferUpline',
    auth: 'required',
    summary: 'The member’s upline agent and the amount that can be sent.',
    input: emptyInput,
    output: transferUplineInfoOutput,
  }),
  transferUpline: endpoint('upline', 'transferUpline', {
    method: 'POST',
    path: '/wps/wallet/transferUpline',
    auth: 'required',
    idempotent: true,
    summary: 'Send money from the main wallet to the upline agent’s main wallet.',
    input: transferUplineInput,
    output: balanceOutput,
  }),
};
