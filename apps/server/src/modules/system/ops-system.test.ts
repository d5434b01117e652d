import { smsEndpoints } from '@portal/contract/sms';
import { systemEndpoints, systemOpsEndpoints } from '@portal/contract/system';
import { moduleIds, type ModuleNode } from '@portal/contract/whitelabel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type CallOptions } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { operatorSession } from '../../testing/operators.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const e = systemOpsEndpoints;
let t: TestApp;
/** A system operator (owner) of the demo brand. */
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await createSecondMerchant(t);
  token = await operatorSession(t, 'owner');
});
afterAll(async () => {
  await t.close();
});

type OpsCall = keyof typeof e;
const run = (name: OpsCall, input: Record<string, unknown> = {}, options: CallOptions = {}) =>
  call(t, e[name], input, { token, ...options });
const ok = async <N extends OpsCall>(name: N, input: Record<string, unknown> = {}) => {
  const res = await run(name, input);
  expect(res.headers['cache-control']).toBe('no-store');
  return expectOk(res, e[name] as (typeof e)[N]);
};

const publicStatus = async (ip = '127.0.0.1') =>
  expectOk(await call(t, systemEndpoints.status, {}, { ip }), systemEndpoints.status);

function flatten(nodes: readonly ModuleNode[]): ModuleNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.childrenNodes)]);
}

async function auditRows(action: string) {
  return t.db.query<{ operator_id: string | null; detail: Record<string, unknown> }>(
    `select operator_id::text as operator_id, detail from audit_log where action = $1
     order by id`,
    [action],
  );
}

describe('operator system settings', () => {
  it('reads what the portal serves: maintenance, rules, module tree, register fields', async () => {
    const settings = (await ok('opsSettings')) as {
      maintenance: { enabled: boolean; message: string | null };
      modules: ModuleNode[];
      registerFields: { field: string; changeable: boolean }[];
      demoOutboxes: { sms: boolean; email: boolean };
    };
    expect(settings.maintenance).toEqual({ enabled: false, message: null });
    expect(settings.modules).toEqual((await publicStatus()).whitelabel);
    const fields = new Map(settings.registerFields.map((row) => [row.field, row.changeable]));
    expect(fields.get('username')).toBe(false);
    expect(fields.get('password')).toBe(false);
    expect(fields.get('captcha')).toBe(true);
    expect(settings.demoOutboxes).toEqual({ sms: true, email: true });
  });

  it('puts the brand in maintenance for players while the operator keeps working', async () => {
    const on = await ok('opsMaintenance', { enabled: true, message: 'Back at noon' });
    expect(on.maintenance).toEqual({ enabled: true, message: 'Back at noon' });
    expect((await publicStatus()).system).toMatchObject({ status: 1, message: 'Back at noon' });
    // Operator calls skip the gate.
    expect((await ok('opsSettings')).maintenance.enabled).toBe(true);
    const off = await ok('opsMaintenance', { enabled: false, message: '   ' });
    expect(off.maintenance).toEqual({ enabled: false, message: null });
    expect((await publicStatus()).system.status).toBe(0);
    const rows = await auditRows('system_maintenance');
    expect(rows.map((row) => row.detail)).toEqual([
      {
        before: { enabled: false, message: null },
        after: { enabled: true, message: 'Back at noon' },
      },
      {
        before: { enabled: true, message: 'Back at noon' },
        after: { enabled: false, message: null },
      },
    ]);
    expect(rows.every((row) => row.operator_id !== null)).toBe(true);
  });

  it('adds a region rule (trimmed, host bits zero), enforces it, and removes it once', async () => {
    expectError(
      await run('opsRegionRuleAdd', { cidr: '300.1.2.3/8', action: 'block' }),
      400,
      'invalid_input',
    );
    expectError(
      await run('opsRegionRuleAdd', { cidr: '198.51.100.0/24', action: 'deny' }),
      400,
      'invalid_input',
    );
    const before = await auditRows('system_region_rule');
    expect(before).toEqual([]);
    // Host bits set: refused rather than guessed at.
    expectError(
      await run('opsRegionRuleAdd', { cidr: '198.51.100.77/24', action: 'block' }),
      400,
      'invalid_input',
    );
    const added = await ok('opsRegionRuleAdd', {
      cidr: ' 198.51.100.0/24 ',
      action: 'block',
      note: 'test range',
    });
    const rule = added.regionRules[0]!;
    expect(rule).toMatchObject({ cidr: '198.51.100.0/24', action: 'block', note: 'test range' });
    expect((await publicStatus('198.51.100.9')).system.status).toBe(2);
    expect((await publicStatus('127.0.0.1')).system.status).toBe(0);

    const removed = await ok('opsRegionRuleDelete', { id: rule.id });
    expect(removed.regionRules.find((row) => row.id === rule.id)).toBeUndefined();
    expect((await publicStatus('198.51.100.9')).system.status).toBe(0);
    expectError(await run('opsRegionRuleDelete', { id: rule.id }), 404, 'not_found');
    expect((await auditRows('system_region_rule')).map((row) => row.detail)).toEqual([
      {
        before: null,
        after: { id: rule.id, cidr: '198.51.100.0/24', action: 'block', note: 'test range' },
      },
      {
        before: { id: rule.id, cidr: '198.51.100.0/24', action: 'block', note: 'test range' },
        after: null,
      },
    ]);
  });

  it('switches a module off for the portal and back on', async () => {
    const modId = moduleIds.mobileRegister;
    expectError(
      await run('opsModuleSwitch', { modId: 'NO_SUCH', enabled: false }),
      404,
      'not_found',
    );
    expectError(
      await run('opsModuleSwitch', { modId: 'not an id', enabled: false }),
      400,
      'invalid_input',
    );
    const off = await ok('opsModuleSwitch', { modId, enabled: false });
    expect(flatten(off.modules).find((node) => node.modId === modId)?.enabled).toBe('0');
    const served = flatten((await publicStatus()).whitelabel);
    expect(served.find((node) => node.modId === modId)?.enabled).toBe('0');
    await ok('opsModuleSwitch', { modId, enabled: true });
    const back = flatten((await publicStatus()).whitelabel);
    expect(back.find((node) => node.modId === modId)?.enabled).toBe('1');
    expect((await auditRows('system_module')).length).toBe(2);
  });

  it('changes an optional register field and refuses the fixed ones and required-but-hidden', async () => {
    expectError(
      await run('opsRegisterField', { field: 'username', shown: false, required: false }),
      400,
      'invalid_input',
    );
    expectError(
      await run('opsRegisterField', { field: 'captcha', shown: false, required: true }),
      400,
      'invalid_input',
    );
    // A field the brand keeps no row for.
    expectError(
      await run('opsRegisterField', { field: 'confirmPassword', shown: true, required: false }),
      404,
      'not_found',
    );
    const changed = await ok('opsRegisterField', { field: 'qqNum', shown: true, required: true });
    expect(changed.registerFields.find((row) => row.field === 'qqNum')).toMatchObject({
      shown: true,
      required: true,
    });
    const setting = expectOk(
      await call(t, systemEndpoints.registerSetting),
      systemEndpoints.registerSetting,
    );
    expect(setting.fields.qqNum).toEqual({ shown: true, required: true });
    await ok('opsRegisterField', { field: 'qqNum', shown: false, required: false });
    const [audit] = await auditRows('system_register_field');
    expect(audit!.detail).toEqual({
      field: 'qqNum',
      before: { shown: false, required: false },
      after: { shown: true, required: true },
    });
  });

  it('reads the demo outboxes and checks their filters', async () => {
    const sendCode = async (mobileNo: string) =>
      expectOk(
        await call(t, smsEndpoints.register, { mobileNo, countryDialingCode: '351' }),
        smsEndpoints.register,
      );
    await sendCode('916000001');
    await sendCode('916000002');
    const latest = expectOk(await run('opsSmsOutbox', { limit: 2 }), e.opsSmsOutbox);
    expect(latest.list.map((m) => m.mobile)).toEqual(['916000002', '916000001']);
    expect(Number(latest.list[0]!.id)).toBeGreaterThan(Number(latest.list[1]!.id));
    const sms = expectOk(await run('opsSmsOutbox', { mobile: '916000001' }), e.opsSmsOutbox);
    expect(sms.list.map((m) => [m.mobile, m.purpose])).toEqual([['916000001', 'register']]);
    expect(sms.list[0]!.text).toMatch(/\b\d{6}\b/u);
    const bad = expectError(await run('opsSmsOutbox', { mobile: 'abc' }), 400, 'invalid_input');
    expect(Object.keys(bad.fields ?? {})).toEqual(['mobile']);
    const mail = expectOk(
      await run('opsEmailOutbox', { to: 'nobody@example.com' }),
      e.opsEmailOutbox,
    );
    expect(mail.list).toEqual([]);
  });

  it('refuses roles without the permission and other brands, changing nothing', async () => {
    const content = await operatorSession(t, 'content');
    expectError(
      await run('opsMaintenance', { enabled: true }, { token: content }),
      403,
      'forbidden',
    );
    const support = await operatorSession(t, 'support');
    expectOk(await run('opsEmailOutbox', {}, { token: support }), e.opsEmailOutbox);
    expectError(await run('opsSettings', {}, { token: support }), 403, 'forbidden');
    const beta = await operatorSession(t, 'owner', 'beta');
    expectError(await run('opsMaintenance', { enabled: true }, { token: beta }), 403, 'forbidden');
    expectError(
      await run('opsMaintenance', { enabled: true }, { token: null }),
      401,
      'in_no_login',
    );
    expect((await publicStatus()).system.status).toBe(0);
    expect((await auditRows('system_maintenance')).length).toBe(2);
    // A platform operator acts on the brand the request names.
    const platform = await operatorSession(t, 'owner', null);
    const betaOn = await run(
      'opsMaintenance',
      { enabled: true },
      { token: platform, host: 'beta.example' },
    );
    expect(expectOk(betaOn, e.opsMaintenance).maintenance.enabled).toBe(true);
    expect((await publicStatus()).system.status).toBe(0);
    await run('opsMaintenance', { enabled: false }, { token: platform, host: 'beta.example' });
  });
});
