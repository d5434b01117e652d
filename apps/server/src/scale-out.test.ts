import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { encryptPayload, type PayloadPublicJwk } from '@portal/contract/encrypted-payload';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { repoRoot } from './config.ts';
import { testKeyEncryptionKeys } from './testing/test-app.ts';

/**
 * Two real server processes on one PostgreSQL and one Redis (docs/architecture.md "Scale-out"): a session
 * made on one node works on the other, an event raised on one reaches a socket held by the
 * other, and a rate limit counts across both. Runs only where DATABASE_URL and REDIS_URL are
 * set (the embedded PGlite serves one process).
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Node {
  base: string;
  child: ChildProcess;
  output: () => string;
}

async function startNode(env: NodeJS.ProcessEnv): Promise<Node> {
  const port = await freePort();
  let output = '';
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [path.join(repoRoot, 'apps/server/src/main.ts')],
    {
      cwd: repoRoot,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { base: `http://127.0.0.1:${port}`, child, output: () => output };
}

async function waitHealthy(node: Node): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (node.child.exitCode !== null) throw new Error(`node exited:\n${node.output()}`);
    const ok = await fetch(`${node.base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`node not healthy:\n${node.output()}`);
}

async function login(
  node: Node,
  password: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const status = (await (await fetch(`${node.base}/wps/system/status`)).json()) as {
    value: { publicKey: PayloadPublicJwk };
  };
  const encrypted = await encryptPayload(status.value.publicKey, {
    type: 'username',
    username: 'demo01',
    password,
  });
  const res = await fetch(`${node.base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-encrypted': '1' },
    body: JSON.stringify(encrypted),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe.skipIf(!databaseUrl || !redisUrl)('two nodes on one PostgreSQL and Redis', () => {
  const database = `portal_scale_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  let a: Node;
  let b: Node;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(databaseUrl!);
    url.pathname = `/${database}`;
    const env = {
      ...process.env,
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      // Both nodes seal and open merchant keys with the same key.
      KEY_ENCRYPTION_KEYS: testKeyEncryptionKeys,
      REDIS_PREFIX: `scale-${randomUUID().slice(0, 8)}:`,
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: '10',
      LOGIN_CAPTCHA_AFTER: '100',
      LOGIN_LOCK_AFTER: '4',
    };
    // Both start at once: migrations and the demo seed must run exactly once between them.
    [a, b] = await Promise.all([startNode(env), startNode(env)]);
    await Promise.all([waitHealthy(a), waitHealthy(b)]);
  }, 120_000);

  afterAll(async () => {
    for (const node of [a, b]) node?.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }, 30_000);

  it('seeds once and serves a session made on one node from the other', async () => {
    const made = await login(a, 'demo1234');
    expect(made.status).toBe(200);
    const token = (made.body.value as { token: string }).token;
    const info = await fetch(`${b.base}/wps/member/info`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.status).toBe(200);
    expect(((await info.json()) as { value: { account: string } }).value.account).toBe('demo01');
  });

  it('closes a socket held by one node when the session ends on the other', async () => {
    const token = ((await login(a, 'demo1234')).body.value as { token: string }).token;
    const socket = new WebSocket(`${b.base.replace('http', 'ws')}/ws?token=${token}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('message', () => resolve());
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const out = await fetch(`${a.base}/wps/session/logout`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(200);
    expect(await closed).not.toBe(1006);
  });

  it('counts login failures across both nodes', async () => {
    for (const node of [a, b, a, b])
      expect((await login(node, 'wrong-password1')).status).toBe(401);
    // The fifth try from the same address is locked out, whichever node it reaches.
    const locked = await login(a, 'demo1234');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('too_many_requests');
  });
});
