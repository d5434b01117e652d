import { type vendorWallet, walletEndpoints } from '@portal/contract/wallet';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { pendingOfferFlagsOf } from '../contracts/pending-offers.ts';
import { mainBalance } from '../ledger/ledger.ts';
import { requireRealMember } from '../session/policies.ts';
import { syncMemberVendors } from './vendor-rounds.ts';
import { timedOut, walletServices, withTimeout } from './wallet-services.ts';
import { transferVendors } from './wallet-views.ts';

/** How long the page waits for each vendor's balance before showing the last known one. */
const vendorBalanceTimeoutMs = 2_000;

/**
 * GET /wps/member/info/funds/consolidated: the main wallet plus every transfer-wallet vendor of
 * the catalogue, each asked for its balance in parallel. A vendor that fails or is slow shows
 * `unavailable` with the last balance the ledger knows; `pendingTransfer` marks a transfer
 * still waiting for the vendor. The vendors' rounds are booked first (within the same wait), so
 * the ledger's last known balances and the bet history follow the tables. The contract offers
 * waiting for the member's answer ride along as the spec's four flags.
 */
export function registerConsolidated(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, walletEndpoints.consolidated, async ({ merchant, session, request }) => {
    const s = session!;
    requireRealMember(s);
    await syncMemberVendors(platform, merchant, s.memberId, request.log, vendorBalanceTimeoutMs);
    const [main, vendors, known, pending, offers] = await Promise.all([
      mainBalance(platform.db, {
        merchantId: merchant.id,
        memberId: s.memberId,
        currency: merchant.currency,
      }),
      transferVendors(platform, merchant.id),
      platform.db.query<{ vendor: string; balance: bigint }>(
        `select vendor, balance from ledger_account where merchant_id = $1 and owner_member_id = $2
           and kind = 'vendor' and currency = $3`,
        [merchant.id, s.memberId, merchant.currency],
      ),
      platform.db.query<{ vendor: string }>(
        `select distinct vendor from wallet_op where merchant_id = $1 and member_id = $2
           and state = 'pending' and vendor is not null`,
        [merchant.id, s.memberId],
      ),
      pendingOfferFlagsOf(platform, merchant, s.memberId),
    ]);
    const lastKnown = new Map(known.map((row) => [row.vendor, row.balance]));
    const pendingSet = new Set(pending.map((row) => row.vendor));
    const { adapterFor } = walletServices(platform);
    const wallets: Array<z.infer<typeof vendorWallet>> = [];
    let total = main;
    const answers = await Promise.all(
      vendors.map(async (vendor) => {
        try {
          const asked = adapterFor(vendor.code).balance({ merchant, memberId: s.memberId });
          const answer = await withTimeout(asked, vendorBalanceTimeoutMs);
          return answer === timedOut ? null : answer;
        } catch (err) {
          request.log.warn({ err, vendor: vendor.code }, 'vendor balance failed');
          return null;
        }
      }),
    );
    vendors.forEach((vendor, index) => {
      const answer = answers[index];
      const balance = answer ?? lastKnown.get(vendor.code) ?? 0n;
      total += balance;
      wallets.push({
        vendor: vendor.code,
        displayName: vendor.displayName,
        balance: merchant.money.format(balance),
        state: answer === null || answer === undefined ? 'unavailable' : 'ok',
        pendingTransfer: pendingSet.has(vendor.code),
      });
    });
    return {
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      main: merchant.money.format(main),
      total: merchant.money.format(total),
      wallets,
      ...offers,
    };
  });
}
