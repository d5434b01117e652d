import { agentEndpoints } from '@portal/contract/agent';
import { captchaEndpoints } from '@portal/contract/captcha';
import { encryptPayload } from '@portal/contract/encrypted-payload';
import type { Endpoint } from '@portal/contract/endpoint';
import { errorEnvelope } from '@portal/contract/envelope';
import { memberEndpoints } from '@portal/contract/member';
import { sessionEndpoints } from '@portal/contract/session';
import { smsEndpoints } from '@portal/contract/sms';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginOk, publicKeyOf, rowCounts } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Every call of the accounts work. */
const endpoints: Endpoint[] = [
  ...Object.values(sessionEndpoints),
  ...Object.values(memberEndpoints),
  captchaEndpoints.image,
  ...Object.values(smsEndpoints),
  agentEndpoints.affiliate,
];

/** Field names an endpoint's input knows, so the fuzz can poison the real ones. */
function fieldsOf(endpoint: Endpoint): string[] {
  const input = endpoint.input as unknown as {
    shape?: Record<string, unknown>;
    def?: { options?: Array<{ shape: Record<string, unknown> }> };
  };
  if (input.shape) return Object.keys(input.shape);
  return [...new Set((input.def?.options ?? []).flatMap((o) => Object.keys(o.shape)))];
}

/** A value no field accepts: objects coerce to NaN and are neither strings nor literals. */
const poison = fc.dictionary(fc.string({ maxLength: 5 }), fc.anything({ maxDepth: 1 }), {
  minKeys: 1,
  maxKeys: 3,
});
const wrong = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.string({ minLength: 5000, maxLength: 5200 }),
  poison,
  // Control characters and unpaired surrogates inside otherwise plausible text.
  fc
    .tuple(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff'),
      fc.string({ maxLength: 8 }),
    )
    .map((parts) => parts.join('')),
);
// Printable and not blank (a blank X-Merchant means none: the default merchant).
const garbageHeader = fc
  .string({ minLength: 1, maxLength: 60 })
  .filter((s) => /^[\x20-\x7e]+$/u.test(s) && s.trim() !== '');

/** One malformed request for an endpoint (and whether it needs a real token to get past auth). */
function malformed(endpoint: Endpoint) {
  const fields = fieldsOf(endpoint);
  const body = endpoint.inputFrom === 'body';
  const variants: Array<fc.Arbitrary<Request>> = [
    // A merchant header that names no merchant.
    fc.record({
      kind: fc.constant('merchant' as const),
      header: garbageHeader.filter((h) => !['demo', 'beta'].includes(h.trim().toLowerCase())),
    }),
  ];
  // A random bearer token, where one is needed.
  if (endpoint.auth === 'required')
    variants.push(fc.record({ kind: fc.constant('token' as const), header: garbageHeader }));
  if (body) {
    variants.push(
      fc.record({
        kind: fc.constant('raw' as const),
        text: fc
          .oneof(
            fc.string().filter((s) => {
              try {
                const value: unknown = JSON.parse(s);
                return typeof value !== 'object' || value === null || Array.isArray(value);
              } catch {
                return true;
              }
            }),
            fc.jsonValue().map((v) => JSON.stringify([v])),
          )
          .filter((s) => s.trim() !== '' && s.trim() !== 'null'),
      }),
    );
    if (fields.length > 0) {
      variants.push(
        fc.record({
          kind: fc.constant('poison' as const),
          extra: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
            maxKeys: 3,
          }),
          wrongField: fc.constantFrom(...fields),
          wrongValue: wrong,
          poisonField: fc.constantFrom(...fields),
          poisonValue: poison,
        }),
      );
    }
    variants.push(
      fc.record({
        kind: fc.constant('type' as const),
        type: fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x'),
      }),
      fc.record({
        kind: fc.constant('huge' as const),
        size: fc.integer({ min: 257 * 1024, max: 300 * 1024 }),
      }),
    );
    if (endpoint.encrypted) {
      variants.push(
        fc.record({
          kind: fc.constant('sealed' as const),
          k: fc.base64String({ maxLength: 400 }),
          iv: fc.base64String({ maxLength: 24 }),
          d: fc.base64String({ maxLength: 200 }),
        }),
      );
    }
  } else if (fields.length > 0) {
    variants.push(
      fc.record({
        kind: fc.constant('query' as const),
        field: fc.constantFrom(...fields),
        value: fc.oneof(fc.string({ minLength: 300, maxLength: 400 }), fc.constant('')),
      }),
    );
  }
  return fc.oneof(...variants);
}

type Request =
  | { kind: 'merchant' | 'token'; header: string }
  | { kind: 'raw'; text: string }
  | {
      kind: 'poison';
      extra: Record<string, unknown>;
      wrongField: string;
      wrongValue: unknown;
      poisonField: string;
      poisonValue: unknown;
    }
  | { kind: 'type'; type: string }
  | { kind: 'huge'; size: number }
  | { kind: 'sealed'; k: string; iv: string; d: string }
  | { kind: 'query'; field: string; value: string };

describe('fuzzing the accounts calls', () => {
  let t: TestApp;
  let token = '';

  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginOk(t, 'player02', 'player1234')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(endpoints.map((e) => [e.id, e] as const))(
    '%s answers malformed input with a 4xx envelope and changes nothing',
    async (_id, endpoint) => {
      const key = await publicKeyOf(t);
      const before = await rowCounts(t);
      await fc.assert(
        fc.asyncProperty(
          malformed(endpoint),
          fc.boolean(),
          fc.boolean(),
          async (request, withToken, seal) => {
            const headers: Record<string, string> = { 'x-language': 'EN' };
            // Logout with a good token and a clean query would succeed: fuzz it without one.
            const useToken =
              withToken && endpoint.auth !== 'none' && endpoint !== sessionEndpoints.logout;
            if (useToken) headers.authorization = `Bearer ${token}`;
            let payload: string | undefined;
            let url = endpoint.path;
            switch (request.kind) {
              case 'merchant':
                // The host decides first: an unknown one leaves the header to decide.
                headers.host = 'fuzz.example';
                headers['x-merchant'] = request.header;
                break;
              case 'token':
                headers.authorization = `Bearer ${request.header}`;
                break;
              case 'raw':
                headers['content-type'] = 'application/json';
                payload = request.text;
                break;
              case 'poison': {
                const body = {
                  ...request.extra,
                  [request.wrongField]: request.wrongValue,
                  [request.poisonField]: request.poisonValue,
                };
                headers['content-type'] = 'application/json';
                // Encrypted calls get the poison both sealed properly (the schema refuses it)
                // and in the clear (the decryptor refuses it).
                if (endpoint.encrypted && seal) {
                  headers['x-encrypted'] = '1';
                  payload = JSON.stringify(await encryptPayload(key, body));
                } else payload = JSON.stringify(body);
                break;
              }
              case 'type':
                headers['content-type'] = request.type;
                payload = 'a=1';
                break;
              case 'huge':
                headers['content-type'] = 'application/json';
                payload = JSON.stringify({ x: 'x'.repeat(request.size) });
                break;
              case 'sealed':
                headers['content-type'] = 'application/json';
                headers['x-encrypted'] = '1';
                payload = JSON.stringify({ k: request.k, iv: request.iv, d: request.d });
                break;
              case 'query':
                url = `${endpoint.path}?${new URLSearchParams({ [request.field]: request.value }).toString()}`;
                break;
            }
            const res = await t.app.inject({
              method: endpoint.method,
              url,
              headers,
              ...(payload === undefined ? {} : { payload }),
            });
            expect(
              res.statusCode,
              `${endpoint.id} ${JSON.stringify(request).slice(0, 300)} -> ${res.body}`,
            ).toBeGreaterThanOrEqual(400);
            expect(res.statusCode, res.body).toBeLessThan(500);
            expect(errorEnvelope.safeParse(res.json()).success).toBe(true);
          },
        ),
        { numRuns: 25 },
      );
      const after = await rowCounts(t);
      // Sealed bodies that opened used their nonce (replay protection), nothing else.
      delete before.used_nonce;
      delete after.used_nonce;
      expect(after).toEqual(before);
    },
  );
});
