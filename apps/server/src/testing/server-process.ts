import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../config.ts';
import type { Endpoint, InputOf } from '@portal/contract/endpoint';
import { inject } from 'vitest';
import type { Db } from '../db/db.ts';
import { testKeyEncryptionKeys } from './test-app.ts';

export { ownDatabase } from './own-database.ts';

/**
 * The real server as a child process, for the crash tests: started on a database of the test's
 * own (PGlite in `dataDir`, or `databaseUrl`), and killed with SIGKILL mid-work. It runs the
 * run's bundle of the server's sources (`bundleServer`, built by the global setup) with plain
 * `node`: one process, so SIGKILL hits the server itself and no orphan keeps the database.
 */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  output: () => string;
}

/** A free TCP port on the loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Servers still alive: a failing assertion must not leave one behind. */
export const runningServers = new Set<ServerProcess>();

/** Starts the server and waits until `/healthz` answers. */
export async function startServer(spec: {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** The bootstrap token; none leaves `/ops` off, as in production after the first owner. */
  opsToken?: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [inject('serverBundle')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: spec.dataDir,
      ...(spec.databaseUrl ? { DATABASE_URL: spec.databaseUrl } : {}),
      SEED_DEMO: 'false',
      ...(spec.opsToken ? { OPS_TOKEN: spec.opsToken } : {}),
      KEY_ENCRYPTION_KEYS: testKeyEncryptionKeys,
      LOG_LEVEL: 'error',
      WEB_DIST: path.join(os.tmpdir(), 'portal-no-web-build'),
      ...spec.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const server = { base: `http://127.0.0.1:${port}`, child, output: () => output };
  runningServers.add(server);
  child.once('exit', () => runningServers.delete(server));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const up = await fetch(`${server.base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${output}`);
}

/** Kills the server with SIGKILL and waits for it to be gone. */
export function killServer(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}

/**
 * A session as a login writes it (active for a day), straight into the database before the
 * server starts: the crash tests call the running server as members and agents without the
 * login's password hashing and captcha.
 */
export async function sessionToken(
  db: Db,
  spec: { merchantId: number; memberId: string; side?: 'member' | 'agent' },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into member_session (token_hash, merchant_id, member_id, side, state, ip, created_at,
       last_seen_at, expires_at)
     values ($1, $2, $3, $4, 'active', '127.0.0.1', now(), now(), now() + interval '1 day')`,
    [
      createHash('sha256').update(token).digest('hex'),
      spec.merchantId,
      spec.memberId,
      spec.side ?? 'member',
    ],
  );
  return token;
}

/**
 * Calls an operator endpoint of a spawned server with an operator session token (see
 * `platformOperatorToken`), on the demo brand unless `merchant` says otherwise; answers the
 * response, whatever its status.
 */
export function operatorFetch<E extends Endpoint>(
  server: ServerProcess,
  token: string,
  endpoint: E,
  input: InputOf<E>,
  merchant = 'demo',
): Promise<Response> {
  const url = new URL(endpoint.path, server.base);
  const query = endpoint.inputFrom === 'query';
  if (query)
    for (const [key, value] of Object.entries(input as Record<string, unknown>))
      if (value !== undefined) url.searchParams.set(key, String(value));
  return fetch(url, {
    method: endpoint.method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-merchant': merchant,
      ...(query ? {} : { 'content-type': 'application/json' }),
    },
    ...(query ? {} : { body: JSON.stringify(input) }),
  });
}
