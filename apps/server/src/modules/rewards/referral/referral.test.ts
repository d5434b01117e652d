import { memberEndpoints } from '@portal/contract/member';
import { rewardsEndpoints } from '@portal/contract/rewards';
import { rewardsOpsEndpoints as ops } from '@portal/contract/rewards/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../../merchant/merchant.ts';
import { call, register, registration, setField, setModule } from '../../../testing/accounts.ts';
import { expectOk } from '../../../testing/expect-ok.ts';
import { ownerSession } from '../../../testing/operators.ts';
import { addDeposit, addPlay, demoBrand } from '../../../testing/play-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { callAs } from '../../../testing/wallet-kit.ts';
import { freshMember } from '../../content/content-test-kit.ts';
import { rewardReferrals } from './referral-rewards.ts';

/**
 * Referral through the member's calls: a member's code, a friend registering with it, the
 * referrer's reward once the friend deposited and bet the brand's amounts, once per friend
 * however many runs race, and nothing while the brand's referral module is off.
 */
let t: TestApp;
let merchant: Merchant;

beforeAll(async () => {
  t = await createTestApp({ config: { registerMaxPerIpHour: 10_000 } });
  merchant = await demoBrand(t.db);
  await setField(t, 'captcha', false);
  const setting = { reward: '15', minDeposit: '50', minValidBet: '100' };
  expectOk(
    await call(t, ops.opsReferralSettingsSave, setting, { token: await ownerSession(t) }),
    ops.opsReferralSettingsSave,
  );
});
afterAll(() => t.close());

const details = async (token: string) =>
  expectOk(await callAs(t, rewardsEndpoints.referral, token), rewardsEndpoints.referral);

/** Registers `username` with `code`; answers the new member's id and token. */
async function friend(username: string, code: string) {
  const value = expectOk(
    await register(t, registration({ username, referralCode: code })),
    memberEndpoints.register,
  );
  const info = expectOk(await callAs(t, memberEndpoints.info, value.token!), memberEndpoints.info);
  return { id: info.id, token: value.token! };
}

const referralBonuses = (memberId: string) =>
  t.db.query<{ reference: string; amount: bigint; state: string }>(
    `select reference, amount, state from bonus where member_id = $1 and source = 'referral'
     order by reference`,
    [memberId],
  );

describe('referral', () => {
  it('records the friend a code brings and rewards its referrer once it qualifies', async () => {
    const referrer = await freshMember(t, 'referrer1');
    const first = await details(referrer.token);
    expect(first.enabled).toBe(true);
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/u);
    expect((await details(referrer.token)).code).toBe(first.code);
    expect(first).toMatchObject({ reward: '15.00', minDeposit: '50.00', minValidBet: '100.00' });

    // Typed in lower case; a campaign code that is no member's records nothing.
    const a = await friend('friendalpha', first.code.toLowerCase());
    await friend('friendbravo', 'SUMMER');
    const before = await details(referrer.token);
    expect(before.referees).toEqual([
      expect.objectContaining({
        name: 'fr***ha',
        deposit: '0.00',
        validBet: '0.00',
        state: 'pending',
      }),
    ]);

    // Deposited, but not bet enough yet: nothing.
    const at = Date.now();
    await addDeposit(t.db, merchant, a.id, 5_000n, at);
    await addPlay(t.db, merchant, [{ memberId: a.id, gameType: 'RNG', stake: 9_999n, at }]);
    expect(await rewardReferrals(t.app.platform, merchant, Date.now())).toBe(0);

    await addPlay(t.db, merchant, [{ memberId: a.id, gameType: 'LIVE', stake: 1n, at }]);
    const runs = await Promise.all(
      [1, 2, 3, 4].map(() => rewardReferrals(t.app.platform, merchant, Date.now())),
    );
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await referralBonuses(referrer.id)).toEqual([
      { reference: `referee:${a.id}`, amount: 1_500n, state: 'pending' },
    ]);
    const after = await details(referrer.token);
    expect(after.referees[0]).toMatchObject({ state: 'rewarded' });
    expect(after).toMatchObject({ rewardedCount: 1, rewardedTotal: '15.00' });
    expect(await rewardReferrals(t.app.platform, merchant, Date.now())).toBe(0);
  });

  it('does nothing while the brand’s referral module is off', async () => {
    const referrer = await freshMember(t, 'referrer2');
    const { code } = await details(referrer.token);
    await setModule(t, 'REFERRAL_PROMO', false);
    try {
      expect(await details(referrer.token)).toMatchObject({
        enabled: false,
        code: '',
        referees: [],
      });
      await friend('friendchar', code);
      const [row] = await t.db.query<{ n: number }>(
        'select count(*)::int as n from referral where referrer_id = $1',
        [referrer.id],
      );
      expect(row?.n).toBe(0);
    } finally {
      await setModule(t, 'REFERRAL_PROMO', true);
    }
  });
});
