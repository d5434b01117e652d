import { agentEndpoints } from '@portal/contract/agent';
import { contentEndpoints } from '@portal/contract/content';
import type { Endpoint } from '@portal/contract/endpoint';
import { endpointTable } from '@portal/contract/endpoints';
import { gamesEndpoints } from '@portal/contract/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, login, loginOk, rowCounts } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The probes that once reached PostgreSQL and answered 500, and the sweep that keeps every route
// honest: NUL, other control characters and unpaired surrogates are a 400 `invalid_input`.
const unsafe = [
  '\u0000',
  'a\u0000b',
  'x\u0007y',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\ud800',
  'z\udfff',
];
// A URL cannot carry an unpaired surrogate: encoding turns it into U+FFFD, which is text.
const unsafeInUrl = unsafe.filter((value) => !/[\ud800-\udfff]/u.test(value));
let address = 0;
/** A fresh client address, so that per-address limits never answer first. */
const ip = () => `203.0.113.${(address += 1) % 250}`;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await createMember(t, { account: 'ctrl01' });
  token = (await loginOk(t, 'ctrl01', 'secret99')).token;
});

afterAll(async () => {
  await t.close();
});

function expectRefused(res: { statusCode: number; json(): unknown }, field?: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { code: string; fields?: Record<string, string> };
  expect(body.code).toBe('invalid_input');
  if (field) expect(body.fields?.[field]).toBeTruthy();
}

describe('control characters and unpaired surrogates', () => {
  it('refuses them in the query strings that once answered 500', async () => {
    for (const bad of unsafeInUrl) {
      expectRefused(await call(t, gamesEndpoints.gameList, { gameClassify: bad }), 'gameClassify');
      expectRefused(await call(t, agentEndpoints.affiliate, { code: `${bad}abc` }), 'code');
    }
    const raw = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=%00abc' });
    expectRefused(raw, 'code');
  });

  it('refuses them in an encrypted login, before any attempt counts', async () => {
    const before = await rowCounts(t);
    for (const username of ['a\u0000b', 'ctrl01\ud800']) {
      expectRefused(await login(t, username, 'secret99', { ip: ip() }), 'username');
    }
    expectRefused(await login(t, 'ctrl01', 'secret\u000099', { ip: ip() }), 'password');
    const after = await rowCounts(t);
    // Only the replay guard remembers the nonces: a refused body can never be sent again.
    const changed = Object.keys(after).filter((k) => k !== 'used_nonce' && after[k] !== before[k]);
    expect(changed, JSON.stringify(changed.map((k) => [k, before[k], after[k]]))).toEqual([]);
    // The owner still logs in: nothing was counted against the account.
    expect((await login(t, 'ctrl01', 'secret99')).statusCode).toBe(200);
  });

  it('refuses them in JSON bodies and keys, storing nothing', async () => {
    const count = async () =>
      Number((await t.db.query<{ n: string }>('select count(*) as n from feedback'))[0]!.n);
    const before = await count();
    for (const bad of unsafe) {
      const input = { questionType: 'game', content: `hello${bad}`, contactInfo: 'a@b.example' };
      expectRefused(
        await call(t, contentEndpoints.feedback, input, { token, ip: ip() }),
        'content',
      );
    }
    const keyed = await t.app.inject({
      method: 'PUT',
      url: contentEndpoints.feedback.path,
      remoteAddress: ip(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ questionType: 'game', content: 'hi', ['k\u0000']: 1 }),
    });
    expectRefused(keyed);
    expect(await count()).toBe(before);
  });

  it('keeps tabs, line breaks and every printable character', async () => {
    const input = {
      questionType: 'game',
      content: 'Olá,\n\tbom jogo 😀 ✓',
      contactInfo: 'ana@example.com',
    };
    expect((await call(t, contentEndpoints.feedback, input, { token, ip: ip() })).statusCode).toBe(
      200,
    );
  });

  it('refuses them in path parameters of routes outside the contract', async () => {
    for (const url of ['/play/demo/AG%00/x', '/wps/content/art/banner%00.svg', '/pay/demo/r%01x']) {
      expectRefused(await t.app.inject({ method: 'GET', url }));
    }
  });

  it('answers no 5xx on any route of the contract, with or without a session', async () => {
    const failures: string[] = [];
    for (const endpoint of endpointTable) {
      for (const withSession of [false, true]) {
        for (const bad of ['\u0000', '\ud800', 'a\u0001b']) {
          // (In a query string the surrogate arrives as U+FFFD: only the body sweep needs it.)
          if (endpoint.inputFrom === 'query' && bad === '\ud800') continue;
          const res = await poke(endpoint, bad, withSession ? token : null);
          if (res.statusCode >= 500) failures.push(`${endpoint.id} ${res.statusCode}`);
          // The query and path are checked before anything else: always a 400.
          if (endpoint.inputFrom === 'query' && res.statusCode !== 400) {
            failures.push(`${endpoint.id} query answered ${res.statusCode}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/** Field names an endpoint's input knows, else one made up. */
function fieldsOf(endpoint: Endpoint): string[] {
  const input = endpoint.input as unknown as { shape?: Record<string, unknown> };
  const names = input.shape ? Object.keys(input.shape) : [];
  return names.length > 0 ? names : ['q'];
}

function poke(endpoint: Endpoint, bad: string, bearer: string | null) {
  const values = Object.fromEntries(fieldsOf(endpoint).map((name) => [name, bad]));
  const headers: Record<string, string> = bearer ? { authorization: `Bearer ${bearer}` } : {};
  if (endpoint.idempotent) headers['idempotency-key'] = `k-${Math.random().toString(36).slice(2)}`;
  if (endpoint.inputFrom === 'query') {
    return t.app.inject({
      method: endpoint.method,
      url: `${endpoint.path}?${new URLSearchParams(values).toString()}`,
      remoteAddress: ip(),
      headers,
    });
  }
  const form = endpoint.form;
  return t.app.inject({
    method: endpoint.method,
    url: endpoint.path,
    remoteAddress: ip(),
    headers: {
      ...headers,
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    payload: form ? new URLSearchParams(values).toString() : JSON.stringify(values),
  });
}
