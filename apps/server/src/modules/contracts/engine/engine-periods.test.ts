import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../../merchant/merchant.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  addBets,
  addContract,
  addMember,
  billsOf,
  credit,
  engineKit,
  tierTerms,
  type EngineKit,
} from './engine-test-kit.ts';

/**
 * The windows bills count: calendar days of a zone whose clocks change (Europe/Lisbon: 29 March
 * 2026 has 23 hours, 25 October 25 hours), a contract accepted mid-day, one that ended mid-day
 * (its last, partial bill, then nothing), one that ended the instant it began, and a contract
 * replaced mid-day by a new one: every bet in exactly one bill.
 */
const at = (iso: string) => Date.parse(iso);
/** Any tier from 0.01: every window with a bet pays 10 % of its valid bet. */
const terms = tierTerms([['0.1', '0.01']]);

describe('contract engine: period edges', () => {
  let t: TestApp;
  let k: EngineKit;
  let upline: string;
  let lisbon: Merchant;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    k = await engineKit(t);
    lisbon = { ...k.merchant, timeZone: 'Europe/Lisbon' };
    upline = await addMember(k.db, k.merchant, 'epupline', { type: 1 });
    await credit(k.db, k.merchant, upline, 1_000_000n);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A downline agent with one player. */
  async function downline() {
    serial += 1;
    const agent = await addMember(k.db, k.merchant, `epagent${serial}`, {
      type: 1,
      parentId: upline,
    });
    const player = await addMember(k.db, k.merchant, `epplayer${serial}`, { parentId: agent });
    return { agent, player };
  }

  /** Each bill's period and valid bet. */
  async function summary(contractId: string) {
    return (await billsOf(k.db, contractId)).map((b) => [
      b.period_start.toISOString(),
      b.period_end.toISOString(),
      b.statement.figures.validBet,
    ]);
  }

  it('bills Lisbon calendar days across both clock changes, bets on the right side of midnight', async () => {
    const spring = await downline();
    const springId = await addContract(k.db, k.merchant, {
      kind: 'dailySalary',
      uplineId: upline,
      downlineId: spring.agent,
      terms,
      activeFrom: at('2026-03-28T00:00:00Z'),
    });
    const bet = (stake: bigint, iso: string) => ({
      memberId: spring.player,
      stake,
      payout: 0n,
      at: at(iso),
    });
    await addBets(k.db, k.merchant, [
      bet(100n, '2026-03-28T23:59:59.999Z'),
      bet(200n, '2026-03-29T00:00:00Z'),
      bet(400n, '2026-03-29T22:59:59.999Z'),
      bet(800n, '2026-03-29T23:00:00Z'),
    ]);
    await k.run(at('2026-03-30T23:01:00Z'), lisbon);
    expect(await summary(springId)).toEqual([
      ['2026-03-28T00:00:00.000Z', '2026-03-29T00:00:00.000Z', '1.00'],
      ['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z', '6.00'],
      ['2026-03-29T23:00:00.000Z', '2026-03-30T23:00:00.000Z', '8.00'],
    ]);

    const autumn = await downline();
    const autumnId = await addContract(k.db, k.merchant, {
      kind: 'dailySalary',
      uplineId: upline,
      downlineId: autumn.agent,
      terms,
      activeFrom: at('2026-10-24T23:00:00Z'),
    });
    await addBets(k.db, k.merchant, [
      { memberId: autumn.player, stake: 100n, payout: 0n, at: at('2026-10-25T23:59:59.999Z') },
      { memberId: autumn.player, stake: 200n, payout: 0n, at: at('2026-10-26T00:00:00Z') },
    ]);
    await k.run(at('2026-10-27T00:01:00Z'), lisbon);
    expect(await summary(autumnId)).toEqual([
      ['2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z', '1.00'],
      ['2026-10-26T00:00:00.000Z', '2026-10-27T00:00:00.000Z', '2.00'],
    ]);
  });

  it('counts only bets settled after a mid-day acceptance', async () => {
    const { agent, player } = await downline();
    const id = await addContract(k.db, k.merchant, {
      kind: 'dailySalary',
      uplineId: upline,
      downlineId: agent,
      terms,
      activeFrom: at('2026-03-02T15:00:00Z'),
    });
    await addBets(k.db, k.merchant, [
      { memberId: player, stake: 100n, payout: 0n, at: at('2026-03-02T14:59:59.999Z') },
      { memberId: player, stake: 200n, payout: 0n, at: at('2026-03-02T15:00:00Z') },
    ]);
    await k.run(at('2026-03-03T03:01:00Z'));
    const [bill, ...rest] = await billsOf(k.db, id);
    expect(rest).toEqual([]);
    expect(bill!.period_start.toISOString()).toBe('2026-03-02T03:00:00.000Z');
    expect(bill!.statement).toMatchObject({
      windowStart: '2026-03-02T15:00:00.000Z',
      windowEnd: '2026-03-03T03:00:00.000Z',
      figures: { validBet: '2.00' },
      amount: '0.20',
    });
  });

  it('gives an ended contract its last, partial bill when the period ends, then nothing', async () => {
    const { agent, player } = await downline();
    const id = await addContract(k.db, k.merchant, {
      kind: 'dailySalary',
      uplineId: upline,
      downlineId: agent,
      terms,
      activeFrom: at('2026-03-02T03:00:00Z'),
      endedAt: at('2026-03-03T18:00:00Z'),
    });
    await addBets(k.db, k.merchant, [
      { memberId: player, stake: 100n, payout: 0n, at: at('2026-03-02T12:00:00Z') },
      { memberId: player, stake: 200n, payout: 0n, at: at('2026-03-03T17:59:59.999Z') },
      { memberId: player, stake: 400n, payout: 0n, at: at('2026-03-03T18:00:00Z') },
    ]);
    // The day it ended has not ended yet: only the day before is billed.
    await k.run(at('2026-03-03T18:30:00Z'));
    expect((await summary(id)).length).toBe(1);
    await k.run(at('2026-03-04T03:01:00Z'));
    const bills = await billsOf(k.db, id);
    expect(bills.map((b) => [b.statement.windowStart, b.statement.windowEnd])).toEqual([
      ['2026-03-02T03:00:00.000Z', '2026-03-03T03:00:00.000Z'],
      ['2026-03-03T03:00:00.000Z', '2026-03-03T18:00:00.000Z'],
    ]);
    expect(bills.map((b) => b.statement.figures.validBet)).toEqual(['1.00', '2.00']);
    const [row] = await k.db.query<{ done: boolean }>(
      'select billed_until = ended_at as done from agent_contract where id = $1',
      [id],
    );
    expect(row!.done).toBe(true);
    await k.run(at('2026-03-20T03:01:00Z'));
    expect((await billsOf(k.db, id)).length).toBe(2);
  });

  it('closes a contract that ended the instant it began without a bill', async () => {
    const { agent } = await downline();
    const id = await addContract(k.db, k.merchant, {
      kind: 'hourSalary',
      uplineId: upline,
      downlineId: agent,
      terms,
      activeFrom: at('2026-03-02T15:00:00Z'),
      endedAt: at('2026-03-02T15:00:00Z'),
    });
    await k.run(at('2026-03-02T17:00:00Z'));
    expect(await billsOf(k.db, id)).toEqual([]);
    const [row] = await k.db.query<{ done: boolean }>(
      'select billed_until = ended_at as done from agent_contract where id = $1',
      [id],
    );
    expect(row!.done).toBe(true);
  });

  it('splits a day between a contract and the one that replaced it, each bet once', async () => {
    const { agent, player } = await downline();
    const switchAt = at('2026-03-05T15:00:00Z');
    const oldId = await addContract(k.db, k.merchant, {
      kind: 'dailySalary',
      uplineId: upline,
      downlineId: agent,
      terms,
      activeFrom: at('2026-03-05T03:00:00Z'),
      endedAt: switchAt,
    });
    const newId = await addContract(k.db, k.merchant, {
      kind: 'dailySalary',
      uplineId: upline,
      downlineId: agent,
      terms: tierTerms([['0.2', '0.01']]),
      activeFrom: switchAt,
    });
    await addBets(k.db, k.merchant, [
      { memberId: player, stake: 100n, payout: 0n, at: switchAt - 1 },
      { memberId: player, stake: 200n, payout: 0n, at: switchAt },
    ]);
    await k.run(at('2026-03-06T03:01:00Z'));
    expect(await summary(oldId)).toEqual([
      ['2026-03-05T03:00:00.000Z', '2026-03-06T03:00:00.000Z', '1.00'],
    ]);
    expect(await summary(newId)).toEqual([
      ['2026-03-05T03:00:00.000Z', '2026-03-06T03:00:00.000Z', '2.00'],
    ]);
    const amounts = [...(await billsOf(k.db, oldId)), ...(await billsOf(k.db, newId))].map(
      (b) => b.amount,
    );
    expect(amounts).toEqual([10n, 40n]);
  });
});
