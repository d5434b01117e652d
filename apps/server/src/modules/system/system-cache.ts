import type { Db } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { TenantDirectory } from '../../merchant/tenant-directory.ts';
import type { Keyring } from '../../merchant/key-sealing.ts';
import { loadSystemSnapshot, type SystemSnapshot } from './system-snapshot.ts';

interface Entry {
  promise: Promise<SystemSnapshot>;
  loadedAt: number;
}

/**
 * Per-merchant system snapshots, kept `ttlMs` and dropped at once when the tenant directory
 * reports a change (operator API on any node). Concurrent requests share one load.
 */
export class SystemCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly db: Db,
    directory: TenantDirectory,
    private readonly keyring: Keyring,
    private readonly ttlMs = 10_000,
  ) {
    directory.onInvalidate((merchantId) => {
      if (merchantId === null) this.entries.clear();
      else this.entries.delete(merchantId);
    });
  }

  get(merchant: Merchant): Promise<SystemSnapshot> {
    const entry = this.entries.get(merchant.id);
    if (entry && Date.now() - entry.loadedAt < this.ttlMs) return entry.promise;
    const fresh: Entry = {
      promise: loadSystemSnapshot(this.db, merchant, this.keyring),
      loadedAt: Date.now(),
    };
    this.entries.set(merchant.id, fresh);
    // A failed load must not be served from the cache; the caller still sees the error.
    fresh.promise.catch(() => {
      if (this.entries.get(merchant.id) === fresh) this.entries.delete(merchant.id);
    });
    return fresh.promise;
  }
}
