import { pointsOpsEndpoints, type pointsEndpoints } from '@portal/contract/points';
import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import type { Db } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { call, callEncrypted } from '../../testing/accounts.ts';
import { ownerSession } from '../../testing/operators.ts';
import { callAs, fundedMember, newKey, testWithdrawPassword } from '../../testing/wallet-kit.ts';
import { postPoints } from './point-accounts.ts';

/** The rules the tests earn by: RNG 2 points per 10.00, live 1 per 5.00, deposits 1 per 1.00. */
export const testRules = {
  enabled: true,
  graceSeconds: 60,
  earning: {
    rng: { unit: '10', points: 2 },
    live: { unit: '5', points: 1 },
    lottery: { unit: '1', points: 0 },
    pvp: { unit: '1', points: 0 },
    sports: { unit: '1', points: 0 },
    deposit: { unit: '1', points: 1 },
  },
  convert: { enabled: true, points: '100', amount: '1', minPoints: '200', turnoverMultiple: 1 },
};

/** Puts the brand's points rules in place through the operator call, as the demo owner. */
export async function setRules(t: TestApp, rules: object = testRules): Promise<void> {
  const { opsSettingsSave } = pointsOpsEndpoints;
  expectOk(
    await call(t, opsSettingsSave, rules as Record<string, unknown>, {
      token: await ownerSession(t),
    }),
    opsSettingsSave,
  );
}

/** Moves the brand's earning mark: play settled from `at` on earns at the next run. */
export async function setMark(db: Db, merchant: Merchant, at: number): Promise<void> {
  await db.query(
    `insert into point_earning_mark (merchant_id, earned_until) values ($1, $2)
     on conflict (merchant_id) do update set earned_until = excluded.earned_until`,
    [merchant.id, new Date(at)],
  );
}

/** A member with a balance and a withdrawal password, logged in. */
export async function pointsMember(t: TestApp, account: string, balance = '0') {
  const member = await fundedMember(t, account, balance);
  const { withdrawPassword } = withdrawalsEndpoints;
  expectOk(
    await callAs(t, withdrawPassword, member.token, {
      newPassword: testWithdrawPassword,
      confirmPassword: testWithdrawPassword,
    }),
    withdrawPassword,
  );
  return member;
}

let gifts = 0;

/** Gives a member points straight through the ledger, as an earning would. */
export async function givePoints(
  db: Db,
  merchant: Merchant,
  memberId: string,
  points: bigint,
): Promise<void> {
  gifts += 1;
  await db.transaction((tx) =>
    postPoints(tx, {
      merchantId: merchant.id,
      memberId,
      points,
      kind: 'points_rng',
      key: `points-kit-give:${process.pid}:${gifts}`,
    }),
  );
}

/** Redeem or convert as the web app sends them: encrypted, under an Idempotency-Key. */
export function sendPoints(
  t: TestApp,
  endpoint: typeof pointsEndpoints.redeem | typeof pointsEndpoints.convert,
  token: string,
  input: Record<string, unknown>,
  key = newKey(),
) {
  return callEncrypted(
    t,
    endpoint,
    { withdrawPassword: testWithdrawPassword, ...input },
    { token, headers: { 'idempotency-key': key } },
  );
}
