import { pendingOfferFlags } from './contracts/views.ts';
import { emptyInput, endpoint } from './endpoint.ts';
import { pageNo, pageOut, pageSize, vassalage } from './game-card.ts';
import { moneyString } from './money.ts';
import * as z from 'zod/mini';

/**
 * Wallet calls: balances, the brand's wallet mode, the consolidated view of vendor wallets and
 * transfers between the main wallet and a vendor's (transfer-wallet mode).
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

/** State of anything that involves an outside party (docs/architecture.md "Money", two phases). */
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
  /** Contract offers waiting for the member's answer, by kind: the web pops them up. */
  ...pendingOfferFlags.shape,
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
// The operator's side

/** `single`: games debit the main wallet (seamless); `transfer`: one wallet per vendor. */
export const walletMode = z.enum(['single', 'transfer']);
export type WalletMode = z.infer<typeof walletMode>;

export const walletModeInput = z.object({ mode: walletMode });

export const walletModeOutput = z.object({ mode: walletMode });

export const walletHealthOutput = z.object({
  /** The ledger's invariant counts by name: each must be zero. */
  invariants: z.record(z.string(), z.number()),
  /** Wallet operations (transfers, deposits) still waiting for the outside party. */
  pending: z.number(),
  /** Those older than the recovery delay: recovery should have settled them. */
  pendingOlderThanRecovery: z.number(),
});
export type WalletHealthOutput = z.infer<typeof walletHealthOutput>;

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
};

/** The operator's wallet calls: the brand's wallet mode (audited) and the ledger's health. */
export const walletOpsEndpoints = {
  opsMode: endpoint('wallet', 'opsMode', {
    method: 'GET',
    path: '/operator/wallet/mode',
    summary: "The brand's wallet mode.",
    auth: 'operator',
    permission: 'system.write',
    input: emptyInput,
    output: walletModeOutput,
  }),
  opsModeSet: endpoint('wallet', 'opsModeSet', {
    method: 'POST',
    path: '/operator/wallet/mode',
    summary: "Switches the brand's wallet mode on every node (audited, before and after).",
    auth: 'operator',
    permission: 'system.write',
    input: walletModeInput,
    output: walletModeOutput,
  }),
  opsHealth: endpoint('wallet', 'opsHealth', {
    method: 'GET',
    path: '/operator/wallet/health',
    summary: "The ledger's invariant counts (each must be zero) and the pending wallet operations.",
    auth: 'operator',
    permission: 'dashboard.read',
    input: emptyInput,
    output: walletHealthOutput,
  }),
};
