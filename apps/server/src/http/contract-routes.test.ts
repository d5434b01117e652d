import { endpoint } from '@portal/contract/endpoint';
import { endpointTable } from '@portal/contract/endpoints';
import { lotteryEndpoints } from '@portal/contract/lottery';
import { envelope } from '@portal/contract/envelope';
import { languageParam } from '@portal/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tokenHash, type SessionResolver } from '../auth/session.ts';
import { fakeSession } from '../testing/fake-session.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { expectError, expectOk } from '../testing/expect-ok.ts';
import { registerEndpoint } from './contract-routes.ts';

const probe = endpoint('system', 'probe', {
  method: 'POST',
  path: '/wps/test/probe',
  summary: 'test only',
  input: z.object({
    name: z.string().max(5),
    nick: z.string().min(3),
    age: z.number().int(),
    language: languageParam,
    tags: z.array(z.string().max(2)).optional(),
  }),
  output: z.object({ echo: z.string() }),
});
const formProbe = endpoint('system', 'formProbe', {
  method: 'POST',
  path: '/wps/test/form',
  form: true,
  summary: 'test only',
  input: z.object({ username: z.string().min(1, 'field_required') }),
  output: z.object({ username: z.string() }),
});

// An input with an asynchronous check, which a synchronous parse cannot run.
const asyncProbe = endpoint('system', 'asyncProbe', {
  method: 'POST',
  path: '/wps/test/async',
  summary: 'test only',
  input: z.object({
    code: z.string().refine(async (code) => {
      await new Promise((resolve) => setImmediate(resolve));
      return code !== 'taken';
    }, 'username_taken'),
  }),
  output: z.object({ code: z.string() }),
});

// A read whose schema counts its parses: a query string parses once, then its value is reused.
let pageParses = 0;
const pageProbe = endpoint('system', 'pageProbe', {
  method: 'GET',
  path: '/wps/test/page',
  summary: 'test only',
  input: z.object({
    page: z.coerce
      .number()
      .int()
      .min(1)
      .refine(() => {
        pageParses += 1;
        return true;
      }),
    name: z.string().optional(),
  }),
  output: z.object({ page: z.number(), name: z.string() }),
});

const demoToken = 'A'.repeat(43);
const foreignToken = 'B'.repeat(43);

describe('contract routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    const sessions: SessionResolver = {
      resolve: async (hash) => {
        if (hash === tokenHash(demoToken))
          return fakeSession({ id: 's1', merchantId: demoId, memberId: '1' });
        if (hash === tokenHash(foreignToken))
          return fakeSession({ id: 's2', merchantId: demoId + 1000, memberId: '2' });
        return null;
      },
    };
    let demoId = 0;
    t = await createTestApp({
      sessions,
      extend: (app) => {
        registerEndpoint(app, probe, async ({ input }) => ({ echo: `${input.name}:${input.age}` }));
        registerEndpoint(app, formProbe, async ({ input }) => ({ username: input.username }));
        registerEndpoint(app, asyncProbe, async ({ input }) => ({ code: input.code }));
        registerEndpoint(app, pageProbe, async ({ input }) => {
          // A handler that changes its input: the next call with the same query must not see it.
          input.name = `${input.name ?? ''}+`;
          return { page: input.page, name: input.name };
        });
        app.get('/wps/test/boom', async () => {
          throw new Error('connection to 10.1.2.3 refused: password=hunter2');
        });
      },
    });
    const [row] = await t.db.query<{ id: number }>(`select id from merchant where code = 'demo'`);
    demoId = row!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every endpoint of the table with an envelope, never a 404', async () => {
    const anyEnvelope = envelope(z.unknown());
    for (const e of endpointTable) {
      const res = await t.app.inject({
        method: e.method,
        url: e.path,
        ...(e.inputFrom === 'body' ? { payload: {} } : {}),
      });
      expect(res.statusCode, e.id).not.toBe(404);
      expect(anyEnvelope.safeParse(res.json()).success, e.id).toBe(true);
      if (t.app.implementedEndpoints.has(e.id)) {
        expect(res.statusCode, e.id).not.toBe(501);
        // The public system reads answer anyone; operator calls want a session first.
        if (e.auth === 'operator') expectError(res, 401, 'in_no_login');
        else if (e.feature === 'system') expectOk(res, e);
      } else if (e.auth === 'required') {
        expectError(res, 401, 'in_no_login');
      } else {
        expectError(res, 501, 'not_implemented');
      }
    }
  });

  it('checks sessions: a live token passes, a token of another merchant does not', async () => {
    // A member's read with no input: the member's recent regional lottery games.
    const required = lotteryEndpoints.vnMenuRecent;
    const call = (token: string) =>
      t.app.inject({
        method: required.method,
        url: required.path,
        headers: { authorization: `Bearer ${token}` },
      });
    expectOk(await call(demoToken), required);
    expectError(await call(foreignToken), 401, 'in_no_login');
    expectError(await call('C'.repeat(43)), 401, 'in_no_login');
  });

  it('parses input and maps each issue to a translated field message', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: probe.path,
      payload: { name: 'ana', nick: 'anna', age: 30, language: 'EN' },
    });
    expect(expectOk(ok, probe)).toEqual({ echo: 'ana:30' });

    const bad = await t.app.inject({
      method: 'POST',
      url: probe.path,
      headers: { 'x-language': 'EN' },
      payload: { name: 'too long', nick: 'ab', language: '!!', tags: ['ok', 'long'] },
    });
    const error = expectError(bad, 400, 'invalid_input');
    expect(error.fields).toEqual({
      name: 'At most 5 characters.',
      nick: 'At least 3 characters.',
      age: 'This field is required.',
      language: 'Invalid value.',
      'tags.1': 'At most 2 characters.',
    });
  });

  it('parses an input with an asynchronous check too', async () => {
    const call = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: asyncProbe.path,
        headers: { 'x-language': 'EN' },
        payload: { code },
      });
    expect(expectOk(await call('free'), asyncProbe)).toEqual({ code: 'free' });
    const error = expectError(await call('taken'), 400, 'invalid_input');
    expect(error.fields).toEqual({ code: 'This username is already taken.' });
  });

  it('parses a GET query string once and gives every call its own copy of the value', async () => {
    const call = (query: string) =>
      t.app.inject({ method: 'GET', url: `${pageProbe.path}?${query}` });
    pageParses = 0;
    expect(expectOk(await call('page=2&name=a'), pageProbe)).toEqual({ page: 2, name: 'a+' });
    expect(expectOk(await call('page=2&name=a'), pageProbe)).toEqual({ page: 2, name: 'a+' });
    expect(pageParses).toBe(1);
    // Another string is parsed on its own; the same fields in another order are another string.
    expect(expectOk(await call('name=a&page=3'), pageProbe)).toEqual({ page: 3, name: 'a+' });
    expect(pageParses).toBe(2);
    // A refused query is refused every time, with its messages.
    for (let i = 0; i < 2; i += 1) {
      const error = expectError(await call('page=0'), 400, 'invalid_input');
      expect(Object.keys(error.fields ?? {})).toEqual(['page']);
    }
  });

  it('translates from X-Language, then Accept-Language, then the merchant default (PT)', async () => {
    const call = (headers: Record<string, string>) =>
      t.app
        .inject({ method: 'POST', url: probe.path, headers, payload: {} })
        .then((res) => res.json().message);
    expect(await call({ 'x-language': 'EN', 'accept-language': 'pt-PT' })).toBe(
      'Invalid input. Check the marked fields.',
    );
    expect(await call({ 'accept-language': 'en-US,pt;q=0.5' })).toBe(
      'Invalid input. Check the marked fields.',
    );
    expect(await call({})).toBe('Dados inválidos. Verifique os campos assinalados.');
  });

  it('reads form-encoded bodies only on form endpoints', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: formProbe.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=ana',
    });
    expect(expectOk(form, formProbe)).toEqual({ username: 'ana' });
    const json = await t.app.inject({
      method: 'POST',
      url: formProbe.path,
      payload: { username: 'ana' },
    });
    expectError(json, 415, 'unsupported_media_type');
    const formToJson = await t.app.inject({
      method: 'POST',
      url: probe.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=a',
    });
    expectError(formToJson, 415, 'unsupported_media_type');
  });

  it("answers Fastify's own errors with envelopes", async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: probe.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expectError(malformed, 400, 'invalid_input');
    const poisoned = await t.app.inject({
      method: 'POST',
      url: probe.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"a","__proto__":{"admin":true}}',
    });
    expectError(poisoned, 400, 'invalid_input');
    // An empty JSON body is no body: the schema, not the parser, answers.
    const empty = await t.app.inject({
      method: 'POST',
      url: probe.path,
      headers: { 'content-type': 'application/json', 'x-language': 'EN' },
    });
    expect(expectError(empty, 400, 'invalid_input').fields?.name).toBe('This field is required.');
    const huge = await t.app.inject({
      method: 'POST',
      url: probe.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(300 * 1024) }),
    });
    expectError(huge, 413, 'payload_too_large');
    const text = await t.app.inject({
      method: 'POST',
      url: probe.path,
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expectError(text, 415, 'unsupported_media_type');
    for (const url of ['/wps/unknown', '/lgw/nope', '/lotto/x', '/ops']) {
      expectError(await t.app.inject({ method: 'GET', url }), 404, 'not_found');
    }
    expectError(
      await t.app.inject({ method: 'POST', url: '/wps/unknown', payload: {} }),
      404,
      'not_found',
    );
  });

  it('hides the internals of a 5xx', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/test/boom',
      headers: { 'x-language': 'EN' },
    });
    const error = expectError(res, 500, 'internal_error');
    expect(error.message).toBe('Something went wrong. Please try again.');
    expect(res.body).not.toMatch(/hunter2|10\.1\.2\.3|stack|Error/u);
  });
});
