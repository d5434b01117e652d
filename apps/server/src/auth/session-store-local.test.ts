import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import type { Realtime } from '../realtime/realtime.ts';
import { SessionStore } from './session-store.ts';

/**
 * The in-process session cache, on a database stand-in that counts reads: what the store asks
 * the database is the thing under test, so no real database is needed.
 */
function world(kind: Db['kind']) {
  const clock = new ManualClock();
  const state = { reads: 0, endedAt: null as Date | null };
  const db = {
    kind,
    async query(sql: string) {
      if (sql.trimStart().startsWith('select')) {
        state.reads += 1;
        return [
          {
            id: 7n,
            token_hash: 'h',
            merchant_id: 1,
            member_id: 9n,
            side: 'member',
            state: 'active',
            force_password_change: false,
            last_seen_at: new Date(clock.now()),
            expires_at: new Date(clock.now() + 3_600_000),
            ended_at: state.endedAt,
            idle_minutes: null,
            type: 0,
          },
        ];
      }
      return [];
    },
  } as unknown as Db;
  const realtime = { endSessions: async () => {} } as unknown as Realtime;
  const store = new SessionStore({
    db,
    config: { sessionIdleMinutes: 30, sessionMaxHours: 24, agentTypes: [1], trialType: 2 },
    clock,
    redis: null,
    redisPrefix: 'test:',
    realtime,
  });
  const ended = { id: '7', hash: 'h', merchantId: 1, memberId: '9' };
  return { clock, state, store, ended };
}

describe('session store without Redis', () => {
  it('on the embedded database, reads a session once a minute and serves it from memory between', async () => {
    const { clock, state, store } = world('pglite');
    expect((await store.resolve('h'))?.memberId).toBe('9');
    expect((await store.resolve('h'))?.memberId).toBe('9');
    expect(state.reads).toBe(1);
    clock.advance(60_000);
    await store.resolve('h');
    expect(state.reads).toBe(2);
  });

  it('ends a session at once when it is forgotten, and a read already under way cannot bring it back', async () => {
    const { state, store, ended } = world('pglite');
    await store.resolve('h');
    await store.forget([ended]);
    expect(await store.resolve('h')).toBeNull();

    // A read that began before the logout finishes after it: its answer must not be cached.
    const { state: late, store: racing } = world('pglite');
    const reading = racing.resolve('h');
    await racing.forget([ended]);
    await reading;
    late.endedAt = new Date();
    expect(await racing.resolve('h')).toBeNull();
    expect(state.reads).toBe(1);
  });

  it('on PostgreSQL, reads the database on every request: another node may have ended the session', async () => {
    const { state, store } = world('postgres');
    await store.resolve('h');
    await store.resolve('h');
    expect(state.reads).toBe(2);
  });
});
