import type { Queryable } from '../../db/db.ts';
import type { Platform } from '../../platform.ts';

/** `single`: games debit the main wallet (seamless); `transfer`: one wallet per vendor. */
export type WalletMode = 'single' | 'transfer';

/** A merchant without a setting uses transfer wallets (the demo brand's choice). */
export const defaultWalletMode: WalletMode = 'transfer';

const ttlMs = 30_000;
const caches = new WeakMap<Platform, Map<number, { mode: Promise<WalletMode>; at: number }>>();

async function load(q: Queryable, merchantId: number): Promise<WalletMode> {
  const [row] = await q.query<{ wallet_mode: WalletMode }>(
    'select wallet_mode from merchant_wallet_setting where merchant_id = $1',
    [merchantId],
  );
  return row?.wallet_mode ?? defaultWalletMode;
}

/**
 * The merchant's wallet mode, cached per node for 30 s and dropped at once when the tenant
 * directory reports a change of the merchant (the operator switch invalidates it on all nodes).
 */
export function walletMode(platform: Platform, merchantId: number): Promise<WalletMode> {
  let cache = caches.get(platform);
  if (!cache) {
    const fresh = new Map<number, { mode: Promise<WalletMode>; at: number }>();
    platform.directory.onInvalidate((id) => {
      if (id === null) fresh.clear();
      else fresh.delete(id);
    });
    caches.set(platform, fresh);
    cache = fresh;
  }
  const hit = cache.get(merchantId);
  if (hit && Date.now() - hit.at < ttlMs) return hit.mode;
  const entry = { mode: load(platform.db, merchantId), at: Date.now() };
  cache.set(merchantId, entry);
  entry.mode.catch(() => {
    if (cache.get(merchantId) === entry) cache.delete(merchantId);
  });
  return entry.mode;
}

/** Sets the mode (operator API); the caller invalidates the merchant's caches. */
export async function setWalletMode(
  q: Queryable,
  merchantId: number,
  mode: WalletMode,
): Promise<void> {
  await q.query(
    `insert into merchant_wallet_setting (merchant_id, wallet_mode) values ($1, $2)
     on conflict (merchant_id) do update set wallet_mode = excluded.wallet_mode, updated_at = now()`,
    [merchantId, mode],
  );
}
