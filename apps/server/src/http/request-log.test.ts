import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { RequestLogController, registerRequestLog } from './request-log.ts';

async function appLogging(level: string, slowMs?: number) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLogController() });
  registerRequestLog(app, slowMs);
  app.get('/wps/things/:id', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('broken on purpose');
  });
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('writes nothing for an ordinary request at info', async () => {
    const { app, lines } = await appLogging('info');
    expect((await app.inject({ url: '/wps/things/7?token=secret' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('writes one line by route pattern at debug, never the raw URL', async () => {
    const { app, lines } = await appLogging('debug');
    await app.inject({ url: '/wps/things/7?token=secret' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      route: '/wps/things/:id',
      statusCode: 200,
    });
    expect(JSON.stringify(lines[0])).not.toContain('secret');
    await app.close();
  });

  it("keeps Fastify's line for a failed request", async () => {
    const { app, lines } = await appLogging('info');
    expect((await app.inject({ url: '/broken' })).statusCode).toBe(500);
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'broken on purpose' })]);
    await app.close();
  });

  it('writes a slow request at warn, unmatched ones under one label', async () => {
    const { app, lines } = await appLogging('warn', 0);
    await app.inject({ url: '/nowhere?q=1' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'slow request',
      level: 40,
      route: 'unmatched',
      statusCode: 404,
    });
    await app.close();
  });
});
