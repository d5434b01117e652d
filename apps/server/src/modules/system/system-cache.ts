import type { Db } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { TenantDirectory } from '../../merchant/tenant-directory.ts';
import type { Keyring } from '../../merchant/key-sealing.ts';
import { loadSystemSnapshot, type SystemSnapshot } from './system-snapshot.ts';

interface Entry {
  promise: Promise<SystemSnapshot>;
  loadedAt: number;
  /** Set once loaded: served while a newer load is on its way. */
  value?: SystemSnapshot;
  refreshing?: boolean;
}

/**
 * Per-merchant system snapshots, kept `ttlMs` and dropped at once when the tenant directory
 * reports a change (operator API on any node). Concurrent requests share one load. Past
 * `ttlMs` (a safety net: changes are reported) the old snapshot is served while a new one
 * loads, so no request waits on the reload. A reload that finds nothing changed keeps the old
 * snapshot object: what is kept per snapshot (each client's status answer, its JSON and its
 * compressed bodies, see `status.ts`) is then not built again every `ttlMs` for every visitor.
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
    if (!entry) return this.load(merchant);
    // Loading, or fresh: shared.
    if (!entry.value || Date.now() - entry.loadedAt < this.ttlMs) return entry.promise;
    // Stale: served while one reload runs (a failed reload is tried again by a later call).
    if (!entry.refreshing) {
      entry.refreshing = true;
      this.load(merchant).catch(() => {
        entry.refreshing = false;
      });
    }
    return entry.promise;
  }

  private load(merchant: Merchant): Promise<SystemSnapshot> {
    const previous = this.entries.get(merchant.id);
    const promise = loadSystemSnapshot(this.db, merchant, this.keyring).then((value) =>
      previous?.value && sameSnapshot(previous.value, value) ? previous.value : value,
    );
    const fresh: Entry = { promise, loadedAt: Date.now() };
    // A first load is shared at once; a refresh replaces the entry only once loaded (unless an
    // invalidation dropped it meanwhile).
    if (!previous?.value) this.entries.set(merchant.id, fresh);
    promise.then(
      (value) => {
        fresh.value = value;
        const current = this.entries.get(merchant.id);
        if (current === fresh || (current === previous && previous !== undefined)) {
          this.entries.set(merchant.id, fresh);
        }
      },
      () => {
        // A failed load must not be served from the cache; the caller still sees the error.
        if (this.entries.get(merchant.id) === fresh) this.entries.delete(merchant.id);
      },
    );
    return promise;
  }
}

/**
 * The snapshot as published, but for the customer-service paths: those are encrypted afresh
 * on every load (a new key each time), so they are compared by the rows they encrypt.
 */
function snapshotKey(snapshot: SystemSnapshot): string {
  return JSON.stringify({ ...snapshot, customerService: snapshot.customerServiceTag });
}

function sameSnapshot(a: SystemSnapshot, b: SystemSnapshot): boolean {
  return snapshotKey(a) === snapshotKey(b);
}
