import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { pageNo, pageOut, pageSize, vassalage } from './game-card.ts';
import { moneyString } from './money.ts';
import { requiredSecret, requiredText, text } from './text.ts';
import { uploadIds } from './uploads.ts';

/**
 * Wallet and member-centre money calls (spec section 7 "Wallet" plus the deposit, withdrawal
 * and history calls the member centre needs; ADR 0006 lists the paths the spec does not show).
 * Amounts travel as decimal strings at the currency's scale; the server works in bigint minor
 * units and refuses amounts finer than the scale.
 */

/** An amount typed by a member: positive, at most two decimals. */
export const amountInput = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'field_required'),
    z.regex(/^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/u, 'invalid_amount'),
  );

/** A calendar day `yyyy-MM-dd` in the merchant's time zone (UTC for the demo merchant). */
export const dayInput = z
  .string()
  .check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}$/u, 'pattern_DATE_YMD'));

/** A date range: both ends inclusive, at most 90 days apart (checked by the server). */
export const dayRange = { startDate: dayInput, endDate: dayInput };

/** State of anything that involves an outside party (DESIGN.md "Money", two phases). */
export const settlementStatus = z.enum(['pending', 'posted', 'voided']);
export type SettlementStatus = z.infer<typeof settlementStatus>;

// ---------------------------------------------------------------------------------------------
// Balances and wallet mode

export const balanceOutput = z.object({
  balance: moneyString,
  currency: z.string(),
  /** The symbol the header shows before the amount (`R$`). */
  currencySymbol: z.string(),
});

export const merchantWalletOutput = z.object({
  /** True: single (seamless) wallet, games debit the main wallet. False: one wallet per vendor. */
  isSingle: z.boolean(),
  currency: z.string(),
});

/** One vendor wallet of the consolidated view. */
export const vendorWallet = z.object({
  vendor: z.string(),
  displayName: z.string(),
  balance: moneyString,
  /** `unavailable` when the vendor did not answer; the balance is then the last known one. */
  state: z.enum(['ok', 'unavailable']),
  /** A transfer to or from this vendor still waiting for the vendor's answer. */
  pendingTransfer: z.boolean(),
});

export const consolidatedOutput = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  main: moneyString,
  /** Main plus every vendor wallet. */
  total: moneyString,
  wallets: z.array(vendorWallet),
});

// ---------------------------------------------------------------------------------------------
// Vendor wallet transfers (transfer-wallet mode)

export const transferDirection = z.enum(['in', 'out', 'recallAll']);

/**
 * `in` moves `amount` from the main wallet to the vendor's, `out` back; `recallAll` brings every
 * vendor wallet's whole balance home (vendor and amount ignored).
 */
export const walletTransferInput = z.object({
  direction: transferDirection,
  vendor: z.optional(vassalage),
  amount: z.optional(amountInput),
});

/** One transfer as the member sees it. */
export const walletTransfer = z.object({
  transferId: z.string(),
  vendor: z.string(),
  direction: z.enum(['in', 'out']),
  amount: moneyString,
  status: settlementStatus,
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
});

export const walletTransferOutput = z.object({
  transfers: z.array(walletTransfer),
  /** The main wallet after the transfers that settled. */
  main: moneyString,
});

export const transferListInput = z.object({
  vendor: z.optional(vassalage),
  pageNo,
  pageSize: pageSize(10, 50),
});

export const transferListOutput = z.object({ list: z.array(walletTransfer), ...pageOut });

// ---------------------------------------------------------------------------------------------
// Deposits

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

// ---------------------------------------------------------------------------------------------
// Withdrawal password and receiving accounts

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
 * `pending`: funds held, payout not sent; `awaiting_confirmation`: paid out, the member confirms;
 * `completed`: received (by the member, or automatically after the timeout: `autoReceived`);
 * `disputed`: not (all) received, proof uploaded, waiting for the operator; `failed`: the payout
 * failed or was rejected and the held funds went back to the main wallet.
 */
export const withdrawalStatus = z.enum([
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

// ---------------------------------------------------------------------------------------------
// Transfer to the upline agent

export const transferUplineInput = z.object({
  amount: amountInput,
  withdrawPassword: z.string().check(z.minLength(1, 'enter_withdraw_password'), z.maxLength(64)),
});

export const transferUplineInfoOutput = z.object({
  /** Null when the member has no upline agent: the page explains instead of offering a form. */
  upline: z.nullable(z.object({ account: z.string() })),
  available: moneyString,
});

// ---------------------------------------------------------------------------------------------
// Histories

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
  'adjustment',
] as const;
export const transactionType = z.enum(transactionTypes);

export const transactionListInput = z.object({
  type: z.optional(transactionType),
  ...dayRange,
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
  /** Deposit, withdrawal, transfer or bet id the movement belongs to. */
  reference: z.string(),
});

export const transactionListOutput = z.object({ list: z.array(transactionRow), ...pageOut });

export const betListInput = z.object({
  gameType: z.optional(z.string().check(z.maxLength(16))),
  vassalage: z.optional(vassalage),
  ...dayRange,
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

export const profitInput = z.object({ ...dayRange });

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

const emptyInput = z.object({});

export const walletEndpoints = {
  balance: endpoint('wallet', 'balance', {
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    auth: 'required',
    summary: 'The main wallet balance.',
    input: emptyInput,
    output: balanceOutput,
  }),
  transfer: endpoint('wallet', 'transfer', {
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    auth: 'required',
    idempotent: true,
    summary: 'Move money between the main wallet and a vendor wallet, or recall all.',
    input: walletTransferInput,
    output: walletTransferOutput,
  }),
  transfers: endpoint('wallet', 'transfers', {
    method: 'GET',
    path: '/wps/wallet/transfers',
    auth: 'required',
    summary: 'The member’s vendor wallet transfers with their status, newest first.',
    input: transferListInput,
    output: transferListOutput,
  }),
  consolidated: endpoint('wallet', 'consolidated', {
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    auth: 'required',
    summary: 'Main wallet plus every vendor wallet.',
    input: emptyInput,
    output: consolidatedOutput,
  }),
  merchantWallet: endpoint('wallet', 'merchantWallet', {
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    auth: 'required',
    summary: 'The merchant’s wallet mode (isSingle).',
    input: emptyInput,
    output: merchantWalletOutput,
  }),
  depositChannels: endpoint('wallet', 'depositChannels', {
    method: 'GET',
    path: '/wps/wallet/deposit/channels',
    auth: 'required',
    summary: 'Deposit channels with their limits and quick amounts.',
    input: emptyInput,
    output: depositChannelsOutput,
  }),
  depositCreate: endpoint('wallet', 'depositCreate', {
    method: 'POST',
    path: '/wps/wallet/deposit',
    auth: 'required',
    idempotent: true,
    summary: 'Start a deposit: a pending deposit and the provider’s checkout address.',
    input: depositCreateInput,
    output: deposit,
  }),
  depositGet: endpoint('wallet', 'depositGet', {
    method: 'GET',
    path: '/wps/wallet/deposit',
    auth: 'required',
    summary: 'One of the member’s deposits, for the result page after the checkout.',
    input: depositGetInput,
    output: deposit,
  }),
  withdrawPassword: endpoint('wallet', 'withdrawPassword', {
    method: 'POST',
    path: '/wps/wallet/withdrawPassword',
    auth: 'required',
    summary: 'Set or change the withdrawal password.',
    input: withdrawPasswordInput,
    output: z.object({ hasWithdrawPassword: z.literal(true) }),
  }),
  receivingAccounts: endpoint('wallet', 'receivingAccounts', {
    method: 'GET',
    path: '/wps/wallet/accounts',
    auth: 'required',
    summary: 'The member’s receiving accounts (bank cards and wallet addresses), masked.',
    input: emptyInput,
    output: receivingAccountsOutput,
  }),
  receivingAccountAdd: endpoint('wallet', 'receivingAccountAdd', {
    method: 'PUT',
    path: '/wps/wallet/accounts',
    auth: 'required',
    summary: 'Add a receiving account; needs the withdrawal password.',
    input: receivingAccountInput,
    output: receivingAccount,
  }),
  receivingAccountDelete: endpoint('wallet', 'receivingAccountDelete', {
    method: 'DELETE',
    path: '/wps/wallet/accounts',
    auth: 'required',
    summary: 'Remove a receiving account that no pending withdrawal uses.',
    input: receivingAccountDeleteInput,
    output: receivingAccountsOutput,
  }),
  withdrawSettings: endpoint('wallet', 'withdrawSettings', {
    method: 'GET',
    path: '/wps/wallet/withdraw/settings',
    auth: 'required',
    summary: 'What the withdraw page needs: available amount, limits, accounts, password state.',
    input: emptyInput,
    output: withdrawSettingsOutput,
  }),
  withdraw: endpoint('wallet', 'withdraw', {
    method: 'POST',
    path: '/wps/wallet/withdraw',
    auth: 'required',
    idempotent: true,
    summary: 'Request a withdrawal: checks the password, holds the funds, sends the payout.',
    input: withdrawInput,
    output: withdrawal,
  }),
  withdrawals: endpoint('wallet', 'withdrawals', {
    method: 'GET',
    path: '/wps/wallet/withdrawals',
    auth: 'required',
    summary: 'The member’s withdrawals, newest first.',
    input: withdrawalListInput,
    output: withdrawalListOutput,
  }),
  withdrawConfirm: endpoint('wallet', 'withdrawConfirm', {
    method: 'POST',
    path: '/wps/wallet/withdraw/confirm',
    auth: 'required',
    idempotent: true,
    summary: 'Confirm a paid withdrawal as received, partly received or not received.',
    input: withdrawConfirmInput,
    output: withdrawal,
  }),
  transferUplineInfo: endpoint('wallet', 'transferUplineInfo', {
    method: 'GET',
    path: '/wps/wallet/transferUpline',
    auth: 'required',
    summary: 'The member’s upline agent and the amount that can be sent.',
    input: emptyInput,
    output: transferUplineInfoOutput,
  }),
  transferUpline: endpoint('wallet', 'transferUpline', {
    method: 'POST',
    path: '/wps/wallet/transferUpline',
    auth: 'required',
    idempotent: true,
    summary: 'Send money from the main wallet to the upline agent’s main wallet.',
    input: transferUplineInput,
    output: balanceOutput,
  }),
  transactions: endpoint('wallet', 'transactions', {
    method: 'GET',
    path: '/wps/wallet/transactions',
    auth: 'required',
    summary: 'Every movement of the main wallet, by type and date range.',
    input: transactionListInput,
    output: transactionListOutput,
  }),
  bets: endpoint('wallet', 'bets', {
    method: 'GET',
    path: '/wps/wallet/bets',
    auth: 'required',
    summary: 'Bet history (personalHistoryCopy): every bet from games and lottery.',
    input: betListInput,
    output: betListOutput,
  }),
  profit: endpoint('wallet', 'profit', {
    method: 'GET',
    path: '/wps/wallet/profit',
    auth: 'required',
    summary: 'Personal profit and loss per product and per day of a period.',
    input: profitInput,
    output: profitOutput,
  }),
};
