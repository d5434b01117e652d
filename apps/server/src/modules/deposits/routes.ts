import type { FastifyInstance } from 'fastify';
import { registerDemoCheckout } from '../../gateways/payments/demo-checkout.ts';
import type { Platform } from '../../platform.ts';
import { walletServices } from '../wallet/wallet-services.ts';
import { registerDepositWebhook } from './deposit-webhook.ts';
import { registerDeposits } from './deposits.ts';

/**
 * Deposits with the configured payment provider: channels, checkouts, the provider's webhook
 * and, for the demo provider, its hosted checkout page. Pending deposits are settled by the
 * wallet's recovery job with the other two-phase operations.
 */
export async function registerDepositRoutes(
  app: FastifyInstance,
  platform: Platform,
): Promise<void> {
  registerDeposits(app, platform);
  await registerDepositWebhook(app, platform);
  const payments = walletServices(platform).payments;
  if (payments.demo) registerDemoCheckout(app, platform, payments);
}
