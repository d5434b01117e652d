import type { Platform } from '../../platform.ts';

/**
 * The outside party that sends a withdrawal's money to the member's bank card or wallet
 * address. It is called outside any database transaction. `send` must be idempotent on
 * `reference`: a retry after a crash or a timeout asks again and gets the same outcome, never a
 * second payment. A real provider replaces the demo one through `PAYOUT_PROVIDER`.
 */
export interface PayoutProvider {
  /** Stored with each withdrawal (`demo`). */
  readonly name: string;
  send(order: PayoutOrder): Promise<PayoutOutcome>;
}

/** What to pay, and to whom. */
export interface PayoutOrder {
  /** Ours, unique per withdrawal (`W123`): the provider's idempotency key. */
  reference: string;
  merchantId: number;
  amount: bigint;
  currency: string;
  account: { kind: 'bank' | 'wallet'; holderName: string; institution: string; number: string };
}

export type PayoutOutcome =
  { status: 'paid'; providerRef: string } | { status: 'failed'; reason: string };

/** Answers the demo provider remembers for retries. */
const maxRemembered = 100_000;

/**
 * DEMO payout provider: pays nobody. It stands in for a real payout partner so the flow can be
 * tried end to end; every payout it "makes" carries a `DEMO-` reference. It answers after
 * `delayMs` (immediately by default) and pays, unless told to fail (tests, demos of the refund).
 */
export class DemoPayoutProvider implements PayoutProvider {
  readonly name = 'demo';
  /** `fail`: every new payout fails (the held funds go back to the member). */
  mode: 'pay' | 'fail' = 'pay';
  private readonly answers = new Map<string, Promise<PayoutOutcome>>();

  constructor(private readonly delayMs = 0) {}

  send(order: PayoutOrder): Promise<PayoutOutcome> {
    const key = `${order.merchantId}:${order.reference}`;
    let answer = this.answers.get(key);
    if (!answer) {
      const mode = this.mode;
      answer = new Promise<PayoutOutcome>((resolve) => {
        const decide = () =>
          resolve(
            mode === 'fail'
              ? { status: 'failed', reason: 'demo_declined' }
              : { status: 'paid', providerRef: `DEMO-${order.reference}` },
          );
        if (this.delayMs > 0) setTimeout(decide, this.delayMs).unref();
        else decide();
      });
      this.answers.set(key, answer);
      // Bounded memory: the oldest answers go first (a retry comes within minutes, not days).
      if (this.answers.size > maxRemembered) {
        this.answers.delete(this.answers.keys().next().value!);
      }
    }
    return answer;
  }
}

const providers = new WeakMap<Platform, PayoutProvider>();

/** The app's payout provider, from `PAYOUT_PROVIDER` (made on first use). */
export function payoutProvider(platform: Platform): PayoutProvider {
  let provider = providers.get(platform);
  if (!provider) {
    // `demo` is the only provider built in; the configuration refuses any other name.
    provider = new DemoPayoutProvider(platform.config.withdrawals.payoutDemoDelaySeconds * 1000);
    providers.set(platform, provider);
  }
  return provider;
}

/** Replaces the app's payout provider (tests, or a deployment's own adapter at start-up). */
export function usePayoutProvider(platform: Platform, provider: PayoutProvider): void {
  providers.set(platform, provider);
}
