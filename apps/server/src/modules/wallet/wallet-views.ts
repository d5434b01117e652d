import type { depositStatus } from '@portal/contract/deposits';
import type { walletTransfer } from '@portal/contract/wallet';
import type * as z from 'zod/mini';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
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

/** The transfer-wallet vendors of the merchant's catalogue, in display order. */
export async function transferVendors(
  q: Queryable,
  merchantId: number,
  vendor?: string,
): Promise<Array<{ code: string; displayName: string }>> {
  const rows = await q.query<{ code: string; display_name: string }>(
    `select v.code, v.display_name from game_vendor v
     where v.wallet = 'transfer' and ($2::text is null or v.code = $2)
       and not exists (select 1 from merchant_vendor_off o where o.merchant_id = $1 and o.vendor_code = v.code)
     order by v.sort, v.code`,
    [merchantId, vendor ?? null],
  );
  return rows.map((row) => ({ code: row.code, displayName: row.display_name }));
}
