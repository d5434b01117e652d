import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db.ts';
import type { PubSub } from '../realtime/pubsub.ts';
import { merchantColumns, merchantFromRow, type Merchant, type MerchantRow } from './merchant.ts';
import { compileRegionRules, type CompiledRegionRule, type RegionRule } from './region.ts';

/** Channel on which nodes tell each other that a merchant's configuration changed. */
export const tenantChangedChannel = 'sys:tenant-changed';

interface Snapshot {
  byId: Map<number, Merchant>;
  byCode: Map<string, Merchant>;
  byDomain: Map<string, number>;
  defaultId: number | null;
  regions: Map<number, CompiledRegionRule[]>;
  /** What each merchant and its rules were made from, to keep them when a reload finds the same. */
  sources: Map<number, { merchant: string; rules: string }>;
  loadedAt: number;
  generation: number;
}

/** A row as text, for comparing one load with the next (bigints as their digits). */
const sourceText = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? item.toString() : item,
  );

/** Called with the merchant id that changed, or null when everything may have. */
export type InvalidateListener = (merchantId: number | null) => void;

/**
 * The rules of a merchant without any: one shared list, so a caller that keeps what it made
 * from the rules (the status answers) sees the same value on every call and keeps it.
 */
const noRules: readonly CompiledRegionRule[] = Object.freeze([]);

/**
 * Merchants, their domains and region rules, held in memory: request routing must not query
 * the database on every call. The whole directory reloads at most every `ttlMs`, and at once
 * after `invalidate` (on this node directly, on the others through pub/sub). A generation
 * counter keeps a reload that raced an invalidation from being taken as fresh.
 *
 * Only a change waits for its reload. Past `ttlMs` (a safety net: changes are reported) the
 * current directory is answered while one reload runs behind it. A reload that finds a
 * merchant, or its region rules, as they were keeps the very same object: what callers made
 * from them and keep by identity (the status answers, a brand's VIP ladder) stays valid
 * instead of being made again every few seconds.
 */
export class TenantDirectory {
  private snapshot: Snapshot | null = null;
  private loading: { generation: number; promise: Promise<Snapshot> } | null = null;
  private generation = 0;
  private readonly listeners = new Set<InvalidateListener>();
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly pubsub: PubSub,
    private readonly log: FastifyBaseLogger,
    private readonly ttlMs = 5_000,
  ) {}

  /** Starts listening for changes made on other nodes. */
  async start(): Promise<void> {
    this.unsubscribe = await this.pubsub.subscribe(tenantChangedChannel, (message) => {
      const id = Number(message);
      this.invalidateLocal(Number.isInteger(id) && id > 0 ? id : null);
    });
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** Registers a cache that must drop its copy when a merchant changes. */
  onInvalidate(listener: InvalidateListener): void {
    this.listeners.add(listener);
  }

  /** Marks a merchant changed here and on every other node. */
  async invalidate(merchantId: number | null = null): Promise<void> {
    this.invalidateLocal(merchantId);
    await this.pubsub
      .publish(tenantChangedChannel, merchantId === null ? '*' : String(merchantId))
      .catch((err: unknown) => {
        // Other nodes still converge within their TTL.
        this.log.warn({ err }, 'could not broadcast a merchant change');
      });
  }

  async byDomain(host: string): Promise<Merchant | null> {
    const snapshot = await this.current();
    const id = snapshot.byDomain.get(host);
    return id === undefined ? null : (snapshot.byId.get(id) ?? null);
  }

  async byCode(code: string): Promise<Merchant | null> {
    return (await this.current()).byCode.get(code) ?? null;
  }

  async byId(id: number): Promise<Merchant | null> {
    return (await this.current()).byId.get(id) ?? null;
  }

  /** The merchant flagged default, else the first one created; null on an empty database. */
  async defaultMerchant(): Promise<Merchant | null> {
    const snapshot = await this.current();
    return snapshot.defaultId === null ? null : (snapshot.byId.get(snapshot.defaultId) ?? null);
  }

  async regionRules(merchantId: number): Promise<readonly CompiledRegionRule[]> {
    return (await this.current()).regions.get(merchantId) ?? noRules;
  }

  private invalidateLocal(merchantId: number | null): void {
    this.generation += 1;
    for (const listener of this.listeners) {
      try {
        listener(merchantId);
      } catch (err) {
        this.log.error({ err }, 'cache invalidation listener failed');
      }
    }
  }

  private async current(): Promise<Snapshot> {
    const snapshot = this.snapshot;
    if (snapshot && snapshot.generation === this.generation) {
      if (Date.now() - snapshot.loadedAt >= this.ttlMs) {
        // Stale but not known changed: answered while one reload runs. A failed reload is
        // logged and tried again by a later call; the directory it would replace stays.
        this.reload().catch((err: unknown) => {
          this.log.warn({ err }, 'could not reload the tenant directory');
        });
      }
      return snapshot;
    }
    return this.reload();
  }

  /** The load of the current generation: the one running, else a new one. */
  private reload(): Promise<Snapshot> {
    // A load that began before the latest invalidation may hold the old state: start another.
    if (!this.loading || this.loading.generation !== this.generation) {
      const loading = { generation: this.generation, promise: this.load() };
      this.loading = loading;
      void loading.promise
        .finally(() => {
          if (this.loading === loading) this.loading = null;
        })
        .catch(() => undefined);
    }
    return this.loading.promise;
  }

  private async load(): Promise<Snapshot> {
    const generation = this.generation;
    const loadedAt = Date.now();
    const [merchants, domains, rules] = await Promise.all([
      this.db.query<MerchantRow>(`select ${merchantColumns} from merchant order by id`),
      this.db.query<{ domain: string; merchant_id: number }>(
        'select domain, merchant_id from domain_route',
      ),
      this.db.query<RegionRule & { merchant_id: number }>(
        'select id, merchant_id, cidr, action, note from region_rule order by id',
      ),
    ]);
    const previous = this.snapshot;
    const sources = new Map<number, { merchant: string; rules: string }>();
    const rulesByMerchant = new Map<number, RegionRule[]>();
    for (const { merchant_id: id, ...rule } of rules) {
      const list = rulesByMerchant.get(id) ?? [];
      list.push(rule);
      rulesByMerchant.set(id, list);
    }
    const byId = new Map<number, Merchant>();
    const byCode = new Map<string, Merchant>();
    const regions = new Map<number, CompiledRegionRule[]>();
    for (const row of merchants) {
      const source = {
        merchant: sourceText(row),
        rules: sourceText(rulesByMerchant.get(row.id) ?? []),
      };
      const before = previous?.sources.get(row.id);
      const merchant =
        before?.merchant === source.merchant
          ? (previous!.byId.get(row.id) ?? merchantFromRow(row))
          : merchantFromRow(row);
      byId.set(merchant.id, merchant);
      byCode.set(merchant.code, merchant);
      const list = rulesByMerchant.get(row.id);
      if (list) {
        const kept = before?.rules === source.rules ? previous!.regions.get(row.id) : undefined;
        regions.set(row.id, kept ?? compileRegionRules(list));
      }
      sources.set(row.id, source);
    }
    const flagged = [...byId.values()].find((merchant) => merchant.isDefault);
    const next: Snapshot = {
      byId,
      byCode,
      byDomain: new Map(domains.map((row) => [row.domain, row.merchant_id])),
      defaultId: flagged?.id ?? merchants[0]?.id ?? null,
      regions,
      sources,
      loadedAt,
      generation,
    };
    // An older load finishing late must not replace a newer snapshot.
    if (!this.snapshot || this.snapshot.generation <= generation) this.snapshot = next;
    return next;
  }
}
