import { memberEndpoints } from '@portal/contract/member';
import { sessionEndpoints } from '@portal/contract/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { call, loginOk } from '../testing/accounts.ts';
import { expectError, expectOk } from '../testing/expect-ok.ts';
import { createTestApp, testConfig, testRedisPubSub, type TestApp } from '../testing/test-app.ts';
import { createTestDb } from '../testing/test-db.ts';

describe('session store', () => {
  let db: Db;
  let t: TestApp;
  const clock = new ManualClock();

  beforeAll(async () => {
    db = await createTestDb();
    t = await createTestApp({ db, clock });
  });
  afterAll(async () => {
    await t.close();
    await db.close();
  });

  it('writes last_seen_at at most once a minute', async () => {
    const { token } = await loginOk(t, 'player02', 'player1234');
    const seen = async () =>
      (
        await db.query<{ last_seen_at: Date }>(
          'select last_seen_at from member_session order by id desc limit 1',
        )
      )[0]!.last_seen_at.getTime();
    const first = await seen();
    clock.advance(30_000);
    expectOk(await call(t, memberEndpoints.info, {}, { token }), memberEndpoints.info);
    expect(await seen()).toBe(first);
    clock.advance(31_000);
    expectOk(await call(t, memberEndpoints.info, {}, { token }), memberEndpoints.info);
    expect(await seen()).toBe(clock.now());
  });

  describe.skipIf(!process.env.REDIS_URL)('on two nodes sharing PostgreSQL and Redis', () => {
    it('a session made on one works on the other, and a logout ends it on both', async () => {
      const config = testConfig();
      const [busA, busB] = [(await testRedisPubSub())!, (await testRedisPubSub())!];
      const nodeA = await createTestApp({ db, clock, pubsub: busA, config });
      const nodeB = await createTestApp({ db, clock, pubsub: busB, config });
      try {
        const { token } = await loginOk(nodeA, 'player02', 'player1234');
        // Read on both, so both paths (database, then the Redis copy) are taken.
        for (const node of [nodeB, nodeA, nodeB])
          expectOk(await call(node, memberEndpoints.info, {}, { token }), memberEndpoints.info);
        expectOk(
          await call(nodeA, sessionEndpoints.logout, {}, { token }),
          sessionEndpoints.logout,
        );
        expectError(await call(nodeB, memberEndpoints.info, {}, { token }), 401, 'in_no_login');
      } finally {
        await nodeA.close();
        await nodeB.close();
        await busA.close();
        await busB.close();
      }
    });
  });
});
