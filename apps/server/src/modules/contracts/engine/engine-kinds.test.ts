import { billStatement } from '@portal/contract/contracts/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { invariantCounts, zeroInvariants } from '../../ledger/invariants.ts';
import {
  addBets,
  addContract,
  addMember,
  balanceOf,
  billsOf,
  credit,
  engineKit,
  tierTerms,
  type EngineKit,
} from './engine-test-kit.ts';

/**
 * Hand-computed bills of each kind on the demo brand (America/Sao_Paulo, UTC-3, no daylight
 * saving; BRL with two decimals): thresholds reached exactly and missed by one minor unit,
 * rounding down to the minor unit, the team (the downline, its players and its sub-agent's
 * players, not outsiders), the bets that do not count, a dividend's bonuses and negative
 * profit, and the idle windows (no counted bet, nothing owed) that get no bill at all.
 */
const at = (iso: string) => Date.parse(iso);

describe('contract engine: the bills of each kind', () => {
  let t: TestApp;
  let k: EngineKit;
  let upline: string;
  let outsider: string;

  beforeAll(async () => {
    t = await createTestApp();
    k = await engineKit(t);
    upline = await addMember(k.db, k.merchant, 'ekupline', { type: 1 });
    outsider = await addMember(k.db, k.merchant, 'ekoutsider', { parentId: upline });
    await credit(k.db, k.merchant, upline, 100_000n);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A downline agent of the upline with two players, a sub-agent and the sub-agent's player. */
  async function team(prefix: string, parentId: string | null = upline) {
    const agent = await addMember(k.db, k.merchant, `${prefix}agent`, { type: 1, parentId });
    const p1 = await addMember(k.db, k.merchant, `${prefix}p1`, { parentId: agent });
    const p2 = await addMember(k.db, k.merchant, `${prefix}p2`, { parentId: agent });
    const sub = await addMember(k.db, k.merchant, `${prefix}sub`, { type: 1, parentId: agent });
    const deep = await addMember(k.db, k.merchant, `${prefix}deep`, { parentId: sub });
    return { agent, p1, p2, sub, deep };
  }

  it('pays daily salary by the highest tier reached, exactly at its thresholds', async () => {
    const { agent, p1, p2, deep } = await team('ekd');
    const id = await addContract(k.db, k.merchant, {
      kind: 'dailySalary',
      uplineId: upline,
      downlineId: agent,
      terms: tierTerms([
        ['0.01', '100.00', 1],
        ['0.02', '200.00', 2],
      ]),
      activeFrom: at('2026-03-01T03:00:00Z'),
    });
    await addBets(k.db, k.merchant, [
      // 1 March: no bet: no bill. 2 March: 200.00 by two players (one deep in the team): the
      // second tier, 4.00 (the house's profit, 0 here, is no salary threshold).
      { memberId: p1, stake: 10_000n, payout: 5_000n, at: at('2026-03-02T03:00:00Z') },
      { memberId: deep, stake: 10_000n, payout: 15_000n, at: at('2026-03-03T02:59:59.999Z') },
      { memberId: outsider, stake: 50_000n, payout: 0n, at: at('2026-03-02T12:00:00Z') },
      { memberId: p2, stake: 10_000n, payout: 0n, at: at('2026-03-02T12:00:00Z'), status: 'open' },
      {
        memberId: p2,
        stake: 10_000n,
        payout: 0n,
        at: at('2026-03-02T12:00:00Z'),
        status: 'rolled_back',
      },
      // A settled bet without a stake is not a counted bet: p2 stays inactive.
      { memberId: p2, stake: 0n, payout: 0n, at: at('2026-03-02T12:00:00Z') },
      // 3 March: 199.99 by the agent itself and a player: the first tier, 1.9999 -> 1.99.
      { memberId: agent, stake: 10_000n, payout: 0n, at: at('2026-03-03T12:00:00Z') },
      { memberId: p1, stake: 9_999n, payout: 0n, at: at('2026-03-03T12:00:00Z') },
      // 4 March: 300.00 by one player: two active members are not reached, 3.00.
      { memberId: p1, stake: 30_000n, payout: 0n, at: at('2026-03-04T12:00:00Z') },
      // 5 March: 99.99: no tier. 6 March starts at 03:00 UTC.
      { memberId: p1, stake: 9_999n, payout: 0n, at: at('2026-03-05T12:00:00Z') },
      { memberId: p1, stake: 90_000n, payout: 0n, at: at('2026-03-06T03:00:00Z') },
    ]);

    // One millisecond before 5 March's grace ends it is not billed yet.
    await k.run(at('2026-03-06T03:00:59.999Z'));
    expect((await billsOf(k.db, id)).map((b) => b.period_start.toISOString())).toEqual([
      '2026-03-02T03:00:00.000Z',
      '2026-03-03T03:00:00.000Z',
      '2026-03-04T03:00:00.000Z',
    ]);
    await k.run(at('2026-03-06T03:01:00Z'));
    const bills = await billsOf(k.db, id);
    expect(bills.map((b) => [b.state, b.amount, b.attempts])).toEqual([
      ['paid', 400n, 1],
      ['paid', 199n, 1],
      ['paid', 300n, 1],
      ['notReached', 0n, 0],
    ]);
    expect(bills[0]!.statement).toEqual({
      windowStart: '2026-03-02T03:00:00.000Z',
      windowEnd: '2026-03-03T03:00:00.000Z',
      figures: {
        validBet: '200.00',
        profit: '0.00',
        payout: '200.00',
        bonus: '0.00',
        activeMembers: 2,
        bets: 2,
        winStake: '100.00',
        lossStake: '100.00',
      },
      terms: tierTerms([
        ['0.01', '100.00', 1],
        ['0.02', '200.00', 2],
      ]),
      tier: 1,
      rate: '0.02',
      base: '200.00',
      formula: 'salary',
      amount: '4.00',
    });
    expect(bills[1]!.statement).toMatchObject({ tier: 0, rate: '0.01', base: '199.99' });
    expect(bills[3]!.statement).toMatchObject({
      figures: { validBet: '99.99', bets: 1 },
      tier: null,
      rate: '0',
      amount: '0.00',
    });
    for (const bill of bills) expect(billStatement.safeParse(bill.statement).success).toBe(true);
    expect(bills.every((b) => b.payer_id === upline && b.payee_id === agent)).toBe(true);
    expect(await balanceOf(k.db, k.merchant, agent)).toBe(899n);
    const [txns] = await k.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_txn where kind = 'daily_salary'
         and idempotency_key like $1`,
      [`contract-bill:${id}:%`],
    );
    expect(txns!.n).toBe(3);
  });

  it('pays hourly salary per wall-clock hour', async () => {
    const { agent, p1 } = await team('ekh');
    const id = await addContract(k.db, k.merchant, {
      kind: 'hourSalary',
      uplineId: upline,
      downlineId: agent,
      terms: tierTerms([['0.005', '50.00']]),
      activeFrom: at('2026-03-02T13:00:00Z'),
    });
    await addBets(k.db, k.merchant, [
      { memberId: p1, stake: 5_000n, payout: 0n, at: at('2026-03-02T13:59:59.999Z') },
      { memberId: p1, stake: 4_999n, payout: 0n, at: at('2026-03-02T14:00:00Z') },
    ]);
    await k.run(at('2026-03-02T15:01:00Z'));
    const bills = await billsOf(k.db, id);
    expect(bills.map((b) => [b.period_start.toISOString(), b.state, b.amount])).toEqual([
      ['2026-03-02T13:00:00.000Z', 'paid', 25n],
      ['2026-03-02T14:00:00.000Z', 'notReached', 0n],
    ]);
    expect(bills[0]!.period_end.toISOString()).toBe('2026-03-02T14:00:00.000Z');
  });

  it('pays real-time salary on each counted bet by whether it won, every five minutes', async () => {
    const { agent, p1, deep } = await team('ekr');
    const id = await addContract(k.db, k.merchant, {
      kind: 'realtimeSalary',
      uplineId: upline,
      downlineId: agent,
      terms: { realtime: { winRate: '0.01', lossRate: '0.005', minSingleBet: '10.00' } },
      activeFrom: at('2026-03-02T13:00:00Z'),
    });
    await addBets(k.db, k.merchant, [
      { memberId: p1, stake: 1_000n, payout: 2_000n, at: at('2026-03-02T13:00:00Z') },
      { memberId: p1, stake: 999n, payout: 0n, at: at('2026-03-02T13:01:00Z') },
      { memberId: deep, stake: 3_000n, payout: 0n, at: at('2026-03-02T13:02:00Z') },
      { memberId: agent, stake: 2_000n, payout: 2_000n, at: at('2026-03-02T13:04:59.999Z') },
      { memberId: p1, stake: 3_333n, payout: 100n, at: at('2026-03-02T13:05:00Z') },
    ]);
    await k.run(at('2026-03-02T13:11:00Z'));
    const bills = await billsOf(k.db, id);
    // 30.00 won x 1 % + 30.00 lost x 0.5 % = 0.45; then 33.33 lost x 0.5 % = 0.16665 -> 0.16.
    expect(bills.map((b) => [b.state, b.amount])).toEqual([
      ['paid', 45n],
      ['paid', 16n],
    ]);
    expect(bills[0]!.statement).toMatchObject({
      figures: { validBet: '60.00', winStake: '30.00', lossStake: '30.00', bets: 3 },
      tier: null,
      rate: '0',
      base: '60.00',
      formula: 'realtime',
      amount: '0.45',
    });
  });

  it('pays a weekly dividend on profit after bonuses, from the house to a top agent', async () => {
    const { agent, p1, deep } = await team('ekv', null);
    const id = await addContract(k.db, k.merchant, {
      kind: 'dividend',
      uplineId: null,
      downlineId: agent,
      terms: tierTerms(
        [
          ['0.05', '0', 0, '0'],
          ['0.1', '0', 0, '100.00'],
          ['0.2', '0', 0, '500.00'],
        ],
        'weekly',
      ),
      activeFrom: at('2026-03-02T03:00:00Z'),
    });
    await addBets(k.db, k.merchant, [
      // Week of 2 March: 1000.00 staked, 300.00 paid out, 200.00 of bonuses: profit 500.00.
      { memberId: p1, stake: 60_000n, payout: 30_000n, at: at('2026-03-03T12:00:00Z') },
      { memberId: deep, stake: 40_000n, payout: 0n, at: at('2026-03-09T02:59:59Z') },
      // Week of 9 March: profit 499.99.
      { memberId: p1, stake: 100_000n, payout: 50_001n, at: at('2026-03-10T12:00:00Z') },
      // Week of 16 March: the team won, profit -50.00.
      { memberId: p1, stake: 10_000n, payout: 15_000n, at: at('2026-03-17T12:00:00Z') },
    ]);
    await credit(k.db, k.merchant, p1, 15_000n, 'bonus', at('2026-03-04T12:00:00Z'));
    await credit(k.db, k.merchant, deep, 5_000n, 'raffle_prize', at('2026-03-08T12:00:00Z'));
    // Not bonuses, or not in a window: left out.
    await credit(k.db, k.merchant, p1, 99_900n, 'deposit', at('2026-03-04T12:00:00Z'));
    await credit(k.db, k.merchant, p1, 7_000n, 'bonus', at('2026-03-02T02:59:59Z'));
    await credit(k.db, k.merchant, outsider, 7_000n, 'bonus', at('2026-03-04T12:00:00Z'));

    await k.run(at('2026-03-23T03:01:00Z'));
    const bills = await billsOf(k.db, id);
    expect(bills.map((b) => [b.period_start.toISOString(), b.state, b.amount])).toEqual([
      ['2026-03-02T03:00:00.000Z', 'paid', 10_000n],
      ['2026-03-09T03:00:00.000Z', 'paid', 4_999n],
      ['2026-03-16T03:00:00.000Z', 'notReached', 0n],
    ]);
    expect(bills[0]!.statement).toMatchObject({
      figures: { validBet: '1000.00', payout: '300.00', bonus: '200.00', profit: '500.00' },
      tier: 2,
      rate: '0.2',
      base: '500.00',
      formula: 'dividend',
    });
    expect(bills[2]!.statement).toMatchObject({
      figures: { profit: '-50.00' },
      tier: null,
      base: '0.00',
      amount: '0.00',
    });
    expect(bills[0]!.payer_id).toBeNull();
    expect(await balanceOf(k.db, k.merchant, agent)).toBe(14_999n);
    expect(await invariantCounts(k.db)).toEqual(zeroInvariants);
  });

  it('writes no bill for a window without a counted bet, and passes it all the same', async () => {
    // 20 February: before every other contract of this file, so the runs count these only.
    const { agent, p1, p2, deep } = await team('eki');
    const realtimeId = await addContract(k.db, k.merchant, {
      kind: 'realtimeSalary',
      uplineId: upline,
      downlineId: agent,
      terms: { realtime: { winRate: '0.01', lossRate: '0.02', minSingleBet: '1.00' } },
      activeFrom: at('2026-02-20T13:00:00Z'),
    });
    const hourId = await addContract(k.db, k.merchant, {
      kind: 'hourSalary',
      uplineId: upline,
      downlineId: agent,
      terms: tierTerms([['0.01', '100.00']]),
      activeFrom: at('2026-02-20T12:00:00Z'),
      endedAt: at('2026-02-20T15:00:00Z'),
    });
    await addBets(k.db, k.merchant, [
      // The slot of 13:10: 20.00 won, 40.00 lost.
      { memberId: p1, stake: 4_000n, payout: 0n, at: at('2026-02-20T13:12:00Z') },
      { memberId: deep, stake: 2_000n, payout: 5_000n, at: at('2026-02-20T13:14:59.999Z') },
      // Bets that do not count for real-time salary: under its minimum single bet (the hour
      // counts it), open, an outsider's.
      { memberId: p2, stake: 99n, payout: 0n, at: at('2026-02-20T13:37:00Z') },
      { memberId: p2, stake: 1_000n, payout: 0n, at: at('2026-02-20T13:42:00Z'), status: 'open' },
      { memberId: outsider, stake: 50_000n, payout: 0n, at: at('2026-02-20T13:50:00Z') },
    ]);
    const billedUntil = async (id: string) => {
      const [row] = await k.db.query<{ billed_until: Date; done: boolean }>(
        `select billed_until, billed_until is not distinct from ended_at as done
         from agent_contract where id = $1`,
        [id],
      );
      return { at: row!.billed_until.toISOString(), done: row!.done };
    };

    // 24 slots from 13:00 to 15:00 and the hours of 12, 13 and 14, all due (grace included).
    const first = await k.run(at('2026-02-20T15:01:00Z'));
    // The slot of 13:10 is paid; the hour of 13 (60.99 counted) misses its tier; 23 slots and
    // the hours of 12 and 14 are idle.
    expect(first).toEqual({ paid: 1, insufficient: 0, notReached: 1, idle: 25, retried: 0 });
    const realtime = await billsOf(k.db, realtimeId);
    // 20.00 won x 1 % + 40.00 lost x 2 % = 1.00.
    expect(realtime.map((b) => [b.period_start.toISOString(), b.state, b.amount])).toEqual([
      ['2026-02-20T13:10:00.000Z', 'paid', 100n],
    ]);
    expect(realtime[0]!.statement.figures).toMatchObject({
      bets: 2,
      winStake: '20.00',
      lossStake: '40.00',
    });
    // Past all 24 slots, though only one has a bill.
    expect(await billedUntil(realtimeId)).toEqual({ at: '2026-02-20T15:00:00.000Z', done: false });
    // A window with counted bets below the first tier still tells the agent so.
    const hour = await billsOf(k.db, hourId);
    expect(hour.map((b) => [b.period_start.toISOString(), b.state, b.amount, b.attempts])).toEqual([
      ['2026-02-20T13:00:00.000Z', 'notReached', 0n, 0],
    ]);
    expect(hour[0]!.statement).toMatchObject({
      figures: { validBet: '60.99', bets: 3, activeMembers: 3 },
      tier: null,
      amount: '0.00',
    });
    // The ended contract's last hour is idle: it is done all the same.
    expect(await billedUntil(hourId)).toEqual({ at: '2026-02-20T15:00:00.000Z', done: true });
    expect(await balanceOf(k.db, k.merchant, agent)).toBe(100n);

    // Nothing more is due before the slot of 15:00 ends its grace: a second run writes nothing.
    const all = await billsOf(k.db);
    const second = await k.run(at('2026-02-20T15:05:59.999Z'));
    expect(second).toEqual({ paid: 0, insufficient: 0, notReached: 0, idle: 0, retried: 0 });
    expect(await billsOf(k.db)).toEqual(all);
    expect(await billedUntil(realtimeId)).toEqual({ at: '2026-02-20T15:00:00.000Z', done: false });
    expect(await invariantCounts(k.db)).toEqual(zeroInvariants);
  });
});
