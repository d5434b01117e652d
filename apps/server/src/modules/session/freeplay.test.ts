import { memberEndpoints } from '@portal/contract/member';
import { sessionEndpoints } from '@portal/contract/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../auth/session.ts';
import { ManualClock } from '../../clock.ts';
import { call, setModule } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { fakeSession } from '../../testing/fake-session.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { accountRoles, requireAgent, requireRealMember } from './policies.ts';

describe('free play and trial restrictions', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A manual clock keeps the hourly window from ending mid-test.
    t = await createTestApp({ clock: new ManualClock(), config: { freeplayMaxPerIpHour: 3 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a trial account with the demo balance credited through the ledger', async () => {
    const value = expectOk(
      await call(t, sessionEndpoints.freeplay, { os: 'linux' }),
      sessionEndpoints.freeplay,
    );
    const info = expectOk(
      await call(t, memberEndpoints.info, {}, { token: value.token! }),
      memberEndpoints.info,
    );
    expect(info).toMatchObject({ type: 4, isTrial: true, isAgent: false, balance: '2000.00' });
    expect(info.account).toMatch(/^guest_[a-z2-9]{10}$/u);
    const [entries] = await t.db.query<{ n: number; total: string }>(
      `select count(*)::int as n, sum(e.amount)::text as total from ledger_entry e
       join ledger_txn x on x.id = e.txn_id where x.kind = 'freeplay_credit'`,
    );
    expect(entries).toEqual({ n: 2, total: '0' });
  });

  it('is limited per IP and follows the FREE_PLAY switch', async () => {
    for (let i = 0; i < 2; i += 1)
      expectOk(
        await call(t, sessionEndpoints.freeplay, {}, { ip: '192.0.2.1' }),
        sessionEndpoints.freeplay,
      );
    await setModule(t, 'FREE_PLAY', false);
    expectError(
      await call(t, sessionEndpoints.freeplay, {}, { ip: '192.0.2.1' }),
      403,
      'feature_disabled',
    );
    await setModule(t, 'FREE_PLAY', true);
    expectError(
      await call(t, sessionEndpoints.freeplay, {}, { ip: '192.0.2.1' }),
      429,
      'too_many_requests',
    );
  });

  it('policies: trial accounts need a real account, agents by the configured list', () => {
    const base = fakeSession({ id: '1', merchantId: 1, memberId: '1' });
    const trial: Session = { ...base, memberType: 4, isTrial: true };
    expect(() => requireRealMember(trial)).toThrow('in_need_true_account');
    expect(() => requireRealMember(base)).not.toThrow();
    expect(() => requireAgent(base)).toThrow('forbidden');
    expect(() => requireAgent({ ...base, memberType: 41, isAgent: true })).not.toThrow();
    const roles = accountRoles({ agentTypes: [1, 2, 41, 42], trialType: 4 });
    expect([0, 1, 2, 3, 4, 41, 42].filter((type) => roles.isAgent(type))).toEqual([1, 2, 41, 42]);
    expect([0, 1, 3, 4].filter((type) => roles.mayLogIn(type))).toEqual([0, 1]);
    expect(roles.isTrial(4)).toBe(true);
    expect(accountRoles({ agentTypes: [7], trialType: 9 }).isAgent(1)).toBe(false);
  });
});
