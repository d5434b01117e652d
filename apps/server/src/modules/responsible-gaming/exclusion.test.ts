import { memberEndpoints } from '@portal/contract/member';
import {
  responsibleGamingEndpoints as rg,
  responsibleGamingOpsEndpoints as ops,
} from '@portal/contract/responsible-gaming';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { operatorPair } from '../../testing/operators.ts';
import { sendDueRealityChecks } from './reality.ts';
import { rgKit, type Player, type RgKit } from './rg-test-kit.ts';

let kit: RgKit;
beforeAll(async () => {
  kit = await rgKit();
});
afterAll(async () => {
  await kit.t.close();
});

const hour = 3_600_000;

function exclude(p: Player, input: Record<string, unknown>) {
  return kit.call(rg.exclude, input, { token: p.token });
}

async function liveSessions(memberId: string) {
  const [row] = await kit.t.db.query<{ n: number }>(
    'select count(*)::int as n from member_session where member_id = $1 and ended_at is null',
    [memberId],
  );
  return row!.n;
}

describe('cool-off and self-exclusion', () => {
  it('a cool-off ends every session at once and refuses logins with its end until it ends', async () => {
    const p = await kit.player('100.00');
    const second = (await kit.relogin(p)).json<{ value: { token: string } }>().value.token;
    const view = expectOk(await exclude(p, { kind: 'cool_off', hours: 24 }), rg.exclude);
    expect(Date.parse(view.until!)).toBe(kit.clock.now() + 24 * hour);
    expect(await liveSessions(p.id)).toBe(0);
    expectError(await call(kit.t, memberEndpoints.info, {}, { token: second }), 401, 'in_no_login');

    const refused = await kit.relogin(p);
    const body = expectError(refused, 403, 'rg_excluded');
    expect(body.details).toEqual({ kind: 'cool_off', until: view.until });
    expect(await liveSessions(p.id)).toBe(0);
    // Play through a game already open is refused too.
    expect(await kit.spin(p, 100n)).toBe('rg_excluded');

    kit.clock.advance(24 * hour);
    expect((await kit.relogin(p)).statusCode).toBe(200);
  });

  it('refuses a cool-off outside the brand’s range and a self-exclusion it does not offer', async () => {
    const p = await kit.player();
    expectError(await exclude(p, { kind: 'cool_off', hours: 23 }), 400, 'invalid_input');
    expectError(await exclude(p, { kind: 'cool_off', hours: 1009 }), 400, 'invalid_input');
    expectError(await exclude(p, { kind: 'self_exclusion', months: 2 }), 400, 'invalid_input');
    expect(await liveSessions(p.id)).toBe(1);
    const status = expectOk(await kit.call(rg.status, {}, { token: p.token }), rg.status);
    expect(status.exclusion).toBeNull();
  });

  it('a permanent self-exclusion refuses logins with no end', async () => {
    const p = await kit.player();
    const view = expectOk(await exclude(p, { kind: 'self_exclusion', months: null }), rg.exclude);
    expect(view.until).toBeNull();
    const body = expectError(await kit.relogin(p), 403, 'rg_excluded');
    expect(body.details).toEqual({ kind: 'self_exclusion', until: null });
  });
});

describe('the operator lift', () => {
  it('needs a second operator: the asker cannot approve, another can, and both are audited', async () => {
    const p = await kit.player();
    expectOk(await exclude(p, { kind: 'self_exclusion', months: 6 }), rg.exclude);
    const { first, second } = await operatorPair(kit.t, 'risk');
    const asked = expectOk(
      await call(
        kit.t,
        ops.opsLiftRequest,
        { memberId: p.id, reason: 'Court order reviewed' },
        {
          token: first,
        },
      ),
      ops.opsLiftRequest,
    );
    expect(asked.state).toBe('pending');
    const queue = expectOk(await call(kit.t, ops.opsLifts, {}, { token: second }), ops.opsLifts);
    expect(queue.items.find((l) => l.requestId === asked.requestId)).toMatchObject({
      memberAccount: p.account,
      reason: 'Court order reviewed',
      state: 'pending',
    });
    expectError(
      await call(
        kit.t,
        ops.opsLiftRequest,
        { memberId: p.id, reason: 'Second ask' },
        { token: second },
      ),
      409,
      'approval_pending',
    );
    expectError(
      await call(
        kit.t,
        ops.opsLiftDecide,
        { requestId: asked.requestId, approve: true },
        { token: first },
      ),
      403,
      'four_eyes_self',
    );
    expectError(await kit.relogin(p), 403, 'rg_excluded');
    const decided = expectOk(
      await call(
        kit.t,
        ops.opsLiftDecide,
        { requestId: asked.requestId, approve: true },
        { token: second },
      ),
      ops.opsLiftDecide,
    );
    expect(decided.state).toBe('approved');
    const pending = expectOk(await call(kit.t, ops.opsLifts, {}, { token: second }), ops.opsLifts);
    expect(pending.items.map((l) => l.requestId)).not.toContain(asked.requestId);
    const approved = expectOk(
      await call(kit.t, ops.opsLifts, { state: 'approved' }, { token: second }),
      ops.opsLifts,
    );
    expect(approved.items.map((l) => l.requestId)).toContain(asked.requestId);
    expect((await kit.relogin(p)).statusCode).toBe(200);
    const audit = await kit.t.db.query<{ action: string }>(
      `select action from audit_log where member_id = $1 and action like 'rg_%' order by id`,
      [p.id],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'rg_exclusion',
      'rg_lift_request',
      'rg_lift_decision',
    ]);
  });

  it('has nothing to lift for a member who is not excluded', async () => {
    const p = await kit.player();
    const { first } = await operatorPair(kit.t, 'risk');
    expectError(
      await call(
        kit.t,
        ops.opsLiftRequest,
        { memberId: p.id, reason: 'No reason at all' },
        { token: first },
      ),
      409,
      'rg_not_excluded',
    );
  });
});

describe('reality checks', () => {
  it('reminds on time with session time and net result, and pauses bets until answered', async () => {
    const p = await kit.player('100.00');
    expectOk(
      await kit.call(rg.setRealityCheck, { minutes: 15 }, { token: p.token }),
      rg.setRealityCheck,
    );
    expect(await kit.spin(p, 1000n, 400n)).toBe('ok');
    const sent = vi.spyOn(kit.t.app.platform.realtime, 'sendToMember');
    try {
      kit.clock.advance(14 * 60_000);
      await sendDueRealityChecks(kit.t.app.platform, kit.merchant, kit.clock.now());
      expect(sent.mock.calls.filter((c) => c[1] === p.id)).toHaveLength(0);
      kit.clock.advance(60_000);
      await sendDueRealityChecks(kit.t.app.platform, kit.merchant, kit.clock.now());
      const mine = sent.mock.calls.filter((c) => c[1] === p.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]![2]).toMatchObject({
        type: 'reality_check',
        payload: { sessionMinutes: 15, net: '-6.00' },
      });
      // While unanswered it is no new reminder, but it is pushed again (a page that was
      // offline shows it when back), and bets wait.
      await sendDueRealityChecks(kit.t.app.platform, kit.merchant, kit.clock.now() + hour);
      const again = sent.mock.calls.filter((c) => c[1] === p.id);
      expect(again).toHaveLength(2);
      expect(again[1]![2]).toMatchObject({ type: 'reality_check' });
      expect(await kit.spin(p, 100n)).toBe('rg_reality_check');
      expectOk(await kit.call(rg.realityAck, {}, { token: p.token }), rg.realityAck);
      expect(await kit.spin(p, 100n)).toBe('ok');
      // Answered: nothing more until the next interval.
      await sendDueRealityChecks(kit.t.app.platform, kit.merchant, kit.clock.now());
      const reminders = sent.mock.calls.filter(
        (c) => c[1] === p.id && (c[2] as { type: string }).type === 'reality_check',
      );
      expect(reminders).toHaveLength(2);
    } finally {
      sent.mockRestore();
    }
  });

  it('refuses an interval the brand does not offer', async () => {
    const p = await kit.player();
    expectError(
      await kit.call(rg.setRealityCheck, { minutes: 45 }, { token: p.token }),
      400,
      'invalid_input',
    );
  });
});

describe('session clock and statement', () => {
  it('shows this session’s start and the previous login’s time and address', async () => {
    const p = await kit.player('0');
    const first = expectOk(await kit.call(rg.session, {}, { token: p.token }), rg.session);
    expect(first.previousLoginAt).toBeNull();
    expect(first.idleMinutes).toBe(kit.t.config.sessionIdleMinutes);
    kit.clock.advance(60_000);
    const token = (await kit.relogin(p)).json<{ value: { token: string } }>().value.token;
    const next = expectOk(await kit.call(rg.session, {}, { token }), rg.session);
    expect(next.previousLoginAt).toBe(first.startedAt);
    expect(next.previousLoginIp).toBeTruthy();
    expect(Date.parse(next.startedAt)).toBe(kit.clock.now());
  });

  it('applies a brand’s idle timeout to new and open sessions alike, and its removal too', async () => {
    const before = await kit.player('0');
    const current = expectOk(await kit.operator(ops.opsSettings, {}), ops.opsSettings);
    const save = async (value: typeof current) =>
      expectOk(await kit.operator(ops.opsSettingsSave, value), ops.opsSettingsSave);
    const idleOf = async (token: string) =>
      expectOk(await kit.call(rg.session, {}, { token }), rg.session).idleMinutes;
    const { idleMinutes: _unset, ...withoutIdle } = current;
    try {
      await save({ ...current, idleMinutes: 15 });
      const after = await kit.player('0');
      expect(await idleOf(after.token)).toBe(15);
      // The session opened before the change takes it too.
      expect(await idleOf(before.token)).toBe(15);
      kit.clock.advance(16 * 60_000);
      // Idle for 16 minutes: both sessions ended.
      expectError(await kit.call(rg.session, {}, { token: after.token }), 401, 'in_no_login');
      expectError(await kit.call(rg.session, {}, { token: before.token }), 401, 'in_no_login');

      const open = await kit.player('0');
      expect(await idleOf(open.token)).toBe(15);
      await save(withoutIdle);
      // Unset again: the open session goes back to the server's timeout.
      expect(await idleOf(open.token)).toBe(kit.t.config.sessionIdleMinutes);
      kit.clock.advance(16 * 60_000);
      expect(await idleOf(open.token)).toBe(kit.t.config.sessionIdleMinutes);
    } finally {
      await save(current);
    }
  });

  it('opens a session inside a transaction while the merchant directory reloads', async () => {
    // The directory reloads outside any transaction; the idle timeout of a new session is read
    // inside the login's own. On the embedded database the reload would wait for it for ever.
    await kit.t.app.platform.directory.invalidate();
    const [member] = await kit.t.db.query<{ id: string; merchant_id: number }>(
      `select id::text as id, merchant_id from member where account = 'demo01'`,
    );
    const issued = await kit.t.db.transaction((tx) =>
      kit.t.app.platform.sessionStore.issue(tx, {
        merchantId: member!.merchant_id,
        memberId: member!.id,
        side: 'member',
        ip: '127.0.0.1',
      }),
    );
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
  });

  it('sums deposits, withdrawals and net result per month', async () => {
    const p = await kit.player('100.00');
    expect(await kit.spin(p, 2000n, 500n)).toBe('ok');
    const value = expectOk(
      await kit.call(rg.statement, { months: 3 }, { token: p.token }),
      rg.statement,
    );
    expect(value.rows).toHaveLength(3);
    expect(value.rows[0]).toMatchObject({ deposits: '0.00', withdrawals: '0.00', net: '-15.00' });
    expect(value.account).toBe(p.account);
  });
});
