import { catalogueOpsEndpoints } from '@portal/contract/games/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type CallOptions } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { operatorSession, ownerSession } from '../../testing/operators.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Who may use the catalogue calls, and on which brand (the lists and switches themselves are
// ops-catalogue.test.ts).
const e = catalogueOpsEndpoints;
type OpsCall = keyof typeof e;

let t: TestApp;
/** The demo brand's owner. */
let token: string;
let betaId: number;

beforeAll(async () => {
  t = await createTestApp();
  betaId = await createSecondMerchant(t, 'beta');
  token = await ownerSession(t);
});
afterAll(async () => {
  await t.close();
});

const run = (name: OpsCall, input: Record<string, unknown> = {}, options: CallOptions = {}) =>
  call(t, e[name], input, { token, ...options });
const ok = async <N extends OpsCall>(name: N, input: Record<string, unknown> = {}) =>
  expectOk(await run(name, input), e[name] as (typeof e)[N]);
const beta = { host: 'beta.example' };

describe('who may switch what', () => {
  it('keeps brands apart: another brand’s own game is not found, its operators stay on it', async () => {
    const [own] = await t.db.query<{ id: string }>(
      `insert into game (merchant_id, vendor_code, game_type, classify, game_code, names, search_text)
       values ($1, 'PGE', 'RNG', (select classify from game where vendor_code = 'PGE' limit 1),
         'BETA_ONLY_1', '{"EN": "Beta only"}', 'beta only') returning id::text as id`,
      [betaId],
    );
    expectError(
      await run('opsCatalogueGameSwitch', { gameId: own!.id, enabled: false }),
      404,
      'not_found',
    );
    expect((await ok('opsCatalogueGames', { q: 'beta only' })).total).toBe(0);
    const betaToken = await operatorSession(t, 'content', 'beta');
    const betaGames = expectOk(
      await run('opsCatalogueGames', { q: 'beta only' }, { ...beta, token: betaToken }),
      e.opsCatalogueGames,
    );
    expect(betaGames.items).toMatchObject([{ id: own!.id, own: true, enabled: true }]);
    expectError(
      await run(
        'opsCatalogueVendorSwitch',
        { vendorCode: 'AG', enabled: false },
        { token: betaToken },
      ),
      403,
      'forbidden',
    );
  });

  it('refuses roles without catalogue.write, bad input and unknown vendors or games', async () => {
    const finance = await operatorSession(t, 'finance');
    for (const name of Object.keys(e) as OpsCall[]) {
      expectError(await run(name, {}, { token: finance }), 403, 'forbidden');
    }
    const content = await operatorSession(t, 'content');
    const as = (name: OpsCall, input: Record<string, unknown>) =>
      run(name, input, { token: content });
    expectError(
      await as('opsCatalogueVendorSwitch', { vendorCode: 'A G', enabled: false }),
      400,
      'invalid_input',
    );
    expectError(await as('opsCatalogueVendorSwitch', { vendorCode: 'AG' }), 400, 'invalid_input');
    expectError(
      await as('opsCatalogueGameSwitch', { gameId: 'x1', enabled: true }),
      400,
      'invalid_input',
    );
    expectError(await as('opsCatalogueHot', { gameId: '1', hot: 'yes' }), 400, 'invalid_input');
    expectError(
      await as('opsCatalogueVendorSwitch', { vendorCode: 'NOPE', enabled: false }),
      404,
      'not_found',
    );
    expectError(
      await as('opsCatalogueGameSwitch', { gameId: '999999999', enabled: false }),
      404,
      'not_found',
    );
    expectError(await as('opsCatalogueHot', { gameId: '999999999', hot: true }), 404, 'not_found');
    expect(
      expectOk(await as('opsCatalogueVendors', {}), e.opsCatalogueVendors).items.length,
    ).toBeGreaterThan(0);
  });
});
