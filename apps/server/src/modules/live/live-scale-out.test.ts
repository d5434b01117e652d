import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LiveMessage } from '@portal/contract/live/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { openDb } from '../../db/open-db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { demoBrand } from '../../testing/play-kit.ts';
import {
  killServer,
  ownDatabase,
  sessionToken,
  startServer,
  type ServerProcess,
} from '../../testing/server-process.ts';
import { testKeyEncryptionKeys } from '../../testing/test-app.ts';
import { until } from '../../testing/until.ts';
import { addMember } from '../contracts/engine/engine-test-kit.ts';
import { roomClient } from './live-socket-kit.ts';

/**
 * Two real server processes on one PostgreSQL and one Redis: a chat message sent through node
 * A reaches a socket held by node B, and a room's presence counts the sockets of both nodes.
 * Runs only where DATABASE_URL and REDIS_URL are set (the embedded PGlite serves one process).
 */
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!process.env.DATABASE_URL || !redisUrl)('live rooms across two nodes', () => {
  let dataDir = '';
  let drop: () => Promise<void> = async () => undefined;
  let db: Db;
  let a: ServerProcess;
  let b: ServerProcess;
  let merchant: Merchant;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-live-nodes-'));
    const own = await ownDatabase('portal_live_nodes');
    drop = own.drop;
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `live-${randomUUID().slice(0, 8)}:`,
      SEED_DEMO: 'true',
    };
    a = await startServer({ dataDir, databaseUrl: own.databaseUrl, env });
    b = await startServer({ dataDir, databaseUrl: own.databaseUrl, env });
    db = await openDb(
      loadConfig({
        DATA_DIR: dataDir,
        KEY_ENCRYPTION_KEYS: testKeyEncryptionKeys,
        DATABASE_URL: own.databaseUrl!,
      }),
    );
    merchant = await demoBrand(db);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((s) => killServer(s)));
    await db?.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  const member = async (name: string) => {
    const id = await addMember(db, merchant, `${name}${randomUUID().slice(0, 6)}`);
    return { id, token: await sessionToken(db, { merchantId: merchant.id, memberId: id }) };
  };

  it('delivers a message sent on node A to a socket on node B, and counts both nodes', async () => {
    const [host] = await db.query<{ id: string }>(
      `select id::text as id from live_host where merchant_id = $1 order by sort limit 1`,
      [merchant.id],
    );
    const roomId = host!.id;
    const ana = await member('ana');
    const bob = await member('bob');
    const onA = await roomClient(a.base.replace('http', 'ws'), ana.token);
    const onB = await roomClient(b.base.replace('http', 'ws'), bob.token);
    try {
      await onA.join(roomId);
      await onB.join(roomId);
      const res = await fetch(`${a.base}/wps/live/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ana.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ roomId, text: 'from node A' }),
      });
      expect(res.status).toBe(200);
      const sent = ((await res.json()) as { value: LiveMessage }).value;
      await until(() => onB.of<LiveMessage>('live.message').some((m) => m.id === sent.id));
      expect(onB.of<LiveMessage>('live.message').find((m) => m.id === sent.id)!.text).toBe(
        'from node A',
      );
      // Each node announces the sum of both nodes' sockets.
      await until(() => onB.of<{ count: number }>('live.presence').some((p) => p.count === 2));
    } finally {
      onA.close();
      onB.close();
    }
  }, 60_000);
});
