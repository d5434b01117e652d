import { dayRangeInput } from './day-range.ts';
import { endpoint } from './endpoint.ts';
import { pageNo, pageOut, pageSize, vassalage } from './game-card.ts';
import { moneyString } from './money.ts';
import * as z from 'zod/mini';

/**
 * Histories of the member centre: ledger transactions, bets and profit by day, in the
 * merchant's calendar days.
 */

/** Ledger movement types the transaction history filters on. */
export const transactionTypes = [
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'transfer_in',
  'transfer_out',
  'bet',
  'win',
  'rollback',
  'bonus',
  'upline_transfer',
  'downline_transfer',
  'dividend',
  'salary',
  'adjustment',
] as const;
export const transactionType = z.enum(transactionTypes);

export const transactionListInput = z.object({
  type: z.optional(transactionType),
  ...dayRangeInput,
  pageNo,
  pageSize: pageSize(10, 50),
});

export const transactionRow = z.object({
  txnId: z.string(),
  time: z.string(),
  type: transactionType,
  /** Signed: positive credits the main wallet. */
  amount: moneyString,
  /** The main wallet after this movement. */
  balanceAfter: moneyString,
  /** The movement's reference as support reads it: a type code and the ledger number (`DEP-482`). */
  reference: z.string(),
});

export const transactionListOutput = z.object({ list: z.array(transactionRow), ...pageOut });

export const betListInput = z.object({
  gameType: z.optional(z.string().check(z.maxLength(16))),
  vassalage: z.optional(vassalage),
  ...dayRangeInput,
  pageNo,
  pageSize: pageSize(10, 50),
});

export const betRow = z.object({
  betId: z.string(),
  time: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  gameName: z.string(),
  stake: moneyString,
  payout: moneyString,
  /** payout - stake. */
  profit: moneyString,
  status: z.enum(['open', 'settled', 'rolled_back']),
});

export const betListOutput = z.object({
  list: z.array(betRow),
  totals: z.object({ stake: moneyString, payout: moneyString, profit: moneyString }),
  ...pageOut,
});

export const profitInput = z.object({ ...dayRangeInput });

export const profitOutput = z.object({
  currency: z.string(),
  totals: z.object({ stake: moneyString, payout: moneyString, profit: moneyString }),
  /** One row per product (game type) with bets in the period. */
  byProduct: z.array(
    z.object({
      gameType: z.string(),
      stake: moneyString,
      payout: moneyString,
      profit: moneyString,
    }),
  ),
  /** One row per day of the period, zero days included, for the chart. */
  byDay: z.array(z.object({ date: z.string(), profit: moneyString })),
});

export const historiesEndpoints = {
  transactions: endpoint('histories', 'transactions', {
    method: 'GET',
    path: '/wps/wallet/transactions',
    auth: 'required',
    summary: 'Every movement of the main wallet, by type and date range.',
    input: transactionListInput,
    output: transactionListOutput,
  }),
  bets: endpoint('histories', 'bets', {
    method: 'GET',
    path: '/wps/wallet/bets',
    auth: 'required',
    summary: 'Bet history (personalHistoryCopy): every bet from games and lottery.',
    input: betListInput,
    output: betListOutput,
  }),
  profit: endpoint('histories', 'profit', {
    method: 'GET',
    path: '/wps/wallet/profit',
    auth: 'required',
    summary: 'Personal profit and loss per product and per day of a period.',
    input: profitInput,
    output: profitOutput,
  }),
};
