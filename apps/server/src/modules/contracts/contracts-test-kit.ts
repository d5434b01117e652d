import {
  contractsEndpoints,
  contractsOpsEndpoints,
  processEndpointOf,
} from '@portal/contract/contracts';
import type { ContractKind, ContractTerms } from '@portal/contract/contracts/terms';
import type { ContractAction, ContractView } from '@portal/contract/contracts/views';
import type { Endpoint, InputOf } from '@portal/contract/endpoint';
import { call } from '../../testing/accounts.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import { ownerSession } from '../../testing/operators.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { callAs } from '../../testing/wallet-kit.ts';

/** The contracts' test kit: terms builders and the calls of both sides, through the contract. */

/** Tiered terms from `[rate, minValidBet, minActiveMembers?]` rows (money in major units). */
export function tiers(
  rows: ReadonlyArray<readonly [string, string, number?]>,
  period?: ContractTerms['period'],
): ContractTerms {
  return {
    ...(period ? { period } : {}),
    tiers: rows.map(([rate, minValidBet, minActiveMembers = 0]) => ({
      rate,
      minValidBet,
      minProfit: '0',
      minActiveMembers,
    })),
  };
}

/** An operator's call on the demo brand's contracts (the house's side), as its owner by default. */
export async function houseCall<E extends Endpoint>(
  t: TestApp,
  endpoint: E,
  input: InputOf<E>,
  token?: string,
) {
  return call(t, endpoint, input as Record<string, unknown>, {
    token: token ?? (await ownerSession(t)),
  });
}

/** The house offers a top agent a contract and the agent accepts it: its own terms. */
export async function houseContract(
  t: TestApp,
  agent: { account: string; token: string },
  kind: ContractKind,
  terms: ContractTerms,
): Promise<ContractView> {
  const offered = await houseCall(t, contractsOpsEndpoints.opsOffer, {
    kind,
    account: agent.account,
    terms,
  });
  if (offered.statusCode !== 200) throw new Error(`house offer failed: ${offered.body}`);
  const view = expectOk(offered, contractsOpsEndpoints.opsOffer);
  return act(t, agent.token, kind, view.id, 'accept');
}

/** An agent offers a direct downline agent a contract. */
export function offer(
  t: TestApp,
  token: string,
  kind: ContractKind,
  account: string,
  terms: ContractTerms,
) {
  return callAs(t, contractsEndpoints.offer, token, { kind, account, terms });
}

/** One of the four spec calls, raw. */
export function process(
  t: TestApp,
  token: string,
  kind: ContractKind,
  contractId: string,
  action: ContractAction,
) {
  return callAs(t, processEndpointOf[kind], token, { contractId, action });
}

/** One of the four spec calls, expected to succeed. */
export async function act(
  t: TestApp,
  token: string,
  kind: ContractKind,
  contractId: string,
  action: ContractAction,
): Promise<ContractView> {
  const endpoint = processEndpointOf[kind];
  return expectOk(await process(t, token, kind, contractId, action), endpoint);
}

/** Offers and has the downline accept: the downline's contract. */
export async function agree(
  t: TestApp,
  upline: { token: string },
  downline: { account: string; token: string },
  kind: ContractKind,
  terms: ContractTerms,
): Promise<ContractView> {
  const offered = expectOk(
    await offer(t, upline.token, kind, downline.account, terms),
    contractsEndpoints.offer,
  );
  return act(t, downline.token, kind, offered.id, 'accept');
}

/** A contract's current view, read by the downline's list (all states). */
export async function contractOf(
  t: TestApp,
  token: string,
  kind: ContractKind,
  id: string,
): Promise<ContractView | undefined> {
  const list = expectOk(
    await callAs(t, contractsEndpoints.list, token, { kind, scope: 'all' }),
    contractsEndpoints.list,
  );
  return [...list.received, ...list.given].find((c) => c.id === id);
}
