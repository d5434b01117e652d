import type { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';

/** How long a nonce of an encrypted payload is remembered (docs/architecture.md "Wire protocol": 10 minutes). */
export const nonceTtlMs = 10 * 60_000;

/** Remembers the nonces of encrypted payloads so each is accepted once per merchant. */
export interface NonceStore {
  /** True the first time a nonce is claimed within the TTL; false for a replay. */
  claim(merchantId: number, nonce: string): Promise<boolean>;
}

// Like `SET key <end> NX PX ttl`, but the stored end is read against the server's clock.
const claimScript = `local ends = redis.call('get', KEYS[1])
if ends and tonumber(ends) > tonumber(ARGV[1]) then return 0 end
redis.call('set', KEYS[1], ARGV[2], 'PX', ARGV[3]) return 1`;

/** Redis: one key per merchant and nonce, living the TTL. */
export function redisNonceStore(redis: Redis, prefix: string, clock: Clock): NonceStore {
  return {
    async claim(merchantId, nonce) {
      const now = clock.now();
      const result = await redis.eval(
        claimScript,
        1,
        `${prefix}nonce:${merchantId}:${nonce}`,
        now,
        now + nonceTtlMs,
        nonceTtlMs,
      );
      return Number(result) === 1;
    },
  };
}

/**
 * The database: a unique key per merchant and nonce. An expired row may be claimed again (the
 * 5-minute clock check refuses such an old body anyway); expired rows are swept at most once
 * a minute.
 */
export function dbNonceStore(db: Db, clock: Clock): NonceStore {
  let lastSweep = 0;
  return {
    async claim(merchantId, nonce) {
      const now = clock.now();
      if (now - lastSweep > 60_000) {
        lastSweep = now;
        await db.query('delete from used_nonce where expires_at < $1', [new Date(now)]);
      }
      const rows = await db.query(
        `insert into used_nonce (merchant_id, nonce, expires_at) values ($1, $2, $3)
         on conflict (merchant_id, nonce) do update set expires_at = excluded.expires_at
           where used_nonce.expires_at < $4
         returning 1`,
        [merchantId, nonce, new Date(now + nonceTtlMs), new Date(now)],
      );
      return rows.length === 1;
    },
  };
}
