import { DemoPaymentProvider } from '../../gateways/payments/demo-provider.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { adapterFor } from '../launch/adapters.ts';
import type { VendorAdapter } from '../launch/vendor-adapter.ts';
import { mainBalance } from '../ledger/ledger.ts';

/** The outside parties the wallet talks to, replaceable per app (tests stand in failing ones). */
export interface WalletServices {
  adapterFor(vendor: string): VendorAdapter;
  /** The configured payment provider (`PAYMENT_PROVIDER`). */
  payments: DemoPaymentProvider;
}

const services = new WeakMap<Platform, WalletServices>();

/** The wallet's services of an app, made on first use. */
export function walletServices(platform: Platform): WalletServices {
  let found = services.get(platform);
  if (!found) {
    found = {
      adapterFor: (vendor) => adapterFor(platform, vendor),
      payments: new DemoPaymentProvider(
        platform.db,
        platform.clock,
        platform.config.wallet.depositExpirySeconds,
      ),
    };
    services.set(platform, found);
  }
  return found;
}

/**
 * Pushes the main balance to every open tab of the member (as the seamless wallet does), in the
 * background: the call that moved the money answers without waiting for the read and the
 * publish, and a burst of movements of one member costs one more push, not one each.
 */
export function publishBalance(platform: Platform, merchant: Merchant, memberId: string): void {
  platform.realtime.sendLatest(merchant.id, memberId, 'balance', async () => {
    const balance = await mainBalance(platform.db, {
      merchantId: merchant.id,
      memberId,
      currency: merchant.currency,
    });
    return { type: 'balance', payload: { balance: merchant.money.format(balance) } };
  });
}

/** Resolves with the promise's value, or `timeout` after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof timedOut> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** The marker `withTimeout` resolves with when the time ran out. */
export const timedOut: unique symbol = Symbol('timed out');
