import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { expectError } from '../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestDb } from '../testing/test-db.ts';

const html = { accept: 'text/html,application/xhtml+xml' };

describe('static SPA', () => {
  let dist: string;
  let db: Db;
  let t: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'portal-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><title>Aurora</title>${'<!-- pad -->'.repeat(200)}`,
    );
    await writeFile(
      path.join(dist, 'assets', 'app-3f2a1b.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(path.join(dist, 'console', 'assets'), { recursive: true });
    await writeFile(
      path.join(dist, 'console', 'index.html'),
      '<!doctype html><title>Console</title>',
    );
    await writeFile(path.join(dist, 'console', 'assets', 'index-9c8d7e.js'), 'console.log(1);');
    db = await createTestDb();
    t = await createTestApp({ db, config: { webDist: dist } });
  });
  afterAll(async () => {
    await t.close();
    await db.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('caches hashed assets for good and revalidates index.html', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Aurora</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(
      (await t.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control'],
    ).toBe('no-cache');
  });

  it('compresses static files', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    // Both the compressed copy and the plain file tell caches they vary by encoding.
    expect(asset.headers.vary).toBe('accept-encoding');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
  });

  it('falls back to index.html for page navigations only', async () => {
    for (const url of ['/member', '/agent/home?x=1', '/promotions']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Aurora</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expectError(
      await t.app.inject({ method: 'GET', url: '/wps/unknown', headers: html }),
      404,
      'not_found',
    );
    expectError(
      await t.app.inject({ method: 'GET', url: '/play/unknown', headers: html }),
      404,
      'not_found',
    );
    // A missing hashed asset must not be answered with HTML.
    expectError(
      await t.app.inject({ method: 'GET', url: '/assets/old-1234.js', headers: { accept: '*/*' } }),
      404,
      'not_found',
    );
    expectError(
      await t.app.inject({ method: 'GET', url: '/../../etc/passwd', headers: { accept: '*/*' } }),
      404,
      'not_found',
    );
  });

  it('answers the operator console on /console, with its own cached assets', async () => {
    for (const url of ['/console', '/console/', '/console/approvals', '/console/audit?page=2']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Console</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/console/assets/index-9c8d7e.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The portal's pages never get the console, and the console's never the portal.
    const portal = await t.app.inject({ method: 'GET', url: '/consoles', headers: html });
    expect(portal.body).toContain('<title>Aurora</title>');
  });

  it('still starts without a build and says so on page navigations', async () => {
    const bare = await createTestApp({ db, config: { webDist: path.join(dist, 'missing') } });
    try {
      const page = await bare.app.inject({ method: 'GET', url: '/member', headers: html });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('npm run build');
      expect((await bare.app.inject({ method: 'GET', url: '/wps/system/status' })).statusCode).toBe(
        200,
      );
    } finally {
      await bare.close();
    }
  });
});
