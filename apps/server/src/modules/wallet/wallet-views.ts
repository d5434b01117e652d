import type { depositStatus } from '@portal/contract/deposits';
import type { walletTransfer } from '@portal/contract/wallet';
import type * as z from 'zod/mini';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import type { WalletOp } from './wallet-ops.ts';

/** A transfer as the member sees it. */
export function transferView(op: WalletOp, merchant: Merchant): z.infer<typeof walletTransfer> {
  return {
    transferId: op.id.toString(),
    vendor: op.vendor ?? '',
    direction: op.kind === 'transfer_in' ? 'in' : 'out',
    amount: merchant.money.format(op.amount),
    status: op.state,
    createdAt: op.createdAt.toISOString(),
    settledAt: op.settledAt ? op.settledAt.toISOString() : null,
  };
}

/** A deposit's status on the wire: a void reads `expired` or `failed`. */
export function depositState(op: WalletOp): z.infer<typeof depositStatus> {
  if (op.state === 'pending') return 'pending';
  if (op.state === 'posted') return 'paid';
  return op.reason === 'expired' ? 'expired' : 'failed';
}

/** A transfer-wallet vendor as the transfer page lists it. */
export interface TransferVendor {
  code: string;
  displayName: string;
}

/**
 * The transfer-wallet vendors of the merchant's catalogue, in display order, or only `vendor`
 * when it is one of them. Kept in the catalogue cache: every transfer checks its vendor here,
 * and an operator's vendor switch drops the list on every node (`CatalogueCache.invalidate`).
 */
export async function transferVendors(
  platform: Pick<Platform, 'db' | 'catalogue'>,
  merchantId: number,
  vendor?: string,
): Promise<TransferVendor[]> {
  const all = await platform.catalogue.get(`transfer-vendors:${merchantId}`, () =>
    loadTransferVendors(platform.db, merchantId),
  );
  return vendor === undefined ? [...all] : all.filter((row) => row.code === vendor);
}

async function loadTransferVendors(q: Queryable, merchantId: number): Promise<TransferVendor[]> {
  const rows = await q.query<{ code: string; display_name: string }>(
    `select v.code, v.display_name from game_vendor v
     where v.wallet = 'transfer'
       and not exists (select 1 from merchant_vendor_off o where o.merchant_id = $1 and o.vendor_code = v.code)
     order by v.sort, v.code`,
    [merchantId],
  );
  return rows.map((row) => ({ code: row.code, displayName: row.display_name }));
}
