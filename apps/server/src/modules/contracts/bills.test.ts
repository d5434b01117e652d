import { contractAmount } from '@portal/contract/contracts/calculate';
import { contractsEndpoints } from '@portal/contract/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setModule } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callAs } from '../../testing/wallet-kit.ts';
import { kitAccount, kitAgent, type KitAccount } from '../agent/agent-test-kit.ts';
import {
  addBets,
  addContract,
  credit,
  engineKit,
  tierTerms,
  type EngineKit,
} from './engine/engine-test-kit.ts';

/**
 * The agent centre's bills through the wire: the bills an agent received and paid, newest
 * period first and paged; one bill with its statement for its two sides only; agents only; and
 * nothing while the kind's switch is off.
 */
const at = (iso: string) => Date.parse(iso);

describe('contract bills: lists and statements', () => {
  let t: TestApp;
  let k: EngineKit;
  let upline: KitAccount;
  let agent: KitAccount;
  let stranger: KitAccount;
  let player: KitAccount;
  let contractId: string;

  const list = (token: string, input: Record<string, unknown>) =>
    callAs(t, contractsEndpoints.bills, token, { kind: 'dailySalary', ...input });
  const detail = (token: string, id: string) => callAs(t, contractsEndpoints.bill, token, { id });

  beforeAll(async () => {
    t = await createTestApp();
    k = await engineKit(t);
    upline = await kitAgent(t, 'cbupline');
    agent = await kitAgent(t, 'cbagent', { parentId: upline.id });
    stranger = await kitAgent(t, 'cbstranger');
    player = await kitAccount(t, 'cbplayer', { parentId: agent.id });
    await credit(k.db, k.merchant, upline.id, 1_000_000n);
    contractId = await addContract(k.db, k.merchant, {
      kind: 'dailySalary',
      uplineId: upline.id,
      downlineId: agent.id,
      terms: tierTerms([['0.01', '10.00']]),
      activeFrom: at('2026-03-02T03:00:00Z'),
    });
    // The house pays the upline (a top agent) a real-time salary: a bill of another kind.
    await addContract(k.db, k.merchant, {
      kind: 'realtimeSalary',
      uplineId: null,
      downlineId: upline.id,
      terms: { realtime: { winRate: '0.01', lossRate: '0.01', minSingleBet: '0' } },
      activeFrom: at('2026-03-04T12:00:00Z'),
      endedAt: at('2026-03-04T12:05:00Z'),
    });
    // 2 March: 1000.00, paid 10.00; 3 March: 9.99, below the tier: a notReached bill; 4 March:
    // 500.00, paid 5.00; 5 March: no bet, no bill.
    await addBets(k.db, k.merchant, [
      { memberId: player.id, stake: 100_000n, payout: 0n, at: at('2026-03-02T12:00:00Z') },
      { memberId: player.id, stake: 999n, payout: 0n, at: at('2026-03-03T12:00:00Z') },
      { memberId: player.id, stake: 50_000n, payout: 0n, at: at('2026-03-04T12:00:00Z') },
    ]);
    await k.run(at('2026-03-06T03:01:00Z'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the bills an agent received, newest period first, paged', async () => {
    const first = expectOk(await list(agent.token, { pageSize: 2 }), contractsEndpoints.bills);
    expect(first).toMatchObject({ total: 3, totalPages: 2, pageNum: 1 });
    expect(first.list.map((b) => [b.periodStart, b.state, b.amount])).toEqual([
      ['2026-03-04T03:00:00.000Z', 'paid', '5.00'],
      ['2026-03-03T03:00:00.000Z', 'notReached', '0.00'],
    ]);
    expect(first.list[0]).toMatchObject({
      contractId,
      kind: 'dailySalary',
      periodEnd: '2026-03-05T03:00:00.000Z',
      payer: 'cbupline',
      payee: 'cbagent',
      attempts: 1,
    });
    expect(first.list[0]!.paidAt).not.toBeNull();
    const second = expectOk(
      await list(agent.token, { pageSize: 2, pageNo: 2 }),
      contractsEndpoints.bills,
    );
    expect(second.list.map((b) => [b.periodStart, b.amount])).toEqual([
      ['2026-03-02T03:00:00.000Z', '10.00'],
    ]);
  });

  it('lists the bills an agent paid on the paid side, and each kind apart', async () => {
    const paid = expectOk(await list(upline.token, { side: 'paid' }), contractsEndpoints.bills);
    expect(paid.list.map((b) => [b.payer, b.payee, b.amount])).toEqual([
      ['cbupline', 'cbagent', '5.00'],
      ['cbupline', 'cbagent', '0.00'],
      ['cbupline', 'cbagent', '10.00'],
    ]);
    expect(expectOk(await list(upline.token, {}), contractsEndpoints.bills).list).toEqual([]);
    expect(
      expectOk(await list(agent.token, { side: 'paid' }), contractsEndpoints.bills).total,
    ).toBe(0);
    const house = expectOk(
      await list(upline.token, { kind: 'realtimeSalary' }),
      contractsEndpoints.bills,
    );
    expect(house.list.map((b) => [b.payer, b.payee, b.amount])).toEqual([
      [null, 'cbupline', '5.00'],
    ]);
  });

  it('shows a bill with its statement to its payer and payee, and to nobody else', async () => {
    const [row] = expectOk(await list(agent.token, { pageSize: 1 }), contractsEndpoints.bills).list;
    const asPayee = expectOk(await detail(agent.token, row!.id), contractsEndpoints.bill);
    expect(asPayee.bill).toEqual(row);
    expect(asPayee.statement).toMatchObject({
      windowStart: '2026-03-04T03:00:00.000Z',
      figures: { validBet: '500.00', activeMembers: 1, bets: 1 },
      tier: 0,
      rate: '0.01',
      amount: '5.00',
    });
    // The statement recomputes to its amount with the shared arithmetic.
    const { figures, terms } = asPayee.statement;
    const parse = k.merchant.money.parse;
    const recomputed = contractAmount(
      'dailySalary',
      terms,
      {
        validBet: parse(figures.validBet),
        profit: parse(figures.profit),
        activeMembers: figures.activeMembers,
        winStake: parse(figures.winStake),
        lossStake: parse(figures.lossStake),
      },
      k.merchant.money,
    );
    expect(k.merchant.money.format(recomputed.amount)).toBe(asPayee.statement.amount);
    expect(expectOk(await detail(upline.token, row!.id), contractsEndpoints.bill)).toEqual(asPayee);
    expectError(await detail(stranger.token, row!.id), 404, 'not_found');
    expectError(await detail(agent.token, '999999999'), 404, 'not_found');
  });

  it('answers agents only, and nothing while the kind is switched off', async () => {
    expectError(await list(player.token, {}), 403, 'forbidden');
    expectError(await list(agent.token, { pageSize: 101 }), 400, 'invalid_input');
    const [row] = expectOk(await list(agent.token, {}), contractsEndpoints.bills).list;
    await setModule(t, 'SALARY', false);
    try {
      expectError(await list(agent.token, {}), 403, 'feature_disabled');
      expectError(await detail(agent.token, row!.id), 403, 'feature_disabled');
      // Another kind's switch is its own.
      expectOk(await list(upline.token, { kind: 'realtimeSalary' }), contractsEndpoints.bills);
    } finally {
      await setModule(t, 'SALARY', true);
    }
    expectOk(await list(agent.token, {}), contractsEndpoints.bills);
  });
});
