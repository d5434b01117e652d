import { looseInput, endpoint } from '@portal/contract/endpoint';
import { systemEndpoints } from '@portal/contract/system';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { makeStatus } from '../../test/status-fixture.ts';
import { call } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { EncryptionUnavailableError, setEncryptionKey } from './encrypt-payload.ts';

const getItems = endpoint('games', 'testList', {
  method: 'GET',
  path: '/wps/test/items',
  summary: 'test',
  input: z.object({
    pageNo: z.number(),
    tags: z.array(z.string()).optional(),
    name: z.string().optional(),
  }),
  output: z.object({ total: z.number() }),
});
const postForm = endpoint('member', 'testForm', {
  method: 'POST',
  path: '/wps/test/form',
  summary: 'test',
  form: true,
  input: looseInput,
});
const putJson = endpoint('content', 'testPut', {
  method: 'PUT',
  path: '/wps/test/put',
  summary: 'test',
});
const encrypted = endpoint('session', 'testLogin', {
  method: 'POST',
  path: '/wps/test/login',
  summary: 'test',
  encrypted: true,
});

describe('api client', () => {
  let seen: Request[];
  beforeEach(() => {
    seen = [];
  });
  afterEach(() => {
    seen = [];
  });

  const answer = (body: unknown, status = 200) =>
    stubFetch({
      '/wps/test/items': (request) => (seen.push(request), jsonResponse(body, status)),
      '/wps/test/form': (request) => (seen.push(request), jsonResponse(body, status)),
      '/wps/test/put': (request) => (seen.push(request), jsonResponse(body, status)),
      '/wps/system/status': (request) => (seen.push(request), jsonResponse(body, status)),
    });

  it('sends GET input as a query string and returns the parsed value', async () => {
    answer({ success: true, value: { total: 3 } });
    await expect(call(getItems, { pageNo: 2, tags: ['a', 'b'], name: undefined })).resolves.toEqual(
      { total: 3 },
    );
    const request = seen[0]!;
    expect(request.method).toBe('GET');
    expect(new URL(request.url).search).toBe('?pageNo=2&tags=a&tags=b');
  });

  it('parses the status response with the contract schema', async () => {
    const status = makeStatus();
    answer({ success: true, value: status });
    await expect(call(systemEndpoints.status, { platform: 'W', language: 'PT' })).resolves.toEqual(
      status,
    );
    expect(new URL(seen[0]!.url).search).toBe('?platform=W&language=PT');
  });

  it('sends JSON bodies, and form bodies when the endpoint says so', async () => {
    answer({ success: true, value: null });
    await call(putJson, { content: 'hi' });
    await call(postForm, { username: 'ana', email: 'a@b.pt' });
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0]!.text()).toBe('{"content":"hi"}');
    expect(seen[1]!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(await seen[1]!.text()).toBe('username=ana&email=a%40b.pt');
  });

  it('attaches token, merchant and language when they exist', async () => {
    answer({ success: true, value: { total: 0 } });
    await call(getItems, { pageNo: 1 });
    expect(seen[0]!.headers.get('Authorization')).toBeNull();
    expect(seen[0]!.headers.get('X-Merchant')).toBeNull();
    expect(seen[0]!.headers.get('X-Language')).toBe('PT');

    sessionStorage.setItem('token', 'tok-123');
    localStorage.setItem('merchantCode', 'AURORA');
    localStorage.setItem('language', 'EN');
    await call(getItems, { pageNo: 1 });
    expect(seen[1]!.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(seen[1]!.headers.get('X-Merchant')).toBe('AURORA');
    expect(seen[1]!.headers.get('X-Language')).toBe('EN');
  });

  it('turns an error envelope into an ApiError with code, message, fields and status', async () => {
    answer(
      {
        success: false,
        code: 'invalid_input',
        message: 'Dados inválidos.',
        fields: { pageNo: 'field_invalid' },
      },
      400,
    );
    const error = await call(getItems, { pageNo: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'invalid_input',
      message: 'Dados inválidos.',
      status: 400,
      fields: { pageNo: 'field_invalid' },
    });
  });

  it('answers 401 without a session as in_no_login', async () => {
    answer({ success: false, code: 'in_no_login', message: 'Sessão não iniciada.' }, 401);
    await expect(call(getItems, { pageNo: 1 })).rejects.toMatchObject({
      code: 'in_no_login',
      status: 401,
    });
  });

  it('rejects a value that does not match the contract', async () => {
    answer({ success: true, value: { total: 'three' } });
    await expect(call(getItems, { pageNo: 1 })).rejects.toMatchObject({
      code: 'internal_error',
      status: 200,
    });
  });

  it('rejects a body that is not an envelope', async () => {
    stubFetch({
      '/wps/test/items': () => new Response('<html>bad gateway</html>', { status: 502 }),
    });
    await expect(call(getItems, { pageNo: 1 })).rejects.toMatchObject({
      code: 'network_abnormal',
      status: 502,
    });
  });

  it('reports a network failure as network_abnormal', async () => {
    stubFetch({
      '/wps/test/items': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(call(getItems, { pageNo: 1 })).rejects.toMatchObject({
      code: 'network_abnormal',
      status: 0,
      // Bundled with the first screen: it shows when nothing else can be fetched.
      message: 'Ligação de rede anormal. Tente de novo.',
    });
  });

  it('refuses input that fails the contract before sending anything', async () => {
    const fetchMock = answer({ success: true, value: { total: 1 } });
    const error = await call(getItems, { pageNo: 'x' as unknown as number }).catch(
      (caught: unknown) => caught,
    );
    // Its text is one of the messages loaded on demand: the client waits for them.
    expect(error).toMatchObject({
      code: 'invalid_input',
      status: 0,
      message: 'Dados inválidos. Verifique os campos assinalados.',
    });
    expect((error as ApiError).fields).toHaveProperty('pageNo');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses encrypted endpoints until the merchant key is known', async () => {
    setEncryptionKey(null);
    const fetchMock = answer({ success: true, value: null });
    await expect(call(encrypted, { username: 'ana' })).rejects.toBeInstanceOf(
      EncryptionUnavailableError,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('seals encrypted bodies for the merchant key, marked X-Encrypted: 1', async () => {
    const pair = await crypto.subtle.generateKey(
      {
        name: 'RSA-OAEP',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['encrypt', 'decrypt'],
    );
    const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
    setEncryptionKey({ kty: 'RSA', n: jwk.n!, e: jwk.e!, alg: 'RSA-OAEP-256', kid: 'k1' });
    let plain: Record<string, unknown> = {};
    let request: Request | undefined;
    stubFetch({
      '/wps/test/login': async (received) => {
        request = received.clone();
        const body = (await received.json()) as { k: string; iv: string; d: string };
        const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const raw = await crypto.subtle.decrypt(
          { name: 'RSA-OAEP' },
          pair.privateKey,
          bytes(body.k),
        );
        const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
        const data = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: bytes(body.iv) },
          key,
          bytes(body.d),
        );
        plain = JSON.parse(new TextDecoder().decode(data)) as Record<string, unknown>;
        return jsonResponse({ success: true, value: null });
      },
    });
    await call(encrypted, { username: 'ana', password: 'secret1' });
    expect(request!.method).toBe('POST');
    expect(request!.headers.get('X-Encrypted')).toBe('1');
    expect(request!.headers.get('Content-Type')).toBe('application/json');
    const sent = await request!.text();
    expect(sent).not.toContain('secret1');
    expect(Object.keys(JSON.parse(sent) as object)).toEqual(['k', 'iv', 'd']);
    expect(plain).toMatchObject({ username: 'ana', password: 'secret1' });
    expect(typeof plain.ts).toBe('number');
    expect(typeof plain.nonce).toBe('string');
    setEncryptionKey(null);
  });

  it('carries the error details, such as the captcha flag', async () => {
    answer({ success: false, code: 'login_failed', message: 'x', details: { captcha: true } }, 401);
    await expect(call(getItems, { pageNo: 1 })).rejects.toMatchObject({
      code: 'login_failed',
      details: { captcha: true },
    });
  });
});
