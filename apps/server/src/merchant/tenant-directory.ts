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
  loadedAt: number;
  generation: number;
}

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
    if (
      snapshot &&
      snapshot.generation === this.generation &&
      Date.now() - snapshot.loadedAt < this.ttlMs
    ) {
      return snapshot;
    }
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
    const byId = new Map<number, Merchant>();
    const byCode = new Map<string, Merchant>();
    for (const row of merchants) {
      const merchant = merchantFromRow(row);
      byId.set(merchant.id, merchant);
      byCode.set(merchant.code, merchant);
    }
    const rulesByMerchant = new Map<number, RegionRule[]>();
    for (const rule of rules) {
      const list = rulesByMerchant.get(rule.merchant_id) ?? [];
      list.push(rule);
      rulesByMerchant.set(rule.merchant_id, list);
    }
    const regions = new Map<number, CompiledRegionRule[]>();
    for (const [id, list] of rulesByMerchant) regions.set(id, compileRegionRules(list));
    const flagged = [...byId.values()].find((merchant) => merchant.isDefault);
    const next: Snapshot = {
      byId,
      byCode,
      byDomain: new Map(domains.map((row) => [row.domain, row.merchant_id])),
      defaultId: flagged?.id ?? merchants[0]?.id ?? null,
      regions,
      loadedAt,
      generation,
    };
    // An older load finishing late must not replace a newer snapshot.
    if (!this.snapshot || this.snapshot.generation <= generation) this.snapshot = next;
    return next;
  }
}
