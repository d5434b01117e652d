import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { Realtime } from '../realtime/realtime.ts';
import { tokenHash, type Session, type SessionResolver } from './session.ts';

/** last_seen_at is written at most this often per session. */
const touchIntervalMs = 60_000;

/** A session just issued: the token goes to the client once and is never stored. */
export interface IssuedSession {
  token: string;
  hash: string;
  id: string;
}

/** A session that was ended, for cache invalidation and closing its sockets. */
export interface EndedSession {
  id: string;
  hash: string;
  merchantId: number;
  memberId: string;
}

interface SessionRow {
  id: bigint;
  token_hash: string;
  merchant_id: number;
  member_id: bigint;
  side: 'member' | 'agent';
  state: 'active' | 'pending';
  force_password_change: boolean;
  last_seen_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  idle_minutes: number | null;
  type: number;
}

interface CachedSession {
  session: Session;
  lastSeen: number;
  expiresAt: number;
  /** The session's own idle timeout (the brand's at login), when it has one. */
  idleMs?: number;
}

/**
 * The idle timeout a new session of a brand gets, in minutes; null: the server's
 * `SESSION_IDLE_MINUTES`. Read once at login, so a brand's change applies to later logins.
 */
export type IdlePolicy = (q: Queryable, merchantId: number) => Promise<number | null>;

/** How many sessions the in-process cache keeps (the oldest go first). */
const localCacheLimit = 10_000;

// Writes the cache entry unless the session was ended meanwhile (tombstone), atomically.
const cacheSetScript = `if redis.call('get', KEYS[1]) == 'ended' then return 0 end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1`;

/**
 * Sessions: opaque 256-bit tokens of which only the SHA-256 is stored, an idle timeout and an
 * absolute lifetime from the configuration, ended on logout, password change or expiry. The
 * resolver reads the database, fronted by a cache (entries live at most a minute; an ended
 * session leaves a tombstone so a racing read cannot bring it back): Redis when configured, else
 * an in-process map when the database is the embedded one, which only one process can open, so
 * no other node can end a session behind this one's back. PostgreSQL without Redis is read on
 * every request: nothing would tell this node that another one ended a session.
 */
export class SessionStore implements SessionResolver {
  private readonly idleMs: number;
  private readonly maxMs: number;
  private readonly local: Map<string, { entry: CachedSession | 'ended'; until: number }> | null;
  private idlePolicy: IdlePolicy | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      config: Pick<Config, 'sessionIdleMinutes' | 'sessionMaxHours' | 'agentTypes' | 'trialType'>;
      clock: Clock;
      redis: Redis | null;
      redisPrefix: string;
      realtime: Realtime;
    },
  ) {
    this.idleMs = deps.config.sessionIdleMinutes * 60_000;
    this.maxMs = deps.config.sessionMaxHours * 3_600_000;
    this.local = deps.redis === null && deps.db.kind === 'pglite' ? new Map() : null;
  }

  /** Sets where a brand's idle timeout comes from (the responsible-gaming rules). */
  setIdlePolicy(policy: IdlePolicy): void {
    this.idlePolicy = policy;
  }

  /**
   * Starts a session inside the caller's transaction. `pending` sessions are held logins; their
   * token is the challenge id and they live `ttlMs`.
   */
  async issue(
    q: Queryable,
    spec: {
      merchantId: number;
      memberId: string;
      side: 'member' | 'agent';
      ip: string;
      forcePasswordChange?: boolean;
      state?: 'active' | 'pending';
      ttlMs?: number;
    },
  ): Promise<IssuedSession> {
    const token = randomBytes(32).toString('base64url');
    const hash = tokenHash(token);
    const now = this.deps.clock.now();
    const idleMinutes = this.idlePolicy ? await this.idlePolicy(q, spec.merchantId) : null;
    const [row] = await q.query<{ id: bigint }>(
      `insert into member_session (token_hash, merchant_id, member_id, side, state,
         force_password_change, ip, created_at, last_seen_at, expires_at, idle_minutes)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10) returning id`,
      [
        hash,
        spec.merchantId,
        spec.memberId,
        spec.side,
        spec.state ?? 'active',
        spec.forcePasswordChange ?? false,
        spec.ip,
        new Date(now),
        new Date(now + Math.min(spec.ttlMs ?? this.maxMs, this.maxMs)),
        idleMinutes,
      ],
    );
    return { token, hash, id: String(row!.id) };
  }

  /** Ends one live session; null when it was not live. Call `forget` after commit. */
  async endOne(q: Queryable, hash: string, reason: string): Promise<EndedSession | null> {
    const [row] = await q.query<
      Pick<SessionRow, 'id' | 'token_hash' | 'merchant_id' | 'member_id'>
    >(
      `update member_session set ended_at = $2, end_reason = $3
       where token_hash = $1 and ended_at is null
       returning id, token_hash, merchant_id, member_id`,
      [hash, new Date(this.deps.clock.now()), reason],
    );
    return row ? ended(row) : null;
  }

  /** Ends every live session of a member (password change or reset). Call `forget` after commit. */
  async endAllOf(
    q: Queryable,
    merchantId: number,
    memberId: string,
    reason: string,
  ): Promise<EndedSession[]> {
    const rows = await q.query<Pick<SessionRow, 'id' | 'token_hash' | 'merchant_id' | 'member_id'>>(
      `update member_session set ended_at = $3, end_reason = $4
       where merchant_id = $1 and member_id = $2 and ended_at is null
       returning id, token_hash, merchant_id, member_id`,
      [merchantId, memberId, new Date(this.deps.clock.now()), reason],
    );
    return rows.map(ended);
  }

  /**
   * After the ending transaction committed: drops the cached copies and closes the sessions'
   * websockets on every node.
   */
  async forget(sessions: readonly EndedSession[]): Promise<void> {
    if (sessions.length === 0) return;
    const { redis, realtime } = this.deps;
    for (const s of sessions) this.setLocal(s.hash, 'ended', touchIntervalMs * 2);
    if (redis) {
      const pipeline = redis.pipeline();
      for (const s of sessions)
        pipeline.set(this.cacheKey(s.hash), 'ended', 'PX', touchIntervalMs * 2);
      await pipeline.exec();
    }
    const byMember = new Map<string, EndedSession[]>();
    for (const s of sessions) {
      const key = `${s.merchantId}:${s.memberId}`;
      byMember.set(key, [...(byMember.get(key) ?? []), s]);
    }
    await Promise.all(
      [...byMember.values()].map((list) =>
        realtime.endSessions(
          list[0]!.merchantId,
          list[0]!.memberId,
          list.map((s) => s.id),
        ),
      ),
    );
  }

  async resolve(hash: string): Promise<Session | null> {
    const now = this.deps.clock.now();
    const cached = await this.readCache(hash);
    if (cached === 'ended') return null;
    if (
      cached &&
      now - cached.lastSeen < touchIntervalMs &&
      now - cached.lastSeen < (cached.idleMs ?? this.idleMs) &&
      now < cached.expiresAt
    ) {
      return cached.session;
    }
    const [row] = await this.deps.db.query<SessionRow>(
      `select s.id, s.token_hash, s.merchant_id, s.member_id, s.side, s.state,
              s.force_password_change, s.last_seen_at, s.expires_at, s.ended_at, s.idle_minutes,
              m.type
       from member_session s join member m on m.id = s.member_id
       where s.token_hash = $1`,
      [hash],
    );
    if (!row || row.ended_at) return null;
    const expired = now >= row.expires_at.getTime();
    const idleMs = row.idle_minutes ? row.idle_minutes * 60_000 : this.idleMs;
    if (expired || now - row.last_seen_at.getTime() >= idleMs) {
      const end = await this.endOne(this.deps.db, hash, expired ? 'expired' : 'idle');
      if (end) await this.forget([end]);
      return null;
    }
    let lastSeen = row.last_seen_at.getTime();
    if (now - lastSeen >= touchIntervalMs) {
      await this.deps.db.query(
        'update member_session set last_seen_at = $2 where token_hash = $1 and ended_at is null',
        [hash, new Date(now)],
      );
      lastSeen = now;
    }
    const type = Number(row.type);
    const session: Session = {
      id: String(row.id),
      merchantId: row.merchant_id,
      memberId: String(row.member_id),
      side: row.side,
      memberType: type,
      isAgent: this.deps.config.agentTypes.includes(type),
      isTrial: type === this.deps.config.trialType,
      pendingVerification: row.state === 'pending',
      forcePasswordChange: row.force_password_change,
    };
    await this.writeCache(hash, { session, lastSeen, expiresAt: row.expires_at.getTime(), idleMs });
    return session;
  }

  private cacheKey(hash: string): string {
    return `${this.deps.redisPrefix}sess:${hash}`;
  }

  private async readCache(hash: string): Promise<CachedSession | 'ended' | null> {
    const { redis } = this.deps;
    if (this.local) {
      const held = this.local.get(hash);
      if (held === undefined) return null;
      if (held.until > this.deps.clock.now()) return held.entry;
      this.local.delete(hash);
      return null;
    }
    if (!redis) return null;
    const text = await redis.get(this.cacheKey(hash));
    if (text === null) return null;
    if (text === 'ended') return 'ended';
    try {
      return JSON.parse(text) as CachedSession;
    } catch {
      return null;
    }
  }

  private async writeCache(hash: string, entry: CachedSession): Promise<void> {
    const { redis } = this.deps;
    // As the Redis script does: an ended session's tombstone is never overwritten.
    if (this.local?.get(hash)?.entry !== 'ended') this.setLocal(hash, entry, touchIntervalMs);
    if (!redis) return;
    await redis.eval(
      cacheSetScript,
      1,
      this.cacheKey(hash),
      JSON.stringify(entry),
      touchIntervalMs,
    );
  }

  private setLocal(hash: string, entry: CachedSession | 'ended', ttlMs: number): void {
    if (!this.local) return;
    this.local.delete(hash);
    if (this.local.size >= localCacheLimit) {
      const oldest = this.local.keys().next();
      if (!oldest.done) this.local.delete(oldest.value);
    }
    this.local.set(hash, { entry, until: this.deps.clock.now() + ttlMs });
  }
}

function ended(
  row: Pick<SessionRow, 'id' | 'token_hash' | 'merchant_id' | 'member_id'>,
): EndedSession {
  return {
    id: String(row.id),
    hash: row.token_hash,
    merchantId: row.merchant_id,
    memberId: String(row.member_id),
  };
}
