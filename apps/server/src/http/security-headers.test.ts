import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** A CSP header as directive name → sources. */
function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/u);
    if (name) map.set(name, sources);
  }
  return map;
}

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'portal-csp-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
  await writeFile(path.join(dist, 'assets', 'app-1a2b3c.css'), 'body{margin:0}');
  await writeFile(
    path.join(dist, 'assets', 'logo-1a2b3c.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  t = await createTestApp({ config: { webDist: dist } });
});

afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('give the web app a strict CSP and helmet’s headers', async () => {
    for (const url of ['/', '/member?mcPage=transferFund']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/u);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('style-src'), url).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(String(res.headers['content-security-policy'])).not.toContain('unsafe');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/u);
    }
  });

  it('give JSON answers, errors included, the API profile: nothing to load, no framing', async () => {
    for (const url of ['/wps/system/status', '/wps/member/info', '/wps/no-such-call']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^application\/json/u);
      const csp = directives(res.headers['content-security-policy']);
      expect([...csp.keys()], url).toEqual(['default-src', 'frame-ancestors']);
      expect(csp.get('default-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/u);
      // Document-only headers stay off the API's answers.
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(res.headers['x-xss-protection'], url).toBeUndefined();
    }
  });

  it('give scripts and style sheets no document headers, and SVG pictures the CSP', async () => {
    for (const url of ['/assets/app-1a2b3c.js', '/assets/app-1a2b3c.css']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/u);
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
      ]) {
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    // An SVG opened on its own is a document that could run script: it keeps the portal's CSP.
    const svg = await t.app.inject({ method: 'GET', url: '/assets/logo-1a2b3c.svg' });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/u);
    expect(directives(svg.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
    ]);
  });

  it('run a server-rendered page’s inline code by a fresh nonce only', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/play/verify' });
    const second = await t.app.inject({ method: 'GET', url: '/play/verify' });
    expect(first.statusCode).toBe(200);
    const csp = directives(first.headers['content-security-policy']);
    const [scriptSource] = csp.get('script-src') ?? [];
    expect(scriptSource).toMatch(/^'nonce-[A-Za-z0-9+/=]{20,}'$/u);
    expect(csp.get('style-src')).toEqual([scriptSource]);
    expect(String(first.headers['content-security-policy'])).not.toContain('unsafe');
    const nonce = scriptSource!.slice(7, -1);
    expect(first.body).toContain(`<style nonce="${nonce}">`);
    expect(first.body).not.toMatch(/\sstyle="/u);
    expect(second.headers['content-security-policy']).not.toBe(
      first.headers['content-security-policy'],
    );
  });

  it('lets the hosted captcha providers of CSP_CAPTCHA_ORIGINS in, and nothing more', async () => {
    const withCaptcha = await createTestApp({
      config: { webDist: dist, cspCaptchaOrigins: ['https://challenges.example'] },
    });
    try {
      const res = await withCaptcha.app.inject({ method: 'GET', url: '/' });
      const csp = directives(res.headers['content-security-policy']);
      for (const name of ['script-src', 'frame-src', 'connect-src']) {
        expect(csp.get(name)).toEqual(["'self'", 'https://challenges.example']);
      }
      expect(csp.get('style-src')).toEqual(["'self'"]);
    } finally {
      await withCaptcha.close();
    }
  });
});
