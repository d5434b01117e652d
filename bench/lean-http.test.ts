import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeanPool } from './lean-http.ts';
import { paced } from './paced.ts';

let base = '';
const seen: Array<{ method: string; url: string; host: string; body: string; key: string }> = [];
const sockets = new Set<unknown>();

/** Answers by path: each framing the lean client must read to the end. */
function answer(req: IncomingMessage, res: ServerResponse, body: string): void {
  seen.push({
    method: req.method ?? '',
    url: req.url ?? '',
    host: req.headers.host ?? '',
    body,
    key: String(req.headers['idempotency-key'] ?? ''),
  });
  if (req.url === '/chunked') {
    // Two chunks written apart, so they arrive in separate reads.
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('a'.repeat(5000));
    setTimeout(() => res.end('tail'), 5);
  } else if (req.url === '/not-modified') {
    res.writeHead(304, { etag: '"x"' }).end();
  } else if (req.url === '/refused') {
    res.writeHead(409, { 'content-type': 'application/json' }).end('{"code":"no"}');
  } else if (req.url === '/hang-up') {
    req.socket.destroy();
  } else {
    const text = JSON.stringify({ echo: body });
    res.writeHead(200, { 'content-length': Buffer.byteLength(text) }).end(text);
  }
}

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => answer(req, res, body));
});
server.on('connection', (socket) => sockets.add(socket));

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the lean HTTP client', () => {
  it('reads answers framed by length, by chunks and with no body, on kept-alive connections', async () => {
    const pool = new LeanPool(base, 2);
    const before = sockets.size;
    const statuses = await Promise.all([
      pool.request({ path: '/chunked' }),
      pool.request({ path: '/not-modified' }),
      pool.request({
        method: 'POST',
        path: '/echo',
        body: 'dépôt',
        headers: { 'idempotency-key': 'k1' },
      }),
      pool.request({ path: '/refused' }),
      pool.request({ path: '/chunked' }),
    ]);
    expect(statuses).toEqual([200, 304, 200, 409, 200]);
    // Five answers over two connections: each was read to its end before the next request.
    expect(sockets.size - before).toBe(2);
    const echo = seen.find((request) => request.url === '/echo');
    expect(echo).toMatchObject({ method: 'POST', body: 'dépôt', key: 'k1' });
    expect(echo?.host).toBe(new URL(base).host);
    pool.close();
  });

  it('fails a request whose connection is closed, and serves the next on a new one', async () => {
    const pool = new LeanPool(base, 1);
    await expect(pool.request({ path: '/hang-up' })).rejects.toThrow();
    expect(await pool.request({ path: '/echo' })).toBe(200);
    pool.close();
  });

  it('paces requests and counts refusals apart from latencies', async () => {
    let i = 0;
    const result = await paced(base, { rate: 200, seconds: 0.5, connections: 4 }, () => ({
      path: i++ % 5 === 0 ? '/refused' : '/echo',
    }));
    expect(result.non2xx).toBe(20);
    expect(result.errors).toBe(0);
    expect(result.p50).toBeGreaterThan(0);
    expect(result.p99).toBeGreaterThanOrEqual(result.p50);
  });
});
