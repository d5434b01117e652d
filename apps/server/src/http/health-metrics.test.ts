import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { expectError } from '../testing/expect-ok.ts';
import {
  createTestApp,
  testMetricsToken,
  testOpsToken,
  type TestApp,
} from '../testing/test-app.ts';

describe('healthz and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('healthz answers ok while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { status: 'ok' } });
  });

  it('healthz answers 503 when the database does not', async () => {
    const broken: Db = {
      ...t.db,
      query: (sql, params) =>
        sql === 'select 1'
          ? Promise.reject(new Error('db down at 10.0.0.5'))
          : t.db.query(sql, params),
    };
    const sick = await createTestApp({ db: broken });
    try {
      const res = await sick.app.inject({ method: 'GET', url: '/healthz' });
      expectError(res, 503, 'service_unavailable');
      expect(res.body).not.toContain('10.0.0.5');
    } finally {
      await sick.close();
    }
  });

  it('metrics expose default metrics and request durations by route pattern', async () => {
    const scrape = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${testMetricsToken}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      return res.body;
    };
    // The registry is the process's, shared with other apps: counts are compared, not read.
    const count = (body: string, route: string, method: string, statusClass: string) => {
      const line = `http_request_duration_seconds_count{route="${route}",method="${method}",status_class="${statusClass}"} `;
      const at = body.indexOf(line);
      return at < 0 ? 0 : Number.parseInt(body.slice(at + line.length), 10);
    };
    const before = await scrape();
    await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    await t.app.inject({ method: 'HEAD', url: '/wps/system/status' });
    await t.app.inject({ method: 'GET', url: '/wps/no/such/thing?x=1' });
    const after = await scrape();
    expect(after).toContain('process_cpu_seconds_total');
    const counted = (method: string, statusClass: string, route = '/wps/system/status') =>
      count(after, route, method, statusClass) - count(before, route, method, statusClass);
    // Each answer once, under its route's pattern and its own method (HEAD is a route of its own).
    expect(counted('GET', '2xx')).toBe(1);
    expect(counted('HEAD', '2xx')).toBe(1);
    // Unknown URLs never become labels of their own.
    expect(counted('GET', '4xx', 'unmatched')).toBe(1);
    expect(after).not.toContain('/wps/no/such/thing');
  });

  it('metrics are for the scraper with the metrics token only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/metrics' });
    expectError(anonymous, 403, 'forbidden');
    expect(anonymous.body).not.toContain('process_cpu_seconds_total');
    for (const authorization of [`Bearer ${testOpsToken}`, 'Bearer wrong', testMetricsToken]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization },
      });
      expectError(res, 403, 'forbidden');
    }
    const none = await createTestApp({ config: { metricsToken: undefined } });
    try {
      const res = await none.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${testMetricsToken}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('process_cpu_seconds_total');
    } finally {
      await none.close();
    }
  });

  it('sets the security headers and compresses large bodies', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-encoding']).toBe('br');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });
});
