import { messageText } from '@portal/contract/messages';
import { walletEndpoints } from '@portal/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { mainBalance } from '../ledger/ledger.ts';
import { requireRealMember } from '../session/policies.ts';
import { idempotent, requestHash } from './idempotent-request.ts';
import { timed } from './transfer-phases.ts';
import { syncMemberVendors, syncVendorRounds } from './vendor-rounds.ts';
import { vendorTransfer, type TransferAsk } from './vendor-transfer.ts';
import { walletMode } from './wallet-mode.ts';
import type { WalletOp } from './wallet-ops.ts';
import { transferVendors, transferView } from './wallet-views.ts';
import { amountMinor } from './wallet-money.ts';

/** Vendor wallets of a member with money in them and no transfer pending: what recall-all moves. */
async function recallAsks(
  platform: Platform,
  merchantId: number,
  memberId: string,
  key: string,
): Promise<TransferAsk[]> {
  const rows = await platform.db.query<{ vendor: string; balance: bigint }>(
    `select a.vendor, a.balance from ledger_account a
     join game_vendor v on v.code = a.vendor and v.wallet = 'transfer'
     where a.merchant_id = $1 and a.owner_member_id = $2 and a.kind = 'vendor' and a.balance > 0
       and not exists (select 1 from wallet_op o where o.member_id = a.owner_member_id
         and o.vendor = a.vendor and o.state = 'pending')
     order by a.vendor`,
    [merchantId, memberId],
  );
  return rows.map((row) => {
    const itemKey = `${key}#${row.vendor}`;
    return {
      vendor: row.vendor,
      direction: 'out' as const,
      amount: row.balance,
      key: itemKey,
      requestHash: requestHash('wallet.transfer.recall', { key: itemKey, vendor: row.vendor }),
    };
  });
}

/**
 * POST /wps/relay/GCS_walletTransfer: `in` (main → vendor wallet), `out` (vendor → main) or
 * `recallAll` (every vendor wallet home). Idempotent on the `Idempotency-Key`; trial accounts
 * are refused, single-wallet brands answer `single_wallet_mode`, a transfer while another with
 * the vendor is pending answers `transfer_pending`. A vendor that does not answer in time
 * leaves its transfer `pending` (funds held, never lost) for the recovery job.
 */
export function registerTransfer(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    walletEndpoints.transfer,
    async ({ input, merchant, session, language, idempotencyKey, request }) => {
      const s = session!;
      requireRealMember(s);
      const mode = await timed(platform, 'checks', () => walletMode(platform, merchant.id));
      if (mode === 'single') throw new AppError('single_wallet_mode');
      const required = (field: string) =>
        new AppError('invalid_input', { [field]: messageText('field_required', language) });
      let ask: Omit<TransferAsk, 'key' | 'requestHash'> | null = null;
      if (input.direction !== 'recallAll') {
        if (!input.vendor) throw required('vendor');
        if (!input.amount) throw required('amount');
        const amount = amountMinor(input.amount, merchant, language);
        const vendorCode = input.vendor;
        const [vendor] = await timed(platform, 'checks', () =>
          transferVendors(platform, merchant.id, vendorCode),
        );
        if (!vendor)
          throw new AppError('invalid_input', { vendor: messageText('field_invalid', language) });
        ask = { vendor: vendor.code, direction: input.direction, amount };
      }
      const key = idempotencyKey!;
      const normalized = ask ?? { direction: 'recallAll' };
      return idempotent(
        platform.db,
        {
          merchantId: merchant.id,
          memberId: s.memberId,
          key,
          endpoint: walletEndpoints.transfer.id,
          request: normalized,
          waitMs: platform.config.wallet.vendorTimeoutMs + 5_000,
          time: (phase, run) => timed(platform, phase, run),
        },
        async () => {
          let ops: WalletOp[];
          if (ask) {
            // Money leaving a vendor: its rounds first, so the winnings there can leave too (a
            // sync that fails only leaves them for the next one).
            const { vendor } = ask;
            if (ask.direction === 'out') {
              await syncVendorRounds(platform, merchant, s.memberId, vendor).catch(
                (err: unknown) => {
                  request.log.warn({ err, vendor }, 'vendor rounds not synced');
                },
              );
            }
            const hash = requestHash(walletEndpoints.transfer.id, normalized);
            ops = [
              await vendorTransfer(
                platform,
                merchant,
                s.memberId,
                { ...ask, key, requestHash: hash },
                request.log,
              ),
            ];
          } else {
            // Every vendor's rounds first, once: recall-all moves the balances the ledger holds.
            await syncMemberVendors(
              platform,
              merchant,
              s.memberId,
              request.log,
              platform.config.wallet.vendorTimeoutMs,
            );
            const asks = await recallAsks(platform, merchant.id, s.memberId, key);
            const settled = await Promise.allSettled(
              asks.map((item) => vendorTransfer(platform, merchant, s.memberId, item, request.log)),
            );
            ops = settled.flatMap((result) =>
              result.status === 'fulfilled' ? [result.value] : [],
            );
            const unexpected = settled.find(
              (result) => result.status === 'rejected' && !(result.reason instanceof AppError),
            );
            if (unexpected && ops.length === 0) throw (unexpected as PromiseRejectedResult).reason;
          }
          const main = await timed(platform, 'answer', () =>
            mainBalance(platform.db, {
              merchantId: merchant.id,
              memberId: s.memberId,
              currency: merchant.currency,
            }),
          );
          return {
            transfers: ops.map((op) => transferView(op, merchant)),
            main: merchant.money.format(main),
          };
        },
      );
    },
  );
}
