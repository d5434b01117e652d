import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import { createMember, loginOk, sql } from '../../testing/accounts.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { callAs, credit, testPassword, testWithdrawPassword } from '../../testing/wallet-kit.ts';

/**
 * The agent centre's test kit: agents and downlines made directly in the database (the tree
 * triggers place them), logged in for real, and the brand's `agentCentre` setting.
 */

/** A logged-in account of the test kit. */
export interface KitAccount {
  id: string;
  account: string;
  token: string;
}

/** Options of a kit account: its type (default member), upline, merchant and balance. */
export interface KitSpec {
  type?: number;
  parentId?: string;
  merchantCode?: string;
  balance?: string;
  /** Sets the withdrawal password `testWithdrawPassword`. */
  withdrawPassword?: boolean;
}

/** An account placed under `parentId` (the trigger fills `agent_tree`), logged in. */
export async function kitAccount(
  t: TestApp,
  account: string,
  spec: KitSpec = {},
): Promise<KitAccount> {
  const merchantCode = spec.merchantCode ?? 'demo';
  const id = await createMember(t, { account, type: spec.type ?? 0, merchantCode });
  if (spec.parentId)
    await t.db.query('update member set parent_agent_id = $2 where id = $1', [id, spec.parentId]);
  if (spec.balance) await credit(t, id, spec.balance, merchantCode);
  const host = merchantCode === 'demo' ? undefined : `${merchantCode}.example`;
  const { token } = await loginOk(t, account, testPassword, host ? { host } : {});
  if (spec.withdrawPassword) {
    const body = { newPassword: testWithdrawPassword, confirmPassword: testWithdrawPassword };
    expectOk(
      await callAs(t, withdrawalsEndpoints.withdrawPassword, token, body, null, host),
      withdrawalsEndpoints.withdrawPassword,
    );
  }
  return { id, account, token };
}

/** An agent (type 1) of the kit. */
export function kitAgent(t: TestApp, account: string, spec: Omit<KitSpec, 'type'> = {}) {
  return kitAccount(t, account, { ...spec, type: 1 });
}

/** Stores the demo brand's `agentCentre` setting; null removes it (defaults apply). */
export async function setAgentCentre(t: TestApp, value: Record<string, unknown> | null) {
  await sql(
    t,
    `delete from merchant_setting where key = 'agentCentre'
       and merchant_id = (select id from merchant where code = 'demo')`,
  );
  if (value === null) return;
  await sql(
    t,
    `insert into merchant_setting (merchant_id, key, value)
     values ((select id from merchant where code = 'demo'), 'agentCentre', $1::text::jsonb)`,
    [JSON.stringify(value)],
  );
}
