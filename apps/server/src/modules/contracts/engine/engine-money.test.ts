import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberChannel } from '../../../realtime/realtime.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { invariantCounts, zeroInvariants } from '../../ledger/invariants.ts';
import { contractsEngineJob } from './job.ts';
import { billKey } from './payments.ts';
import {
  addBets,
  addContract,
  addMember,
  balanceOf,
  billsOf,
  credit,
  engineKit,
  tierTerms,
  type BetSpec,
  type EngineKit,
} from './engine-test-kit.ts';

/**
 * Money moves once: two engine runs at the same time over the same periods pay each bill once;
 * a payer short of money leaves the bill `insufficient` with nothing moved, and a later run pays
 * it, whole and once, when the money is there.
 */
const at = (iso: string) => Date.parse(iso);
const start = at('2026-03-02T13:00:00Z');

describe('contract engine: exactly once', () => {
  let t: TestApp;
  let k: EngineKit;

  beforeAll(async () => {
    t = await createTestApp();
    k = await engineKit(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Ledger transactions and money posted under a contract's bill keys. */
  async function ledgerOf(contractId: string) {
    const [row] = await k.db.query<{ n: number; total: bigint }>(
      `select count(distinct t.id)::int as n, coalesce(sum(e.amount) filter (where e.amount > 0), 0)::int8 as total
       from ledger_txn t join ledger_entry e on e.txn_id = t.id where t.idempotency_key like $1`,
      [`contract-bill:${contractId}:%`],
    );
    return row!;
  }

  it('pays each bill once when two runs bill the same periods at once, and nothing on a rerun', async () => {
    const upline = await addMember(k.db, k.merchant, 'eoupline', { type: 1 });
    const funding = 10_000_000n;
    await credit(k.db, k.merchant, upline, funding);
    const contracts: Array<{ id: string; agent: string }> = [];
    const bets: BetSpec[] = [];
    for (let i = 0; i < 8; i += 1) {
      const agent = await addMember(k.db, k.merchant, `eoagent${i}`, { type: 1, parentId: upline });
      const player = await addMember(k.db, k.merchant, `eoplayer${i}`, { parentId: agent });
      for (const kind of ['realtimeSalary', 'hourSalary'] as const) {
        const id = await addContract(k.db, k.merchant, {
          kind,
          uplineId: upline,
          downlineId: agent,
          terms:
            kind === 'realtimeSalary'
              ? { realtime: { winRate: '0.01', lossRate: '0.02', minSingleBet: '1.00' } }
              : tierTerms([['0.01', '1.00']]),
          activeFrom: start,
        });
        contracts.push({ id, agent });
      }
      for (let m = 0; m < 60; m += 2)
        bets.push({
          memberId: player,
          stake: BigInt(1_000 + i * 10 + m),
          payout: m % 4 === 0 ? 2_000n : 0n,
          at: start + m * 60_000,
        });
    }
    await addBets(k.db, k.merchant, bets);
    const now = start + 3_600_000 + 61_000;
    const [a, b] = await Promise.all([k.run(now), k.run(now)]);
    // A run skips the contracts the other holds, and then their later periods: two racing runs
    // may both leave a contract for the next run (one saw its period billed by the other while
    // the other found it locked by the first). The next run finishes; each of the 8 contracts x
    // 12 slots and 8 x one hour is paid by exactly one run (every window has bets: none is idle).
    const c = await k.run(now);
    expect(a.paid + b.paid + c.paid).toBe(8 * 12 + 8);
    expect(a.notReached + b.notReached + c.notReached + a.idle + b.idle + c.idle).toBe(0);

    let paidTotal = 0n;
    for (const { id } of contracts) {
      const bills = await billsOf(k.db, id);
      expect(new Set(bills.map((bill) => bill.period_start.getTime())).size).toBe(bills.length);
      const paid = bills.filter((bill) => bill.state === 'paid');
      const ledger = await ledgerOf(id);
      expect(ledger.n).toBe(paid.length);
      const sum = paid.reduce((total, bill) => total + bill.amount, 0n);
      expect(ledger.total).toBe(sum);
      paidTotal += sum;
    }
    expect(paidTotal).toBeGreaterThan(0n);
    let received = 0n;
    for (const agent of new Set(contracts.map((c) => c.agent)))
      received += await balanceOf(k.db, k.merchant, agent);
    expect(received).toBe(paidTotal);
    expect(await balanceOf(k.db, k.merchant, upline)).toBe(funding - paidTotal);

    const again = await Promise.all([k.run(now), k.run(now + 1)]);
    expect(again.map((r) => r.paid + r.insufficient + r.notReached + r.idle)).toEqual([0, 0]);
    expect(await balanceOf(k.db, k.merchant, upline)).toBe(funding - paidTotal);
    expect(await invariantCounts(k.db)).toEqual(zeroInvariants);
  });

  it('waits for a short payer, then pays the bill once, whole, under its own key', async () => {
    const upline = await addMember(k.db, k.merchant, 'eiupline', { type: 1 });
    const agent = await addMember(k.db, k.merchant, 'eiagent', { type: 1, parentId: upline });
    const player = await addMember(k.db, k.merchant, 'eiplayer', { parentId: agent });
    await credit(k.db, k.merchant, upline, 100n);
    const id = await addContract(k.db, k.merchant, {
      kind: 'dailySalary',
      uplineId: upline,
      downlineId: agent,
      terms: tierTerms([['0.01', '1.00']]),
      activeFrom: at('2026-03-02T03:00:00Z'),
    });
    // 400.00 staked: 4.00 owed, the upline has 1.00.
    await addBets(k.db, k.merchant, [
      { memberId: player, stake: 40_000n, payout: 0n, at: at('2026-03-02T12:00:00Z') },
    ]);
    const now = at('2026-03-03T03:01:00Z');
    const first = await k.run(now);
    expect(first).toMatchObject({ paid: 0, insufficient: 1 });
    let [bill] = await billsOf(k.db, id);
    expect(bill).toMatchObject({ state: 'insufficient', amount: 400n, attempts: 1, txn_id: null });
    expect(bill!.paid_at).toBeNull();
    expect(await ledgerOf(id)).toEqual({ n: 0, total: 0n });
    // Nothing of the short attempt is left in the journal, not even an empty transaction.
    const key = billKey(id, '2026-03-02T03:00:00.000Z');
    expect(await k.db.query('select id from ledger_txn where idempotency_key = $1', [key])).toEqual(
      [],
    );
    expect(await balanceOf(k.db, k.merchant, upline)).toBe(100n);
    expect(await balanceOf(k.db, k.merchant, agent)).toBe(0n);

    // Still short: one more attempt counted, nothing moved.
    await k.run(now + 30_000);
    [bill] = await billsOf(k.db, id);
    expect(bill).toMatchObject({ state: 'insufficient', attempts: 2 });

    await credit(k.db, k.merchant, upline, 1_000n);
    const events: string[] = [];
    const stops = await Promise.all(
      [agent, upline].map((member) =>
        t.pubsub.subscribe(memberChannel(k.merchant.id, member), (message) => {
          events.push(`${member}:${message}`);
        }),
      ),
    );
    const [second, other] = await Promise.all([k.run(now + 60_000), k.run(now + 60_000)]);
    expect(second.retried + other.retried).toBe(1);
    [bill] = await billsOf(k.db, id);
    expect(bill).toMatchObject({ state: 'paid', amount: 400n, attempts: 3 });
    expect(bill!.paid_at).not.toBeNull();
    const [txn] = await k.db.query<{ id: bigint }>(
      'select id from ledger_txn where idempotency_key = $1',
      [key],
    );
    expect(bill!.txn_id).toBe(txn!.id);
    expect(await ledgerOf(id)).toEqual({ n: 1, total: 400n });
    expect(await balanceOf(k.db, k.merchant, upline)).toBe(700n);
    expect(await balanceOf(k.db, k.merchant, agent)).toBe(400n);
    // Both sides' open tabs hear their new balances.
    await expect.poll(() => events.length).toBe(2);
    await Promise.all(stops.map((stop) => stop()));
    const balance = (amount: string) =>
      JSON.stringify({ type: 'balance', payload: { balance: amount } });
    expect(events.sort()).toEqual(
      [`${agent}:${balance('4.00')}`, `${upline}:${balance('7.00')}`].sort(),
    );

    const third = await k.run(now + 90_000);
    // (The first test's contracts still have their empty periods passed: idle, no bill.)
    expect(third).toMatchObject({ paid: 0, insufficient: 0, notReached: 0, retried: 0 });
    expect(await billsOf(k.db, id)).toEqual([bill]);
    expect(await balanceOf(k.db, k.merchant, upline)).toBe(700n);
    expect(await invariantCounts(k.db)).toEqual(zeroInvariants);
  });

  it('is run by the contracts-engine job for every brand with contract work', async () => {
    const upline = await addMember(k.db, k.merchant, 'ejupline', { type: 1 });
    const agent = await addMember(k.db, k.merchant, 'ejagent', { type: 1, parentId: upline });
    await credit(k.db, k.merchant, upline, 100_000n);
    // Three slots ago on the app's clock: due now, grace included.
    const slot = Math.floor(t.app.platform.clock.now() / 300_000) * 300_000 - 3 * 300_000;
    const id = await addContract(k.db, k.merchant, {
      kind: 'realtimeSalary',
      uplineId: upline,
      downlineId: agent,
      terms: { realtime: { winRate: '0.01', lossRate: '0.01', minSingleBet: '0' } },
      activeFrom: slot,
      endedAt: slot + 300_000,
    });
    await addBets(k.db, k.merchant, [
      { memberId: agent, stake: 10_000n, payout: 0n, at: slot + 1_000 },
    ]);
    await t.app.platform.jobs.runNow(contractsEngineJob);
    expect((await billsOf(k.db, id)).map((b) => [b.state, b.amount])).toEqual([['paid', 100n]]);
  });
});
