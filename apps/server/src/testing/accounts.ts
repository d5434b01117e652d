import { encryptPayload, type EncryptOptions } from '@portal/contract/encrypted-payload';
import type { Endpoint } from '@portal/contract/endpoint';
import { memberEndpoints } from '@portal/contract/member';
import { sessionEndpoints, type LoginOutput } from '@portal/contract/session';
import { systemEndpoints } from '@portal/contract/system';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../auth/password.ts';
import { expectOk } from './expect-ok.ts';
import type { TestApp } from './test-app.ts';

/** Where a test request comes from and as whom. */
export interface CallOptions {
  ip?: string;
  host?: string;
  token?: string | null;
  language?: string;
  headers?: Record<string, string>;
}

function headersOf(options: CallOptions): Record<string, string> {
  return {
    host: options.host ?? 'localhost',
    'x-language': options.language ?? 'EN',
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
}

/** Calls a contract endpoint with a plain JSON body or query. */
export function call(
  t: TestApp,
  endpoint: Endpoint,
  input: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const query = endpoint.inputFrom === 'query';
  return t.app.inject({
    method: endpoint.method,
    url: query
      ? `${endpoint.path}?${new URLSearchParams(input as Record<string, string>).toString()}`
      : endpoint.path,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: headersOf(options),
    ...(query ? {} : { payload: input }),
  });
}

/** Sends a file's raw bytes to an `upload: true` endpoint, its input in the query string. */
export function sendFile(
  t: TestApp,
  endpoint: Endpoint,
  bytes: Buffer | string,
  contentType: string,
  input: Record<string, string> = {},
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: endpoint.method,
    url: `${endpoint.path}?${new URLSearchParams(input).toString()}`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { ...headersOf(options), 'content-type': contentType },
    payload: bytes,
  });
}

const keys = new Map<string, Promise<Parameters<typeof encryptPayload>[0]>>();

/** The merchant's public key from the status call (per host). */
export function publicKeyOf(t: TestApp, host = 'localhost') {
  const cacheKey = `${t.config.redisPrefix}|${host}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = t.app
      .inject({ method: 'GET', url: systemEndpoints.status.path, headers: { host } })
      .then((res) => expectOk(res, systemEndpoints.status).publicKey);
    keys.set(cacheKey, key);
  }
  return key;
}

/** Calls an encrypted endpoint the way the web app does, with `encryptPayload`. */
export async function callEncrypted(
  t: TestApp,
  endpoint: Endpoint,
  input: Record<string, unknown>,
  options: CallOptions & { encrypt?: EncryptOptions } = {},
): Promise<LightMyRequestResponse> {
  // The app's clock may be a test's manual one: stamp with it.
  const body = await encryptPayload(await publicKeyOf(t, options.host), input, {
    ts: t.app.platform.clock.now(),
    ...options.encrypt,
  });
  return t.app.inject({
    method: endpoint.method,
    url: endpoint.path,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { ...headersOf(options), 'x-encrypted': '1' },
    payload: body,
  });
}

/** A username login, raw. */
export function login(
  t: TestApp,
  username: string,
  password: string,
  options: CallOptions & { side?: 'member' | 'agent'; captcha?: string; captchaId?: string } = {},
): Promise<LightMyRequestResponse> {
  const { side, captcha, captchaId, ...rest } = options;
  return callEncrypted(
    t,
    sessionEndpoints.login,
    {
      type: 'username',
      username,
      password,
      ...(side ? { side } : {}),
      ...(captcha ? { captcha, captchaId } : {}),
    },
    rest,
  );
}

/** A username login that must succeed with a token. */
export async function loginOk(
  t: TestApp,
  username: string,
  password: string,
  options: CallOptions & { side?: 'member' | 'agent' } = {},
): Promise<LoginOutput & { token: string }> {
  const value = expectOk(await login(t, username, password, options), sessionEndpoints.login);
  if (!value.token) throw new Error(`login of ${username} answered no token`);
  return value as LoginOutput & { token: string };
}

/** Runs SQL on the test database and drops the app's cached configuration. */
export async function sql(t: TestApp, text: string, params: unknown[] = []): Promise<void> {
  await t.db.query(text, params);
  await t.app.platform.directory.invalidate();
}

/** Shows or hides a registration field of the demo merchant. */
export function setField(t: TestApp, field: string, shown: boolean, required = false) {
  return sql(
    t,
    `update register_field set shown = $2, required = $3
     where field_name = $1 and merchant_id = (select id from merchant where code = 'demo')`,
    [field, shown, required],
  );
}

/** Turns a whitelabel module of the demo merchant on or off. */
export function setModule(t: TestApp, modId: string, enabled: boolean) {
  return sql(
    t,
    `update whitelabel_module set enabled = $2
     where mod_id = $1 and merchant_id = (select id from merchant where code = 'demo')`,
    [modId, enabled],
  );
}

/** A registration by username that passes the demo rules, with overrides. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    username: 'player77',
    password: 'secret77',
    confirmPassword: 'secret77',
    termsAccepted: true,
    ...overrides,
  };
}

/** Registers by username (captcha and SMS fields as the test set them) and returns the answer. */
export function register(
  t: TestApp,
  input: Record<string, unknown>,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return callEncrypted(t, memberEndpoints.register, input, options);
}

/** The id of the demo merchant. */
export async function demoMerchantId(t: TestApp): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(`select id from merchant where code = 'demo'`);
  return row!.id;
}

/** Row counts of every table of ours, to prove a refused call changed nothing. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = await t.db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: name } of tables) {
    if (!/^[a-z_]+$/u.test(name)) continue;
    const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
    counts[name] = row!.n;
  }
  return counts;
}

/** Inserts a member directly (cheap hash), for tests that need many or odd accounts. */
export async function createMember(
  t: TestApp,
  spec: {
    account: string;
    password?: string | null;
    type?: number;
    mobile?: [string, string];
    email?: string;
    merchantCode?: string;
    affiliateCode?: string;
  },
): Promise<string> {
  const hash =
    spec.password === null
      ? null
      : await hashPassword(spec.password ?? 'secret99', t.config.passwordHashCost);
  const [row] = await t.db.query<{ id: string }>(
    `insert into member (merchant_id, account, type, password_hash, password_changed_at,
       mobile_country_code, mobile_number, email, affiliate_code)
     values ((select id from merchant where code = $1), $2, $3, $4, now(), $5, $6, $7, $8)
     returning id::text as id`,
    [
      spec.merchantCode ?? 'demo',
      spec.account,
      spec.type ?? 0,
      hash,
      spec.mobile?.[0] ?? null,
      spec.mobile?.[1] ?? null,
      spec.email ?? null,
      spec.affiliateCode ?? null,
    ],
  );
  return row!.id;
}
