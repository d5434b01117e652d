import type { WalletMode } from '@portal/contract/wallet';
import type { Queryable } from '../../db/db.ts';
import type { Platform } from '../../platform.ts';

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

/** The merchant's wallet mode as stored now, uncached (the operator's read). */
export function storedWalletMode(q: Queryable, merchantId: number): Promise<WalletMode> {
  return load(q, merchantId);
}

/**
 * Sets the mode (operator API) and answers the one it replaces, the merchant's setting row
 * locked until `q`'s transaction ends; the caller invalidates the merchant's caches after it.
 */
export async function setWalletMode(
  q: Queryable,
  merchantId: number,
  mode: WalletMode,
): Promise<WalletMode> {
  // The row is made first (with the mode a merchant without one has), so two switches at once
  // queue on its lock and each reads the mode the other left.
  await q.query(
    `insert into merchant_wallet_setting (merchant_id, wallet_mode) values ($1, $2)
     on conflict (merchant_id) do nothing`,
    [merchantId, defaultWalletMode],
  );
  const [row] = await q.query<{ wallet_mode: WalletMode }>(
    'select wallet_mode from merchant_wallet_setting where merchant_id = $1 for update',
    [merchantId],
  );
  await q.query(
    `update merchant_wallet_setting set wallet_mode = $2, updated_at = now()
     where merchant_id = $1`,
    [merchantId, mode],
  );
  return row!.wallet_mode;
}
