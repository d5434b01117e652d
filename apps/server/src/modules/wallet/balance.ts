import { walletEndpoints } from '@portal/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { mainBalance } from '../ledger/ledger.ts';
import { walletMode } from './wallet-mode.ts';

/**
 * GET /wps/v2/wallets/balance and GET /wps/relay/GCS_merchantWallet. Both read only: a trial
 * account sees its play-money balance in the header like anyone else.
 */
export function registerBalance(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, walletEndpoints.balance, async ({ merchant, session, reply }) => {
    const balance = await mainBalance(platform.db, {
      merchantId: merchant.id,
      memberId: session!.memberId,
      currency: merchant.currency,
    });
    reply.header('cache-control', 'no-store');
    return {
      balance: merchant.money.format(balance),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    };
  });
  registerEndpoint(app, walletEndpoints.merchantWallet, async ({ merchant }) => ({
    isSingle: (await walletMode(platform, merchant.id)) === 'single',
    currency: merchant.currency,
  }));
}
