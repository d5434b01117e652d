import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');

/** A free loopback port, so parallel runs on one machine never collide. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy:\n${output()}`);
}

async function post(url: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; value: Record<string, unknown> };
  if (!json.success) throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json.value;
}

/**
 * The first operator of a fresh server, as the README describes it: the bootstrap call creates
 * a platform owner, whose first login enrols an authenticator (its code computed here from the
 * key the login answers). Answers the owner's session token, through which the specs act as
 * an operator (`operatorCall` in `fixtures.ts`).
 */
async function firstOperator(baseUrl: string, opsToken: string): Promise<string> {
  const credentials = { username: 'e2eowner', password: 'the e2e owner passphrase' };
  await post(`${baseUrl}/ops/operators/bootstrap`, credentials, opsToken);
  const login = await post(`${baseUrl}/operator/session/login`, credentials);
  const { secret } = login.enrolment as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  const session = await post(`${baseUrl}/operator/session/second-factor`, {
    ticket: login.ticket,
    code,
  });
  return session.token as string;
}

/** One server of the run: its address, and how to stop it and remove its data. */
interface E2eServer {
  baseUrl: string;
  /** A session of the server's first operator, a platform owner. */
  operatorToken: string;
  stop: () => Promise<void>;
}

/**
 * Starts the real server on a fresh database: a new PGlite data directory, or a new database on
 * the PostgreSQL of DATABASE_URL (dropped afterwards; nothing else is touched).
 */
async function startServer(opsToken: string): Promise<E2eServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  // The loopback address counts as a trusted proxy, so a test can present another client
  // address with X-Forwarded-For (the two-factor check for a new IP needs one).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    OPS_TOKEN: opsToken,
    TRUST_PROXY: '127.0.0.1',
    // Long enough for two browsers on a loaded machine to bet on the same crash round.
    PGE_CRASH_BETTING_SECONDS: '10',
    // The contract test runs the engine as of tomorrow, to bill today's salary now.
    TEST_CLOCK: '1',
    // Servers of one run share the machine's Redis: each keeps its keys and channels apart.
    REDIS_PREFIX: `e2e-${crypto.randomUUID()}:`,
    KEY_ENCRYPTION_KEYS: `e2e:${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')}`,
  };

  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const name = `portal_e2e_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }

  let output = '';
  const child = spawn(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode === null) child.kill('SIGKILL');
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => output);
    return { baseUrl, operatorToken: await firstOperator(baseUrl, opsToken), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * Starts one server per worker, side by side: tests change a server's data through the
 * operator API (register fields, maintenance, region rules), so workers never share one.
 * Worker n finds its server's address in E2E_BASE_URL_n and a session of its first operator in
 * E2E_OPERATOR_TOKEN_n (see `fixtures.ts`).
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const opsToken = `e2e-${crypto.randomUUID()}`;
  const started = await Promise.allSettled(
    Array.from({ length: Math.max(1, config.workers) }, () => startServer(opsToken)),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failure = started.find((s) => s.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  servers.forEach((server, i) => {
    process.env[`E2E_BASE_URL_${i}`] = server.baseUrl;
    process.env[`E2E_OPERATOR_TOKEN_${i}`] = server.operatorToken;
  });
  process.env.E2E_BASE_URL = servers[0]!.baseUrl;
  process.env.E2E_OPERATOR_TOKEN = servers[0]!.operatorToken;
  return stopAll;
}
