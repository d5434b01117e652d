import { contractsEndpoints, contractsOpsEndpoints } from '@portal/contract/contracts';
import { walletEndpoints } from '@portal/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setModule, sql } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callAs } from '../../testing/wallet-kit.ts';
import { kitAccount, kitAgent, type KitAccount } from '../agent/agent-test-kit.ts';
import {
  act,
  agree,
  contractOf,
  houseCall,
  houseContract,
  offer,
  process,
  tiers,
} from './contracts-test-kit.ts';

/**
 * The contract lifecycle through the wire: offers bounded by the offering agent's own terms,
 * answers, terminations, and the lower-rate rule down a three-level tree (top agent, agent,
 * sub-agent, sub-sub-agent).
 */
describe('agent contracts: offers, answers, terminations and the lower-rate rule', () => {
  let t: TestApp;
  let top: KitAccount;
  let mid: KitAccount;
  let low: KitAccount;
  let leaf: KitAccount;
  let player: KitAccount;

  const high = tiers([
    ['0.01', '0'],
    ['0.02', '1000', 2],
  ]);
  const middle = tiers([
    ['0.008', '0'],
    ['0.015', '1000', 2],
  ]);
  const lower = tiers([['0.005', '0']]);
  const lowest = tiers([['0.002', '0']]);

  beforeAll(async () => {
    t = await createTestApp();
    top = await kitAgent(t, 'ctop01');
    mid = await kitAgent(t, 'cmid01', { parentId: top.id });
    low = await kitAgent(t, 'clow01', { parentId: mid.id });
    leaf = await kitAgent(t, 'cleaf01', { parentId: low.id });
    player = await kitAccount(t, 'cplayer01', { parentId: top.id });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets the house offer a top agent, flags the offer in the consolidated call, and activates it on accept', async () => {
    const offered = await houseCall(t, contractsOpsEndpoints.opsOffer, {
      kind: 'dailySalary',
      account: top.account,
      terms: high,
    });
    expectOk(offered, contractsOpsEndpoints.opsOffer);
    const funds = () =>
      callAs(t, walletEndpoints.consolidated, top.token).then((r) =>
        expectOk(r, walletEndpoints.consolidated),
      );
    expect(await funds()).toMatchObject({ dailysalreqtype: 1, divtypereq: 0 });
    const pending = expectOk(
      await callAs(t, contractsEndpoints.pending, top.token),
      contractsEndpoints.pending,
    );
    expect(pending.map((c) => [c.kind, c.upline, c.state])).toEqual([
      ['dailySalary', null, 'offered'],
    ]);
    const active = await act(t, top.token, 'dailySalary', pending[0]!.id, 'accept');
    expect(active).toMatchObject({ state: 'active', upline: null, downline: top.account });
    expect(active.activeFrom).not.toBeNull();
    expect(await funds()).toMatchObject({ dailysalreqtype: 0 });
  });

  it('refuses offers above the offering agent’s own terms, to members, below direct downlines, or twice', async () => {
    const above = tiers([['0.011', '0']]);
    expectError(
      await offer(t, top.token, 'dailySalary', mid.account, above),
      400,
      'contract_exceeds_upline',
    );
    // The same rate for less volume is more generous than the upline's tier: refused too.
    const cheaper = tiers([
      ['0.01', '0'],
      ['0.02', '999.99', 2],
    ]);
    expectError(
      await offer(t, top.token, 'dailySalary', mid.account, cheaper),
      400,
      'contract_exceeds_upline',
    );
    expectError(
      await offer(t, top.token, 'dailySalary', player.account, lower),
      400,
      'contract_downline_not_agent',
    );
    expectError(await offer(t, top.token, 'dailySalary', low.account, lower), 403, 'forbidden');
    expectError(
      await offer(t, mid.token, 'dailySalary', low.account, lower),
      409,
      'contract_no_own_terms',
    );
    const bad = tiers([
      ['0.02', '0'],
      ['0.01', '10'],
    ]);
    expectError(await offer(t, top.token, 'dailySalary', mid.account, bad), 400, 'invalid_input');

    expectOk(
      await offer(t, top.token, 'dailySalary', mid.account, middle),
      contractsEndpoints.offer,
    );
    expectError(
      await offer(t, top.token, 'dailySalary', mid.account, lower),
      409,
      'contract_offer_pending',
    );
  });

  it('answers: only the downline accepts or rejects, only the upline withdraws', async () => {
    const [pending] = expectOk(
      await callAs(t, contractsEndpoints.pending, mid.token),
      contractsEndpoints.pending,
    );
    expectError(
      await process(t, top.token, 'dailySalary', pending!.id, 'accept'),
      409,
      'contract_state',
    );
    // Another kind's call does not reach this contract; strangers do not see it.
    expectError(await process(t, mid.token, 'hourSalary', pending!.id, 'accept'), 404, 'not_found');
    expectError(
      await process(t, leaf.token, 'dailySalary', pending!.id, 'reject'),
      404,
      'not_found',
    );
    const withdrawn = await act(t, top.token, 'dailySalary', pending!.id, 'withdraw');
    expect(withdrawn).toMatchObject({ state: 'ended', endReason: 'withdrawn' });

    const again = expectOk(
      await offer(t, top.token, 'dailySalary', mid.account, middle),
      contractsEndpoints.offer,
    );
    const rejected = await act(t, mid.token, 'dailySalary', again.id, 'reject');
    expect(rejected).toMatchObject({ state: 'rejected', endReason: 'rejected' });
    const accepted = await agree(t, top, mid, 'dailySalary', middle);
    expect(accepted.state).toBe('active');
  });

  it('ends the contracts below that a lower accepted rate now exceeds, down the whole tree', async () => {
    const lowContract = await agree(t, mid, low, 'dailySalary', lower);
    const leafContract = await agree(t, low, leaf, 'dailySalary', lowest);
    const midOld = (await contractOf(t, mid.token, 'dailySalary', lowContract.id))!;
    expect(midOld.state).toBe('active');

    // mid accepts new terms below what it gives low: low's contract ends, and with it leaf's.
    const changed = expectOk(
      await offer(t, top.token, 'dailySalary', mid.account, tiers([['0.004', '0']])),
      contractsEndpoints.offer,
    );
    expect(changed.replaces).not.toBeNull();
    await act(t, mid.token, 'dailySalary', changed.id, 'accept');

    expect(await contractOf(t, low.token, 'dailySalary', lowContract.id)).toMatchObject({
      state: 'ended',
      endReason: 'uplineRateReduced',
    });
    expect(await contractOf(t, leaf.token, 'dailySalary', leafContract.id)).toMatchObject({
      state: 'ended',
      endReason: 'uplineEnded',
    });
    const replaced = (await contractOf(t, mid.token, 'dailySalary', changed.replaces!))!;
    expect(replaced).toMatchObject({ state: 'ended', endReason: 'replaced' });

    // Both sides of each ended contract were told, and the cascade is audited.
    const [notices] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from platform_message where member_id = any($1::int8[])
         and content like '%terminou%'`,
      [[low.id, leaf.id, mid.id]],
    );
    expect(notices!.n).toBeGreaterThanOrEqual(4);
    const [audited] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'contract_action'
         and detail->>'by' = 'cascade'`,
    );
    expect(audited!.n).toBe(2);
  });

  it('keeps downline contracts that the new terms still cover', async () => {
    const lowContract = await agree(t, mid, low, 'dailySalary', tiers([['0.003', '0']]));
    const raised = expectOk(
      await offer(t, top.token, 'dailySalary', mid.account, tiers([['0.006', '0']])),
      contractsEndpoints.offer,
    );
    await act(t, mid.token, 'dailySalary', raised.id, 'accept');
    expect((await contractOf(t, low.token, 'dailySalary', lowContract.id))!.state).toBe('active');
  });

  it('ends a contract when the other side confirms a termination, with its downline contracts', async () => {
    const list = expectOk(
      await callAs(t, contractsEndpoints.list, mid.token, { kind: 'dailySalary' }),
      contractsEndpoints.list,
    );
    const own = list.received.find((c) => c.state === 'active')!;
    expect(list.given.map((c) => c.downline)).toEqual([low.account]);
    expect(list.offerTo).toEqual([low.account]);

    const asked = await act(t, mid.token, 'dailySalary', own.id, 'requestTermination');
    expect(asked).toMatchObject({
      state: 'terminationRequested',
      terminationRequestedBy: 'downline',
    });
    // The end of the brand's calendar day at the latest.
    expect(Date.parse(asked.endsAt!)).toBeGreaterThan(Date.now());
    expectError(
      await process(t, mid.token, 'dailySalary', own.id, 'confirmTermination'),
      409,
      'contract_state',
    );
    const ended = await act(t, top.token, 'dailySalary', own.id, 'confirmTermination');
    expect(ended).toMatchObject({ state: 'ended', endReason: 'terminated' });
    const after = expectOk(
      await callAs(t, contractsEndpoints.list, mid.token, { kind: 'dailySalary' }),
      contractsEndpoints.list,
    );
    expect(after).toMatchObject({ received: [], given: [], ownTerms: null, offerTo: [] });
  });

  it('answers 403 feature_disabled while the kind’s switch is off, and hides its offers', async () => {
    await houseCall(t, contractsOpsEndpoints.opsOffer, {
      kind: 'hourSalary',
      account: top.account,
      terms: high,
    });
    await setModule(t, 'HOUR_SALARY', false);
    try {
      expectError(
        await callAs(t, contractsEndpoints.list, top.token, { kind: 'hourSalary' }),
        403,
        'feature_disabled',
      );
      const funds = expectOk(
        await callAs(t, walletEndpoints.consolidated, top.token),
        walletEndpoints.consolidated,
      );
      expect(funds.contracthoursalreq).toBe(0);
      const pending = expectOk(
        await callAs(t, contractsEndpoints.pending, top.token),
        contractsEndpoints.pending,
      );
      expect(pending.filter((c) => c.kind === 'hourSalary')).toEqual([]);
    } finally {
      await setModule(t, 'HOUR_SALARY', true);
    }
  });

  it('ends a requested termination at its period’s end and expires unanswered offers', async () => {
    const own = await houseContract(t, mid, 'realtimeSalary', {
      realtime: { winRate: '0.001', lossRate: '0.002', minSingleBet: '1' },
    }).catch(() => null);
    // mid is not a top agent: the house offers only agents without an upline agent.
    expect(own).toBeNull();

    const rt = await houseContract(t, top, 'realtimeSalary', {
      realtime: { winRate: '0.001', lossRate: '0.002', minSingleBet: '1' },
    });
    const asked = await act(t, top.token, 'realtimeSalary', rt.id, 'requestTermination');
    const offered = expectOk(
      await offer(t, top.token, 'realtimeSalary', mid.account, {
        realtime: { winRate: '0.001', lossRate: '0.001', minSingleBet: '5' },
      }),
      contractsEndpoints.offer,
    );
    await sql(t, `update agent_contract set offered_at = now() - interval '8 days' where id = $1`, [
      offered.id,
    ]);
    expectOk(await houseCall(t, contractsOpsEndpoints.opsRun, {}), contractsOpsEndpoints.opsRun);
    // The termination waits for the five-minute slot's end; the old offer has expired.
    expect((await contractOf(t, top.token, 'realtimeSalary', rt.id))!.state).toBe(
      'terminationRequested',
    );
    expect(await contractOf(t, mid.token, 'realtimeSalary', offered.id)).toMatchObject({
      state: 'expired',
      endReason: 'expired',
    });
    await sql(t, `update agent_contract set ends_at = now() - interval '1 second' where id = $1`, [
      asked.id,
    ]);
    expectOk(await houseCall(t, contractsOpsEndpoints.opsRun, {}), contractsOpsEndpoints.opsRun);
    expect(await contractOf(t, top.token, 'realtimeSalary', rt.id)).toMatchObject({
      state: 'ended',
      endReason: 'terminated',
    });
  });

  it('refuses a run “as of” another time unless the server has a test clock', async () => {
    const asOf = new Date().toISOString();
    expectError(await houseCall(t, contractsOpsEndpoints.opsRun, { asOf }), 403, 'forbidden');
  });
});
