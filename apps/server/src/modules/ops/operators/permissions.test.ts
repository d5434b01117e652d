import { endpointTable } from '@portal/contract/endpoints';
import { opsEndpoints } from '@portal/contract/ops';
import { opsRoles, permissionsOf } from '@portal/contract/ops/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts.ts';
import { expectError, expectOk } from '../../../testing/expect-ok.ts';
import { addOperator, operatorToken } from '../../../testing/operators.ts';
import { createSecondMerchant } from '../../../testing/second-merchant.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

// Every operator endpoint of the contract; the session's own calls last (logout ends it).
const operatorCalls = endpointTable
  .filter((endpoint) => endpoint.auth === 'operator')
  .sort(
    (a, b) => Number(a.id === opsEndpoints.logout.id) - Number(b.id === opsEndpoints.logout.id),
  );

describe('operator permissions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await createSecondMerchant(t, 'beta');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets each role call exactly the endpoints its permissions name', async () => {
    expect(operatorCalls.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const role of opsRoles) {
      const token = await operatorToken(t, await addOperator(t, { username: `m-${role}`, role }));
      for (const endpoint of operatorCalls) {
        const res = await call(t, endpoint, {}, { token });
        // A merchant's operator: the platform-only permissions are never its own.
        const allowed =
          endpoint.permission === null || permissionsOf(role, 'demo').includes(endpoint.permission);
        const refused = res.statusCode === 403 && res.json().code === 'forbidden';
        // Allowed: whatever the (empty) input earns, but never a refusal or a missing session.
        if (allowed ? refused || res.statusCode === 401 : !refused) {
          wrong.push(`${role} ${endpoint.id}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("refuses a merchant's operator every call at another merchant; a platform operator may", async () => {
    const owner = await operatorToken(
      t,
      await addOperator(t, { username: 'demo-owner', role: 'owner' }),
    );
    const platform = await operatorToken(
      t,
      await addOperator(t, { username: 'platform-owner', role: 'owner', merchantCode: null }),
    );
    for (const endpoint of operatorCalls.filter((e) => e.id !== opsEndpoints.logout.id)) {
      expectError(
        await call(t, endpoint, {}, { token: owner, host: 'beta.example' }),
        403,
        'forbidden',
      );
      const res = await call(t, endpoint, {}, { token: platform, host: 'beta.example' });
      expect([401, 403], endpoint.id).not.toContain(res.statusCode);
    }
    // The platform operator lists beta's operators (none yet) and the platform's.
    const listed = expectOk(
      await call(t, opsEndpoints.operators, {}, { token: platform, host: 'beta.example' }),
      opsEndpoints.operators,
    );
    expect(listed.items.map((item) => item.username)).toEqual(['platform-owner']);
    const demoList = expectOk(
      await call(t, opsEndpoints.operators, {}, { token: owner }),
      opsEndpoints.operators,
    );
    expect(demoList.items.every((item) => item.merchant === 'demo')).toBe(true);
  });

  it('grants only roles the giver could hold, never platform ones from a merchant, and keeps an owner', async () => {
    const owner = await addOperator(t, { username: 'grant-owner', role: 'owner' });
    const ownerToken = await operatorToken(t, owner);
    const create = (input: Record<string, unknown>, token = ownerToken) =>
      call(t, opsEndpoints.operatorCreate, input, { token });
    expectError(
      await create({
        username: 'plat2',
        password: 'Platform2024',
        role: 'readonly',
        platform: true,
      }),
      403,
      'forbidden',
    );
    expectError(
      await create({ username: 'weak', password: 'short', role: 'readonly' }),
      400,
      'invalid_input',
    );
    const finance = expectOk(
      await create({ username: 'Cashier1', password: 'Finance2024x', role: 'finance' }),
      opsEndpoints.operatorCreate,
    );
    expect(finance).toMatchObject({
      username: 'cashier1',
      role: 'finance',
      merchant: 'demo',
      secondFactor: false,
    });
    expectError(
      await create({ username: 'cashier1', password: 'Finance2024x', role: 'finance' }),
      409,
      'username_taken',
    );

    // Never on oneself; a lock ends the operator's sessions.
    expectError(
      await call(
        t,
        opsEndpoints.operatorUpdate,
        { id: owner.id, locked: true },
        { token: ownerToken },
      ),
      403,
      'forbidden',
    );
    const support = await addOperator(t, { username: 'helper', role: 'support' });
    const supportToken = await operatorToken(t, support);
    expectOk(
      await call(
        t,
        opsEndpoints.operatorUpdate,
        { id: support.id, locked: true },
        { token: ownerToken },
      ),
      opsEndpoints.operatorUpdate,
    );
    expectError(await call(t, opsEndpoints.me, {}, { token: supportToken }), 401, 'in_no_login');
    // Another merchant's operator is not found from here.
    const betaOp = await addOperator(t, {
      username: 'beta-staff',
      role: 'support',
      merchantCode: 'beta',
    });
    expectError(
      await call(
        t,
        opsEndpoints.operatorUpdate,
        { id: betaOp.id, role: 'readonly' },
        { token: ownerToken },
      ),
      404,
      'not_found',
    );
    // The only owner of a merchant is neither demoted nor locked.
    const lone = await addOperator(t, {
      username: 'beta-boss',
      role: 'owner',
      merchantCode: 'beta',
    });
    const platformToken = await operatorToken(
      t,
      await addOperator(t, { username: 'platform-two', role: 'owner', merchantCode: null }),
    );
    for (const change of [{ role: 'readonly' }, { locked: true }]) {
      expectError(
        await call(
          t,
          opsEndpoints.operatorUpdate,
          { id: lone.id, ...change },
          { token: platformToken, host: 'beta.example' },
        ),
        409,
        'conflict',
      );
    }
  });
});
