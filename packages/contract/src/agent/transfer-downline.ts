import * as z from 'zod/mini';
import { moneyString } from '../money.ts';
import { amountInput } from '../wallet.ts';
import { downlineAccount } from './team.ts';

/** Transfers from an agent's main wallet to a direct downline's. */

export const transferDownlineInfoOutput = z.object({
  /** What the agent may send now: its withdrawable balance. */
  available: moneyString,
  /** The brand's limits per transfer and per day (null: none). */
  min: moneyString,
  max: z.nullable(moneyString),
  dailyMax: z.nullable(moneyString),
  /** Sent today, in the merchant's calendar day. */
  sentToday: moneyString,
});

export const transferDownlineInput = z.object({
  account: downlineAccount,
  amount: amountInput,
  withdrawPassword: z.string().check(z.minLength(1, 'enter_withdraw_password'), z.maxLength(64)),
});
