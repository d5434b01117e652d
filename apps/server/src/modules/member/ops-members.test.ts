import { memberEndpoints } from '@portal/contract/member';
import { memberOpsEndpoints } from '@portal/contract/member/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  callEncrypted,
  createMember,
  login,
  loginOk,
  rowCounts,
  type CallOptions,
} from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { operatorSession, ownerSession } from '../../testing/operators.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { credit, fundedMember, testPassword } from '../../testing/wallet-kit.ts';

const e = memberOpsEndpoints;
type OpsCall = keyof typeof e;

let t: TestApp;
/** The demo brand's owner. */
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await createSecondMerchant(t, 'beta');
  token = await ownerSession(t);
});
afterAll(async () => {
  await t.close();
});

const run = (name: OpsCall, input: Record<string, unknown> = {}, options: CallOptions = {}) =>
  call(t, e[name], input, { token, ...options });
const ok = async <N extends OpsCall>(name: N, input: Record<string, unknown> = {}) =>
  expectOk(await run(name, input), e[name] as (typeof e)[N]);
const info = (memberToken: string) => call(t, memberEndpoints.info, {}, { token: memberToken });

/** The audit rows of an action (about one member), oldest first, with the operator's username. */
async function auditRows(action: string, memberId: string | null = null) {
  return t.db.query<{ member_id: string; operator: string | null; detail: unknown }>(
    `select a.member_id::text as member_id, o.username as operator, a.detail
     from audit_log a left join operator o on o.id = a.operator_id
     where a.action = $1 and ($2::int8 is null or a.member_id = $2) order by a.id`,
    [action, memberId],
  );
}

const ownerName = `owner${process.pid}`;

describe('member search', () => {
  it('finds by account prefix, mobile, email or id, by kind and lock, newest first', async () => {
    const plain = await createMember(t, { account: 'zeta01', mobile: ['55', '11987650001'] });
    const agent = await createMember(t, { account: 'Zeta02', type: 1 });
    const trial = await createMember(t, { account: 'zeta03', type: 4, email: 'Zeta3@Example.com' });
    await createMember(t, { account: 'zeta04', merchantCode: 'beta' });
    await credit(t, plain, '12.34');
    const ids = (list: { items: { id: string }[] }) => list.items.map((row) => row.id);

    const all = await ok('opsMembers', { q: 'ZETA' });
    expect(ids(all)).toEqual([trial, agent, plain]);
    expect(all.total).toBe(3);
    expect(all.items[2]).toMatchObject({
      account: 'zeta01',
      kind: 'member',
      isAgent: false,
      balance: '12.34',
      locked: false,
      lastLoginAt: null,
    });
    expect(all.items[1]).toMatchObject({ kind: 'agent', isAgent: true, balance: '0.00' });
    expect(all.items[0]).toMatchObject({ kind: 'trial', type: 4 });

    expect(ids(await ok('opsMembers', { q: 'zeta', kind: 'agent' }))).toEqual([agent]);
    expect(ids(await ok('opsMembers', { q: 'zeta', kind: 'trial' }))).toEqual([trial]);
    expect(ids(await ok('opsMembers', { q: 'zeta', kind: 'member' }))).toEqual([plain]);
    expect(ids(await ok('opsMembers', { q: '+55 11987650001' }))).toEqual([plain]);
    expect(ids(await ok('opsMembers', { q: '11987650001' }))).toEqual([plain]);
    expect(ids(await ok('opsMembers', { q: 'zeta3@example.COM' }))).toEqual([trial]);
    expect(ids(await ok('opsMembers', { q: agent }))).toEqual([agent]);
    // Pattern characters are searched for as themselves.
    expect(ids(await ok('opsMembers', { q: 'z%a' }))).toEqual([]);
    expect(ids(await ok('opsMembers', { q: 'zeta', locked: 'true' }))).toEqual([]);
    expect(ids(await ok('opsMembers', { q: 'zeta', locked: 'false' }))).toHaveLength(3);

    const first = await ok('opsMembers', { q: 'zeta', pageSize: 2 });
    expect({ ids: ids(first), total: first.total, pages: first.totalPages }).toEqual({
      ids: [trial, agent],
      total: 3,
      pages: 2,
    });
    expect(ids(await ok('opsMembers', { q: 'zeta', pageSize: 2, pageNo: 2 }))).toEqual([plain]);
    const past = await ok('opsMembers', { q: 'zeta', pageSize: 2, pageNo: 5 });
    expect({ items: past.items, total: past.total, pageNum: past.pageNum }).toEqual({
      items: [],
      total: 3,
      pageNum: 5,
    });

    const bad = expectError(
      await run('opsMembers', { pageSize: 500, kind: 'robot' }),
      400,
      'invalid_input',
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['kind', 'pageSize']);
  });
});

describe('member detail', () => {
  it('shows the profile, balances, ledger, bets, logins, addresses, audit and notes', async () => {
    const member = await fundedMember(t, 'detail01', '125.50');
    await credit(t, member.id, '10.00');
    expectError(await login(t, 'detail01', 'wrong-pass'), 401, 'login_failed');
    const [demo] = await t.db.query<{ id: number; currency: string }>(
      `select id, currency from merchant where code = 'demo'`,
    );
    // 21 bets: the detail shows the newest 20 and says there are more.
    await t.db.query(
      `insert into bet (merchant_id, member_id, vendor_code, round_id, currency, stake, payout,
         status)
       select $1, $2, 'demo', 'detail-round-' || n, $3, 100 * n, 50, 'settled'
       from generate_series(1, 21) n`,
      [demo!.id, member.id, demo!.currency],
    );
    const [reward] = await t.db.query<{ id: string }>(
      `insert into point_reward (merchant_id, names, kind, points)
       values ($1, '{"EN":"Mug"}', 'goods', 10) returning id::text as id`,
      [demo!.id],
    );
    await t.db.query(
      `insert into point_redemption (merchant_id, member_id, idempotency_key, kind, reward_id,
         name, quantity, points, amount, status, points_after, shipping)
       values ($1, $2, 'detail-mug', 'reward', $3, 'Mug', 1, 10, 0, 'inProcess', 0,
         '{"recipient":"Rita","phone":"5511987650002","address":"Rua das Flores 1"}')`,
      [demo!.id, member.id, reward!.id],
    );

    const detail = await ok('opsMemberDetail', { memberId: member.id });
    expect(detail.profile).toMatchObject({
      id: member.id,
      account: 'detail01',
      kind: 'member',
      locked: false,
      passwordChangeRequired: false,
      hasPassword: true,
      liveSessions: 1,
      lastLoginIp: '127.0.0.1',
    });
    expect(detail.balances).toMatchObject({
      main: '135.50',
      withdrawable: '135.50',
      withdrawalsHeld: '0.00',
      transfersPending: '0.00',
      vendors: [],
      points: '0',
    });
    expect(detail.ledger.items.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ['seed', '10.00', '135.50'],
      ['seed', '125.50', '125.50'],
    ]);
    expect(detail.ledger.more).toBe(false);
    expect(detail.bets.items).toHaveLength(20);
    expect(detail.bets.more).toBe(true);
    expect(detail.bets.items[0]).toMatchObject({
      roundId: 'detail-round-21',
      stake: '21.00',
      payout: '0.50',
      status: 'settled',
    });
    expect(detail.logins.items.map((row) => [row.action, row.reason])).toEqual([
      ['login_failed', 'login_failed'],
      ['login', null],
    ]);
    expect(detail.knownIps.items.map((row) => row.ip)).toEqual(['127.0.0.1']);
    expect(detail.addresses.items).toEqual([
      expect.objectContaining({ recipient: 'Rita', address: 'Rua das Flores 1' }),
    ]);
    // Logins have their own list; the audit shows the rest.
    expect(detail.audit.items).toEqual([]);
    expect(detail.notes).toEqual({ items: [], more: false });

    expectError(await run('opsMemberDetail', { memberId: 'x1' }), 400, 'invalid_input');
    expectError(await run('opsMemberDetail', { memberId: '999999999' }), 404, 'not_found');
  });
});

describe('member actions', () => {
  it('locks a member: its sessions end and the login answers account_locked until unlocked', async () => {
    const member = await fundedMember(t, 'locker01', '0');
    expectOk(await info(member.token), memberEndpoints.info);

    const locked = await ok('opsMemberLock', {
      memberId: member.id,
      locked: true,
      reason: 'Fraud check',
    });
    expect(locked.sessionsEnded).toBe(1);
    expect(locked.profile).toMatchObject({ locked: true, liveSessions: 0 });
    expectError(await info(member.token), 401, 'in_no_login');
    expectError(await login(t, 'locker01', testPassword), 403, 'account_locked');
    expect(
      (await ok('opsMembers', { q: 'locker01', locked: 'true' })).items.map((row) => row.id),
    ).toEqual([member.id]);

    const unlocked = await ok('opsMemberLock', {
      memberId: member.id,
      locked: false,
      reason: 'Cleared',
    });
    expect(unlocked).toMatchObject({ sessionsEnded: 0, profile: { locked: false } });
    await loginOk(t, 'locker01', testPassword);

    expect(await auditRows('member_lock')).toEqual([
      {
        member_id: member.id,
        operator: ownerName,
        detail: {
          before: { locked: false },
          after: { locked: true },
          reason: 'Fraud check',
          sessionsEnded: 1,
        },
      },
      {
        member_id: member.id,
        operator: ownerName,
        detail: {
          before: { locked: true },
          after: { locked: false },
          reason: 'Cleared',
          sessionsEnded: 0,
        },
      },
    ]);
    // The member's audit list on the detail shows both.
    const detail = await ok('opsMemberDetail', { memberId: member.id });
    expect(detail.audit.items.map((row) => [row.action, row.operator])).toEqual([
      ['member_lock', ownerName],
      ['member_lock', ownerName],
    ]);
  });

  it('forces a password change at the next login; the change clears it', async () => {
    await createMember(t, { account: 'forced01', password: 'first123' });
    const before = await loginOk(t, 'forced01', 'first123');
    expect(before.forcePasswordChange).toBe(false);
    const [{ id } = { id: '' }] = await t.db.query<{ id: string }>(
      `select id::text as id from member where account = 'forced01'`,
    );

    const forced = await ok('opsMemberForcePassword', { memberId: id });
    expect(forced).toMatchObject({ sessionsEnded: 1, profile: { passwordChangeRequired: true } });
    expectError(await info(before.token), 401, 'in_no_login');

    const next = await loginOk(t, 'forced01', 'first123');
    expect(next.forcePasswordChange).toBe(true);
    // The forced session changes the password without the old one.
    expectOk(
      await callEncrypted(
        t,
        memberEndpoints.changePassword,
        { newPassword: 'second12', confirmNewPassword: 'second12' },
        { token: next.token },
      ),
      memberEndpoints.changePassword,
    );
    expect((await loginOk(t, 'forced01', 'second12')).forcePasswordChange).toBe(false);
    expect((await ok('opsMemberDetail', { memberId: id })).profile.passwordChangeRequired).toBe(
      false,
    );
    expect(await auditRows('member_force_password')).toEqual([
      {
        member_id: id,
        operator: ownerName,
        detail: {
          before: { passwordChangeRequired: false },
          after: { passwordChangeRequired: true },
          sessionsEnded: 1,
        },
      },
    ]);
  });

  it('ends every session of a member, and says so when there was none', async () => {
    const member = await fundedMember(t, 'ender01', '0');
    const second = await loginOk(t, 'ender01', testPassword);
    expect((await ok('opsMemberEndSessions', { memberId: member.id })).sessionsEnded).toBe(2);
    expectError(await info(member.token), 401, 'in_no_login');
    expectError(await info(second.token), 401, 'in_no_login');
    expect((await ok('opsMemberEndSessions', { memberId: member.id })).sessionsEnded).toBe(0);
    expect((await auditRows('member_sessions_end')).map((row) => row.detail)).toEqual([
      { sessionsEnded: 2 },
      { sessionsEnded: 0 },
    ]);
  });

  it('adds notes, newest first on the detail, each audited', async () => {
    const memberId = await createMember(t, { account: 'noted01' });
    const first = await ok('opsMemberNoteAdd', { memberId, text: '  Called about a deposit  ' });
    expect(first).toMatchObject({ text: 'Called about a deposit', operator: ownerName });
    const second = await ok('opsMemberNoteAdd', { memberId, text: 'Sent documents' });
    const detail = await ok('opsMemberDetail', { memberId });
    expect(detail.notes.items.map((note) => note.id)).toEqual([second.id, first.id]);
    expect((await auditRows('member_note', memberId)).map((row) => row.detail)).toEqual([
      { note: first.id, text: 'Called about a deposit' },
      { note: second.id, text: 'Sent documents' },
    ]);
  });

  it('refuses bad input with field messages, and changes nothing', async () => {
    const memberId = await createMember(t, { account: 'badin01' });
    const counts = await rowCounts(t);
    const lock = expectError(
      await run('opsMemberLock', { memberId: 'abc', locked: 'yes', reason: '  ' }),
      400,
      'invalid_input',
    );
    expect(Object.keys(lock.fields ?? {}).sort()).toEqual(['locked', 'memberId', 'reason']);
    const note = expectError(
      await run('opsMemberNoteAdd', { memberId, text: 'x'.repeat(1001) }),
      400,
      'invalid_input',
    );
    expect(Object.keys(note.fields ?? {})).toEqual(['text']);
    expectError(await run('opsMemberNoteAdd', { memberId, text: '' }), 400, 'invalid_input');
    expectError(await run('opsMemberForcePassword', { memberId: '0' }), 400, 'invalid_input');
    expectError(await run('opsMemberEndSessions', {}), 400, 'invalid_input');
    expect(await rowCounts(t)).toEqual(counts);
  });

  it("answers 404 for another brand's member, and changes nothing", async () => {
    const beta = await createMember(t, { account: 'betaone', merchantCode: 'beta' });
    const counts = await rowCounts(t);
    expectError(await run('opsMemberDetail', { memberId: beta }), 404, 'not_found');
    expectError(
      await run('opsMemberLock', { memberId: beta, locked: true, reason: 'x' }),
      404,
      'not_found',
    );
    expectError(await run('opsMemberForcePassword', { memberId: beta }), 404, 'not_found');
    expectError(await run('opsMemberEndSessions', { memberId: beta }), 404, 'not_found');
    expectError(await run('opsMemberNoteAdd', { memberId: beta, text: 'x' }), 404, 'not_found');
    expect(await rowCounts(t)).toEqual(counts);
    const [row] = await t.db.query<{ login_locked: boolean }>(
      'select login_locked from member where id = $1',
      [beta],
    );
    expect(row?.login_locked).toBe(false);
  });

  it('lets a read-only operator look but not act, and a brand operator only at its brand', async () => {
    const memberId = await createMember(t, { account: 'looked01' });
    const readonly = await operatorSession(t, 'readonly');
    const as = { token: readonly };
    expectOk(await run('opsMembers', { q: 'looked01' }, as), e.opsMembers);
    expectOk(await run('opsMemberDetail', { memberId }, as), e.opsMemberDetail);
    const writes: [OpsCall, Record<string, unknown>][] = [
      ['opsMemberLock', { memberId, locked: true, reason: 'x' }],
      ['opsMemberForcePassword', { memberId }],
      ['opsMemberEndSessions', { memberId }],
      ['opsMemberNoteAdd', { memberId, text: 'x' }],
    ];
    for (const [name, input] of writes) expectError(await run(name, input, as), 403, 'forbidden');
    // Support may act on members.
    const support = await operatorSession(t, 'support');
    expectOk(
      await run('opsMemberNoteAdd', { memberId, text: 'From support' }, { token: support }),
      e.opsMemberNoteAdd,
    );
    const betaOwner = await operatorSession(t, 'owner', 'beta');
    expectError(await run('opsMemberDetail', { memberId }, { token: betaOwner }), 403, 'forbidden');
    const [row] = await t.db.query<{ login_locked: boolean }>(
      'select login_locked from member where id = $1',
      [memberId],
    );
    expect(row?.login_locked).toBe(false);
  });
});
