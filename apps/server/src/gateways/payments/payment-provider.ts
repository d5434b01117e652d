import type { Merchant } from '../../merchant/merchant.ts';

/** What the platform asks a provider to collect. */
export interface CheckoutSpec {
  merchant: Merchant;
  /** Our deposit id, echoed back in the webhook. */
  depositId: string;
  /** Minor units of `currency`. */
  amount: bigint;
  currency: string;
  /** Same-origin path the provider sends the member back to. */
  returnUrl: string;
}

/** A payment as the provider reports it, in the webhook or when asked. */
export interface PaymentReport {
  reference: string;
  depositId: string;
  /** `pending` before the member decides; `expired` once the checkout can no longer be paid. */
  status: 'pending' | 'paid' | 'failed' | 'expired';
  amount: bigint;
  currency: string;
}

/**
 * A payment provider behind the deposit channels (docs/architecture.md "Money": an outside party, called
 * outside database transactions). The provider hosts the checkout; it tells us the outcome by a
 * webhook signed with HMAC-SHA256 over the raw body, and answers `paymentStatus` when the
 * recovery job asks about a payment whose webhook never arrived.
 */
export interface PaymentProvider {
  /** The provider's name in channels, house accounts and the webhook path. */
  readonly name: string;
  /** True for the built-in demo provider (no real money moves); its page says so. */
  readonly demo: boolean;
  /** Opens a checkout; answers the provider's reference and the page to send the member to. */
  createCheckout(spec: CheckoutSpec): Promise<{ reference: string; checkoutUrl: string }>;
  /** The checkout page of a pending payment. */
  checkoutUrl(reference: string): string;
  /** What became of a payment; null when the provider does not know the reference. */
  paymentStatus(spec: { merchant: Merchant; reference: string }): Promise<PaymentReport | null>;
  /** Name of the header carrying the webhook's hex HMAC-SHA256 signature. */
  readonly signatureHeader: string;
  /** Reads a verified webhook body (the signature is checked by the caller). */
  parseWebhook(body: unknown): PaymentReport & { merchant: string };
}
