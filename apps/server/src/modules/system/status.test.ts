import { decryptCsPath } from '@portal/contract/cs-path';
import { ruleFor } from '@portal/contract/patterns';
import { systemEndpoints, systemOpsEndpoints } from '@portal/contract/system';
import { moduleIds, type ModuleNode } from '@portal/contract/whitelabel';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { call, sql } from '../../testing/accounts.ts';
import { ownerSession } from '../../testing/operators.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { createTestApp, type TestApp, testKeyEncryptionKeys } from '../../testing/test-app.ts';
import { parseKeyring } from '../../merchant/key-sealing.ts';
import { activePrivateKey } from '../../merchant/merchant-keys.ts';
import { statusFor } from './status.ts';

const status = systemEndpoints.status;

function flatten(nodes: readonly ModuleNode[]): ModuleNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.childrenNodes)]);
}

describe('GET /wps/system/status', () => {
  let t: TestApp;
  /** An owner's change of the demo brand's system settings. */
  const ops = async (
    name: 'opsMaintenance' | 'opsRegionRuleAdd' | 'opsRegionRuleDelete',
    input: Record<string, unknown>,
  ) =>
    expectOk(
      await call(t, systemOpsEndpoints[name], input, { token: await ownerSession(t) }),
      systemOpsEndpoints[name],
    );
  const statusFrom = async (remoteAddress: string, host = 'localhost') =>
    expectOk(
      await t.app.inject({ method: 'GET', url: status.path, remoteAddress, headers: { host } }),
      status,
    );
  const whitelabelFrom = (remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: systemEndpoints.whitelabel.path,
      remoteAddress,
      headers: { host: 'localhost' },
    });

  beforeAll(async () => {
    t = await createTestApp();
    await createSecondMerchant(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes the merchant configuration and matches the contract', async () => {
    const value = await statusFrom('127.0.0.1');
    expect(value.system).toEqual({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      message: null,
    });
    expect(value.location.ip).toBe('127.0.0.1');
    expect(value.merchant).toEqual({
      code: 'demo',
      name: 'Aurora Play',
      currency: 'BRL',
      currencySymbol: 'R$',
      currencyScale: 2,
      defaultLanguage: 'PT',
      languages: ['PT', 'EN'],
      timeZone: 'America/Sao_Paulo',
    });
    expect(value.mainDomain).toBe('localhost');
    expect(value.domainRoute.map((route) => route.domain).sort()).toEqual([
      '127.0.0.1',
      'localhost',
    ]);
    expect(value.resources.map((r) => r.resourceType)).toContain('ANDROID_APP');
    expect(
      flatten(value.whitelabel)
        .map((node) => node.modId)
        .sort(),
    ).toEqual(Object.values(moduleIds).sort());
    expect(
      value.whitelabel.find((node) => node.modId === 'AGENT')?.childrenNodes.map((n) => n.modId),
    ).toContain('SALARY');
    expect(value.registerRules.username).toEqual(ruleFor('LETTER_FIRST_ALNUM', 6, 12));
    expect(Object.keys(value.publicKey).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n']);
  });

  it('encrypts customer-service paths that decrypt to the stored URLs', async () => {
    const value = await statusFrom('127.0.0.1');
    const stored = await t.db.query<{ url: string }>(
      `select url from customer_service where merchant_id = (select id from merchant where code = 'demo') order by sort, id`,
    );
    expect(value.customerService.map((entry) => entry.csType)).toEqual([
      'LIVE_CHAT',
      'FEEDBACK',
      'WHATSAPP',
      'TELEGRAM',
    ]);
    expect(value.customerService.some((entry) => entry.path.includes('wa.me'))).toBe(false);
    const decrypted = await Promise.all(
      value.customerService.map((entry) => decryptCsPath(entry.path)),
    );
    expect(decrypted).toEqual(stored.map((row) => row.url));
  });

  it('publishes a public key whose private half the server holds', async () => {
    const { publicKey } = await statusFrom('127.0.0.1');
    const [row] = await t.db.query<{
      merchant_id: number;
      private_jwk: JsonWebKey | null;
      private_key_sealed: string | null;
    }>(
      'select merchant_id, private_jwk, private_key_sealed from merchant_key where kid = $1 and active',
      [publicKey.kid],
    );
    // Stored sealed, never as a plain JWK.
    expect(row!.private_jwk).toBeNull();
    expect(row!.private_key_sealed).not.toMatch(/"d"|"kty"/u);
    const privateJwk = await activePrivateKey(
      t.db,
      parseKeyring(testKeyEncryptionKeys),
      row!.merchant_id,
    );
    const algorithm = { name: 'RSA-OAEP', hash: 'SHA-256' };
    const encryptKey = await crypto.subtle.importKey('jwk', publicKey, algorithm, false, [
      'encrypt',
    ]);
    const decryptKey = await crypto.subtle.importKey('jwk', privateJwk!, algorithm, false, [
      'decrypt',
    ]);
    const cipher = await crypto.subtle.encrypt(
      { name: 'RSA-OAEP' },
      encryptKey,
      new TextEncoder().encode('aes key'),
    );
    const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, decryptKey, cipher);
    expect(new TextDecoder().decode(plain)).toBe('aes key');
  });

  it('reports maintenance (status 1) while every other API call answers 503', async () => {
    await ops('opsMaintenance', { enabled: true, message: 'Back at 18:00' });
    const value = await statusFrom('127.0.0.1');
    expect(value.system).toEqual({
      status: 1,
      maintenance: true,
      regionRestriction: false,
      message: 'Back at 18:00',
    });
    const refused = expectError(await whitelabelFrom('127.0.0.1'), 503, 'maintenance');
    expect(refused.message).toBe('Back at 18:00');
    // Health, metrics and another brand keep working.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await statusFrom('127.0.0.1', 'beta.example')).system.status).toBe(0);

    await ops('opsMaintenance', { enabled: false });
    expect((await statusFrom('127.0.0.1')).system).toEqual({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      message: null,
    });
    expectOk(await whitelabelFrom('127.0.0.1'), systemEndpoints.whitelabel);
  });

  it('answers 304 to a repeat visitor and a new tag when the brand or the visitor changes', async () => {
    const get = (remoteAddress: string, etag?: string) =>
      t.app.inject({
        method: 'GET',
        url: status.path,
        remoteAddress,
        headers: { host: 'localhost', ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await get('127.0.0.1');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/u);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('127.0.0.1', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another visitor's answer holds another address.
    const other = await get('10.1.2.3', etag);
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    // The brand's configuration loaded again (customer-service paths encrypted afresh) is still
    // the same answer.
    await sql(t, 'select 1');
    expect((await get('127.0.0.1', etag)).statusCode).toBe(304);
    // A customer-service address changed is a new answer, although paths are encrypted.
    const demo = `(select id from merchant where code = 'demo')`;
    await sql(t, `update customer_service set url = url || '#v2' where merchant_id = ${demo}`);
    expect((await get('127.0.0.1', etag)).statusCode).toBe(200);
    await sql(
      t,
      `update customer_service set url = left(url, -3) where merchant_id = ${demo} and url like '%#v2'`,
    );
    expect((await get('127.0.0.1', etag)).statusCode).toBe(304);
    // A brand change (maintenance here) is a new answer for everyone.
    await ops('opsMaintenance', { enabled: true, message: 'Soon back' });
    const changed = await get('127.0.0.1', etag);
    expect(changed.statusCode).toBe(200);
    expect(expectOk(changed, status).system.message).toBe('Soon back');
    await ops('opsMaintenance', { enabled: false });
    const back = await get('127.0.0.1', etag);
    expect(back.statusCode).toBe(304);
  });

  it("keeps a visitor's answer, compressed once, while what it was made from stands", async () => {
    const { directory, systemCache: cache } = t.app.platform;
    const merchant = (await directory.byCode('demo'))!;
    const first = await statusFor(merchant, '198.51.100.7', { directory, cache });
    // The demo brand has no region rules: the kept answer must still be found again.
    expect(await statusFor(merchant, '198.51.100.7', { directory, cache })).toBe(first);
    expect(first.value.body('br')).toBe(first.value.body('br'));

    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: status.path,
        remoteAddress: '198.51.100.7',
        headers: {
          host: 'localhost',
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const value = expectOk(plain, status);
    expect(plain.headers.vary).toBe(
      'authorization, x-language, accept-language, x-merchant, accept-encoding',
    );
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({
      success: true,
      value,
    });
    expect(br.headers.etag).toBe(plain.headers.etag);
    // Weights are honoured: brotli refused, gzip taken; nothing acceptable, sent as it is.
    const gzip = await get('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).value).toEqual(value);
    const identity = await get('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('reports region blocks (status 2) for IPv4, IPv6 and IPv4-mapped visitors; allow rules win', async () => {
    // Asked before the rules exist: an answer kept for this address must not outlive them.
    expect((await statusFrom('203.0.113.9')).system.status).toBe(0);
    const added: string[] = [];
    for (const rule of [
      { cidr: '203.0.113.0/24', action: 'block' },
      { cidr: '203.0.113.7', action: 'allow' },
      { cidr: '2001:db8::/32', action: 'block' },
      { cidr: '2001:db8:1::/48', action: 'allow' },
    ]) {
      const settings = await ops('opsRegionRuleAdd', rule);
      added.push(settings.regionRules[0]!.id);
    }
    const cases: Array<[string, 0 | 2]> = [
      ['203.0.113.9', 2],
      ['::ffff:203.0.113.9', 2],
      ['203.0.113.7', 0],
      ['::ffff:203.0.113.7', 0],
      ['198.51.100.1', 0],
      ['2001:db8::5', 2],
      ['2001:db8:1::5', 0],
      ['2001:db9::5', 0],
    ];
    for (const [ip, expected] of cases) {
      const value = await statusFrom(ip);
      expect(value.system.status, ip).toBe(expected);
      expect(value.system.regionRestriction, ip).toBe(expected === 2);
    }
    expect((await statusFrom('::ffff:203.0.113.9')).location.ip).toBe('203.0.113.9');
    expectError(await whitelabelFrom('203.0.113.9'), 403, 'region_restricted');
    expectError(await whitelabelFrom('2001:db8::5'), 403, 'region_restricted');
    // Another brand is not affected by demo's rules.
    expect((await statusFrom('203.0.113.9', 'beta.example')).system.status).toBe(0);

    // Maintenance wins over the region block.
    await ops('opsMaintenance', { enabled: true });
    expect((await statusFrom('203.0.113.9')).system).toMatchObject({
      status: 1,
      maintenance: true,
      regionRestriction: true,
    });
    await ops('opsMaintenance', { enabled: false });

    for (const id of added) await ops('opsRegionRuleDelete', { id });
    expect((await statusFrom('203.0.113.9')).system.status).toBe(0);
  });

  it("never shows one merchant's data to another", async () => {
    const beta = await statusFrom('127.0.0.1', 'beta.example');
    expect(beta.merchant.code).toBe('beta');
    expect(beta.merchant.currency).toBe('EUR');
    expect(beta.domainRoute).toEqual([
      { domain: 'beta.example', merchantCode: 'beta', routeType: 'WEB' },
    ]);
    expect(beta.customerService).toHaveLength(1);
    expect(await decryptCsPath(beta.customerService[0]!.path)).toBe('mailto:help@beta.example');
    expect(beta.resources).toEqual([
      { resourceType: 'YOUTUBE', url: 'https://video.example/beta', labelNameEn: 'YouTube' },
    ]);
    expect(beta.whitelabel).toEqual([
      { modId: 'VIP', name: 'VIP', enabled: '0', childrenNodes: [] },
    ]);
    expect(Object.keys(beta.registerRules)).toEqual(['username']);
    const demo = await statusFrom('127.0.0.1');
    expect(beta.publicKey.kid).not.toBe(demo.publicKey.kid);
  });

  it('refuses bad input with per-field messages', async () => {
    for (const query of ['platform=X', 'language=!!', 'platform=W&language=toolong-language']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${status.path}?${query}`,
        headers: { 'x-language': 'EN' },
      });
      const error = expectError(res, 400, 'invalid_input');
      expect(Object.keys(error.fields ?? {}).length).toBeGreaterThan(0);
    }
    expectOk(
      await t.app.inject({ method: 'GET', url: `${status.path}?platform=W&language=pt-BR` }),
      status,
    );
  });
});
