import type { Merchant } from '../../merchant/merchant.ts';

/** A settled round as a vendor reports it (the bet history reads these). */
export interface BetRecord {
  roundId: string;
  gameCode: string | null;
  stake: bigint;
  payout: bigint;
  status: 'open' | 'settled' | 'rolled_back';
  createdAt: Date;
}

/** Whom and what a launch is for. */
export interface LaunchSpec {
  merchant: Merchant;
  /** Null in free play without a session. */
  memberId: string | null;
  /** Null opens the vendor's lobby. */
  gameCode: string | null;
  language: string;
  freePlay: boolean;
  backUrl: string | undefined;
}

/**
 * One money movement between the platform and the member's wallet at the vendor, idempotent on
 * its key. The platform books its own side (ADR 0010: funds held, then posted or voided); the
 * adapter only tells the vendor and never touches the platform's ledger.
 */
export interface TransferSpec {
  merchant: Merchant;
  memberId: string;
  /** Minor units of the merchant's currency, above zero. */
  amount: bigint;
  idempotencyKey: string;
}

/** What the vendor knows of a transfer key: applied once (`done`) or never seen (`absent`). */
export type VendorTransferStatus = 'done' | 'absent';

/**
 * What the platform needs from a game vendor (docs/architecture.md "Games"): the launch URL, the transfer
 * wallet's in and out and balance, and the bet records. Seamless vendors (the in-house PGE)
 * debit and credit the main wallet through the callback API instead, so their transfers move
 * nothing and their balance is the main wallet's.
 */
export interface VendorAdapter {
  readonly vendor: string;
  readonly wallet: 'seamless' | 'transfer';
  /** True for the stand-in of a third-party vendor; its page says so. */
  readonly demo: boolean;
  /**
   * True when `launchUrl` answers a page of the portal itself (the lottery), which must open on
   * the portal's own origin rather than a launch CDN.
   */
  readonly portalPage?: boolean;
  launchUrl(spec: LaunchSpec): Promise<string>;
  /** Credits the member's wallet at the vendor; answers the vendor balance after the move. */
  transferIn(spec: TransferSpec): Promise<{ balance: bigint; replayed: boolean }>;
  /** Debits the member's wallet at the vendor; answers the vendor balance after the move. */
  transferOut(spec: TransferSpec): Promise<{ balance: bigint; replayed: boolean }>;
  balance(spec: { merchant: Merchant; memberId: string }): Promise<bigint>;
  /**
   * Asks the vendor what became of a transfer key, for the recovery of a transfer whose answer
   * was lost. `absent` means the vendor never applied it, so the platform may void it.
   */
  transferStatus(spec: {
    merchant: Merchant;
    memberId: string;
    idempotencyKey: string;
    direction: 'in' | 'out';
  }): Promise<VendorTransferStatus>;
  /**
   * The member's rounds in the vendor's order, oldest first: at most `limit`, after the round
   * `after` (exclusive) or from the first one. The platform books them in this order
   * (`modules/wallet/vendor-rounds.ts`).
   */
  betRecords(spec: {
    merchant: Merchant;
    memberId: string;
    limit: number;
    after: string | null;
  }): Promise<BetRecord[]>;
  /**
   * Transfer vendors only: the members who played a round since `since` (the sync job asks
   * this, then books their rounds). Absent when the vendor cannot tell.
   */
  recentPlayers?(since: Date): Promise<Array<{ merchantId: number; memberId: string }>>;
}
