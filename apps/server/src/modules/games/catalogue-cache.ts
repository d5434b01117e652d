import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import type { PubSub } from '../../realtime/pubsub.ts';

/**
 * Published when an operator changes the catalogue (the message names the node that changed it):
 * every other node drops its cached lists.
 */
export const catalogueChangedChannel = 'games:catalogue-changed';

/** How long a cached answer is taken as current; a change drops it at once. */
export const catalogueTtlMs = 30_000;

/** Answers kept at most; past this the cache starts again empty. */
const entriesKept = 5000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** The value loaded (a stale one can be served while its successor loads). */
  loaded: boolean;
  /** Its successor is loading. */
  renewing: boolean;
  /** The catalogue's version read before the value was (null: the cache reads none). */
  version: string | null;
}

/** The catalogue's version (`catalogue_version`): moves with every write to its tables. */
export async function catalogueVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>(
    'select version::text as version from catalogue_version',
  );
  return row?.version ?? '';
}

/**
 * Short-lived in-memory cache of catalogue answers per merchant and language. An answer is
 * current for `catalogueTtlMs`; after that it is still served while its successor loads (once),
 * so no caller waits for a reload of a hot list: the age is a safety net, every catalogue change
 * calls `invalidate`, which drops every answer here and on every node through pub/sub.
 *
 * With `version` (the catalogue's version, `catalogueVersion`), every load and renewal reads it
 * first, and a renewal keeps the answer for another age when it has not moved since: one
 * one-row statement instead of the answer's own (a page and its count, or the whole name
 * index). The version is read before the answer, so a change committed meanwhile makes the
 * next renewal read the answer again rather than keep a stale one.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private unsubscribe: (() => Promise<void>) | null = null;
  /** Names this node's changes: it dropped its answers when it made them. */
  private readonly node = randomUUID();

  constructor(
    private readonly pubsub: PubSub,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    private readonly version?: () => Promise<string>,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.pubsub.subscribe(catalogueChangedChannel, (from) => {
      // This node's own change comes back too: answers loaded since are already the new ones.
      if (from !== this.node) this.entries.clear();
    });
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
  }

  /**
   * The cached value of `key`: loaded when missing, renewed in the background once past its
   * age. Failed loads are not kept; a failed renewal keeps the old value until the next try.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && (hit.expires > now || hit.loaded)) {
      if (hit.expires <= now && !hit.renewing) this.renew(key, hit, load);
      return hit.value as Promise<T>;
    }
    if (this.entries.size >= entriesKept) this.entries.clear();
    const entry: Entry = {
      expires: now + catalogueTtlMs,
      value: Promise.resolve(),
      loaded: false,
      renewing: false,
      version: null,
    };
    entry.value = this.version ? this.loadAfterVersion(entry, load) : load();
    this.entries.set(key, entry);
    entry.value.then(
      () => {
        entry.loaded = true;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value as Promise<T>;
  }

  /**
   * A first load with the version read before it, as a renewal reads it: the first renewal
   * then keeps an answer nothing has changed since, instead of reading it again (the whole name
   * index holds the embedded database, and so the event loop, for tens of milliseconds).
   */
  private async loadAfterVersion<T>(entry: Entry, load: () => Promise<T>): Promise<T> {
    entry.version = await this.version!();
    return load();
  }

  private renew(key: string, stale: Entry, load: () => Promise<unknown>): void {
    stale.renewing = true;
    const renewal = async () => {
      const version = this.version ? await this.version() : null;
      if (version !== null && version === stale.version) {
        // Nothing the answer was read from has moved: it stays, for another age.
        stale.expires = this.now() + catalogueTtlMs;
        stale.renewing = false;
        return;
      }
      const value = load();
      await value;
      // Dropped meanwhile (a catalogue change): what loads after the change is kept instead.
      if (this.entries.get(key) !== stale) return;
      this.entries.set(key, {
        expires: this.now() + catalogueTtlMs,
        value,
        loaded: true,
        renewing: false,
        version,
      });
    };
    renewal().catch((err: unknown) => {
      stale.renewing = false;
      this.log.warn({ err, key }, 'could not renew a cached catalogue answer');
    });
  }

  /** Drops every cached answer here and on the other nodes (call after a catalogue change). */
  async invalidate(): Promise<void> {
    this.entries.clear();
    try {
      await this.pubsub.publish(catalogueChangedChannel, this.node);
    } catch (err) {
      this.log.warn({ err }, 'could not publish the catalogue change');
    }
  }
}
