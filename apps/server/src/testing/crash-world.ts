import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Endpoint, InputOf } from '@portal/contract/endpoint';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { platformOperatorToken } from './operators.ts';
import {
  killServer,
  operatorFetch,
  ownDatabase,
  runningServers,
  startServer,
  type ServerProcess,
} from './server-process.ts';
import { testKeyEncryptionKeys } from './test-app.ts';

/**
 * A crash test's own database and the servers it starts and kills: PGlite in a temporary
 * directory, or a database of its own on the PostgreSQL of DATABASE_URL. Registers the hooks
 * that make them (before the test file's own `beforeAll`, which prepares its data through
 * `withDb`) and that kill every server left running and remove them afterwards. The servers
 * run without the bootstrap token: the test calls them as a platform operator, whose session
 * the first start writes into the database.
 */
export function crashWorld(name: string) {
  let dataDir = '';
  let operatorToken = '';
  let databaseUrl: string | undefined;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), `portal-${name}-`));
    ({ databaseUrl, drop } = await ownDatabase(`portal_${name.replaceAll('-', '_')}`));
  });
  afterAll(async () => {
    await Promise.all([...runningServers].map((server) => killServer(server)));
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const config = () =>
    loadConfig({
      DATA_DIR: dataDir,
      KEY_ENCRYPTION_KEYS: testKeyEncryptionKeys,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
  /** The database, opened for `use` and closed after (the server must be down on PGlite). */
  async function withDb<T>(use: (db: Db) => Promise<T>): Promise<T> {
    const db = await openDb(config());
    try {
      return await use(db);
    } finally {
      await db.close();
    }
  }
  return {
    config,
    withDb,
    /** Starts the real server on the database (the first start adds the test's operator). */
    async start(env?: Record<string, string>): Promise<ServerProcess> {
      if (!operatorToken)
        operatorToken = await withDb(async (db) => {
          await migrate(db);
          return platformOperatorToken(db);
        });
      return startServer({ dataDir, databaseUrl, ...(env ? { env } : {}) });
    },
    /** Calls an operator endpoint of a running server as the test's platform operator. */
    operatorCall: <E extends Endpoint>(server: ServerProcess, endpoint: E, input: InputOf<E>) =>
      operatorFetch(server, operatorToken, endpoint, input),
    /**
     * Asks the server for a job run through the operator endpoint `job` (input `{}`); resolves
     * with the answer's text when the run ends, or the error when the server died under it.
     */
    runJob: (server: ServerProcess, job: Endpoint): Promise<unknown> =>
      operatorFetch(server, operatorToken, job, {}).then(
        (res) => res.text(),
        (err: unknown) => err,
      ),
  };
}

/**
 * The kill rounds of a job crash test. Each round starts the server, asks for a run through
 * the operator endpoint `job` and kills the server a random moment later, between half the bound
 * and the bound. The first bound is how long the first start took: a measure of this
 * machine's speed under its present load, of the order of a run's first batch; it doubles while
 * rounds make no progress and halves after a round that did more than a quarter of the work (a
 * slow start on a loaded machine says little of how fast the work then goes), so however fast
 * or loaded the machine, rounds land in the middle of the work without a string of empty
 * rounds first. (A run's progress cannot be watched through
 * the server on the embedded database: its transactions queue ahead of any read.) The tests
 * cap what one start can do at a quarter of the work or less, so a late kill still leaves work
 * for the next round. Rounds go on until `kills` of them ended with the work part done, or it
 * is all done (at most 20 rounds); answers how many did.
 */
export async function killDuringRuns(
  world: {
    start: () => Promise<ServerProcess>;
    runJob: (server: ServerProcess, job: Endpoint) => Promise<unknown>;
  },
  spec: {
    kills: number;
    total: number;
    job: Endpoint;
    /** How much of the work is done (the server is down). */
    done: () => Promise<number>;
  },
): Promise<number> {
  let bound = 0;
  let midWork = 0;
  let before = 0;
  for (let round = 0; round < 20 && midWork < spec.kills; round += 1) {
    const began = Date.now();
    const server = await world.start();
    if (bound === 0) bound = Math.max(200, Date.now() - began);
    const run = world.runJob(server, spec.job);
    await pause(Math.floor(bound / 2 + (Math.random() * bound) / 2));
    await killServer(server);
    await run;
    const count = await spec.done();
    console.info(`round ${round}: ${before} -> ${count} of ${spec.total} (${bound} ms)`);
    if (count === before) bound *= 2;
    else if (count - before > spec.total / 4) bound = Math.max(100, Math.floor(bound / 2));
    if (count > before && count < spec.total) midWork += 1;
    before = count;
    if (count >= spec.total) break;
  }
  return midWork;
}

/** One money call a crash test sends to the real server. */
export interface CrashCall {
  path: string;
  token: string;
  /** The Idempotency-Key: read when the call is sent, so a round can change it. */
  key: () => string;
  body: unknown;
}

/**
 * Sends the calls, `inFlight` at a time, and answers their statuses and error codes (status 0:
 * the server died under the call). `progress.ok` counts the successes as they come, so the
 * test can kill the server a few successes in.
 */
export async function sendAll(
  server: ServerProcess,
  calls: readonly CrashCall[],
  inFlight: number,
  progress = { ok: 0 },
): Promise<Array<{ status: number; code?: string }>> {
  const statuses: Array<{ status: number; code?: string }> = [];
  let next = 0;
  const lane = async () => {
    while (next < calls.length) {
      const call = calls[next++]!;
      const answer = await fetch(`${server.base}${call.path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${call.token}`,
          'content-type': 'application/json',
          'idempotency-key': call.key(),
        },
        body: JSON.stringify(call.body),
      }).then(
        async (res) => ({ status: res.status, ...((await res.json()) as { code?: string }) }),
        () => ({ status: 0 }),
      );
      if (answer.status === 200) progress.ok += 1;
      statuses.push(answer);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return statuses;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The kill rounds of a claim crash test. Each round starts the server, sends the calls still
 * to make (`todo(round)`, which should give each a fresh key: a key whose request died with the
 * server would hold its replay for the wait of an unfinished first request), waits for 3 to 12
 * successes and kills the server a random moment later. Rounds go on until `kills` of them
 * ended with the work part done (at most 10 rounds); answers how many did.
 */
export async function killRounds(
  world: { start: () => Promise<ServerProcess> },
  spec: {
    kills: number;
    total: number;
    todo: (round: number) => Promise<CrashCall[]>;
    /** How much of the work is done (the server is down). */
    done: () => Promise<number>;
  },
): Promise<number> {
  let midWork = 0;
  let before = 0;
  for (let round = 0; round < 10 && midWork < spec.kills; round += 1) {
    const calls = (await spec.todo(round)).sort(() => Math.random() - 0.5);
    const server = await world.start();
    const progress = { ok: 0 };
    const sent = sendAll(server, calls, 8, progress);
    const target = 3 + Math.floor(Math.random() * 10);
    const deadline = Date.now() + 120_000;
    while (progress.ok < target) {
      if (Date.now() > deadline) throw new Error(`no progress:\n${server.output()}`);
      await pause(10);
    }
    await pause(Math.floor(Math.random() * 100));
    await killServer(server);
    await sent;
    const count = await spec.done();
    console.info(`round ${round}: ${before} -> ${count} of ${spec.total} done`);
    if (count > before && count < spec.total) midWork += 1;
    before = count;
  }
  return midWork;
}
