import {
  formatRate,
  type ContractKind,
  type ContractTerms,
  type DividendPeriod,
} from '@portal/contract/contracts/terms';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { invariantCounts, zeroInvariants } from '../../ledger/invariants.ts';
import {
  expectedBilledUntil,
  expectedBills,
  type RawBet,
  type RawContract,
  type RawCredit,
  type RawMember,
} from './brute-force.ts';
import {
  addBets,
  addContract,
  addMember,
  balanceOf,
  billsOf,
  credit,
  engineKit,
  setContractSettings,
  type EngineKit,
} from './engine-test-kit.ts';

/**
 * Property: for random agent trees, contracts of every kind, settled and unsettled bets and
 * ledger credits, in a random brand zone, the engine's bills (periods, windows, figures,
 * amounts, states) and the money they moved equal a brute-force recomputation from the raw rows
 * (brute-force.ts), idle windows (no counted bet, nothing owed) have no bill, and every
 * contract's `billed_until` stands past its last due window, idle or not. Each run writes a
 * world of its own accounts, so runs never see each other.
 */
const base = Date.parse('2026-03-14T00:00:00Z');
const now = Date.parse('2026-04-03T12:00:00Z');
const hour = 3_600_000;
const funding = 100_000_000n;
const zones = ['America/Sao_Paulo', 'Europe/Lisbon', 'America/New_York'];
const kinds: ContractKind[] = ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary'];

/** Minor units as the demo brand's decimal text. */
const money = (minor: number) => (minor / 100).toFixed(2);

const tiersArb = (dividend: boolean) =>
  fc
    .array(
      fc.record({
        rate: fc.integer({ min: 1, max: 30_000 }),
        bet: fc.integer({ min: 0, max: 2_500 }),
        profit: fc.integer({ min: 0, max: 3_000 }),
        active: fc.integer({ min: 0, max: 1 }),
      }),
      { minLength: 1, maxLength: 3 },
    )
    .map((steps) => {
      // Running sums keep the tiers ascending, as the schema demands.
      let rate = 0;
      let bet = 0;
      let profit = 0;
      let active = 0;
      return steps.map((s) => {
        rate += s.rate;
        bet += s.bet;
        profit += dividend ? s.profit : 0;
        active += s.active;
        return {
          rate: formatRate(BigInt(rate)),
          minValidBet: money(bet),
          minProfit: money(profit),
          minActiveMembers: active,
        };
      });
    });

const termsArb = (kind: ContractKind): fc.Arbitrary<ContractTerms> => {
  if (kind === 'realtimeSalary')
    return fc
      .record({
        win: fc.integer({ min: 0, max: 50_000 }),
        loss: fc.integer({ min: 0, max: 50_000 }),
        min: fc.integer({ min: 0, max: 1_500 }),
      })
      .map((r) => ({
        realtime: {
          winRate: formatRate(BigInt(r.win)),
          lossRate: formatRate(BigInt(r.loss)),
          minSingleBet: money(r.min),
        },
      }));
  if (kind === 'dividend')
    return fc
      .record({
        tiers: tiersArb(true),
        period: fc.constantFrom<DividendPeriod[]>('daily', 'weekly', 'semiMonthly', 'monthly'),
      })
      .map((r) => ({ period: r.period, tiers: r.tiers }));
  return tiersArb(false).map((tiers) => ({ tiers }));
};

// Times and stakes without fast-check's bias toward the bounds: a contract of one millisecond,
// or every bet at the first instant, would test little.
const contractArb = fc.constantFrom(...kinds).chain((kind) =>
  fc.record({
    kind: fc.constant(kind),
    terms: termsArb(kind),
    from: fc.noBias(fc.integer({ min: 0, max: 6 * hour })),
    // Short-period contracts always end within hours, so a run bills a bounded number of slots.
    length:
      kind === 'realtimeSalary' || kind === 'hourSalary'
        ? fc.noBias(fc.integer({ min: 1, max: 3 * hour }))
        : fc.option(fc.noBias(fc.integer({ min: 1, max: 10 * 24 * hour })), { nil: undefined }),
  }),
);

const worldArb = fc.record({
  zone: fc.constantFrom(...zones),
  activeMinBet: fc.integer({ min: 1, max: 3_000 }),
  // Agent i's parent is an earlier agent, or none (a top agent, paid by the house).
  parents: fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
  players: fc.array(fc.nat({ max: 10 }), { maxLength: 8, size: 'max' }),
  contracts: fc.array(fc.tuple(fc.nat(), contractArb), { minLength: 1, maxLength: 6, size: 'max' }),
  bets: fc.array(
    fc.record({
      who: fc.nat(),
      stake: fc.noBias(fc.integer({ min: 0, max: 5_000 })),
      payout: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 })),
      status: fc.constantFrom<RawBet['status'][]>(
        'settled',
        'settled',
        'settled',
        'open',
        'rolled_back',
      ),
      // On whole five minutes sometimes: a bet at a slot's very start.
      at: fc.oneof(
        fc.noBias(fc.integer({ min: 0, max: 8 * hour })),
        fc.noBias(fc.integer({ min: 0, max: 96 })).map((n) => n * 300_000),
      ),
    }),
    // 'max': as many bets as asked for, not fast-check's small default.
    { minLength: 30, maxLength: 120, size: 'max' },
  ),
  credits: fc.array(
    fc.record({
      who: fc.nat(),
      amount: fc.integer({ min: 1, max: 5_000 }),
      kind: fc.constantFrom('bonus', 'raffle_prize', 'deposit'),
      at: fc.noBias(fc.integer({ min: 0, max: 10 * hour })),
    }),
    { maxLength: 4 },
  ),
});

describe('contract engine: bills equal a brute-force recomputation', () => {
  let t: TestApp;
  let k: EngineKit;
  let world = 0;

  beforeAll(async () => {
    t = await createTestApp();
    k = await engineKit(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('on random trees, contracts, bets and credits', async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, async (w) => {
        world += 1;
        const { db } = k;
        const merchant = { ...k.merchant, timeZone: w.zone };
        await setContractSettings(db, merchant, { activeMemberMinBet: String(w.activeMinBet) });
        const members: RawMember[] = [];
        const agents: string[] = [];
        for (const [i, p] of w.parents.entries()) {
          const parentId = i === 0 || p % (i + 1) === i ? null : agents[p % i]!;
          const id = await addMember(db, merchant, `pw${world}a${i}`, { type: 1, parentId });
          await credit(db, merchant, id, funding);
          agents.push(id);
          members.push({ id, parentId });
        }
        for (const [i, p] of w.players.entries()) {
          const parentId = agents[p % agents.length]!;
          members.push({
            id: await addMember(db, merchant, `pw${world}p${i}`, { parentId }),
            parentId,
          });
        }
        const outsider = await addMember(db, merchant, `pw${world}out`);
        const everyone = [...members.map((m) => m.id), outsider];

        const contracts: RawContract[] = [];
        const taken = new Set<string>();
        for (const [who, c] of w.contracts) {
          const downlineId = agents[who % agents.length]!;
          if (taken.has(`${downlineId}:${c.kind}`)) continue;
          taken.add(`${downlineId}:${c.kind}`);
          const activeFrom = base + c.from;
          const endedAt = c.length === undefined ? null : activeFrom + c.length;
          const uplineId = members.find((m) => m.id === downlineId)!.parentId;
          const spec = { kind: c.kind, uplineId, downlineId, terms: c.terms, activeFrom };
          const id = await addContract(db, merchant, {
            ...spec,
            ...(endedAt === null ? {} : { endedAt }),
          });
          contracts.push({ id, ...spec, endedAt });
        }
        const bets: RawBet[] = w.bets.map((b) => ({
          memberId: everyone[b.who % everyone.length]!,
          stake: BigInt(b.stake),
          payout: BigInt(b.status === 'open' ? 0 : b.payout),
          status: b.status,
          at: base + b.at,
        }));
        await addBets(db, merchant, bets);
        const credits: RawCredit[] = [];
        for (const c of w.credits) {
          const credited = {
            memberId: everyone[c.who % everyone.length]!,
            amount: BigInt(c.amount),
            kind: c.kind,
            at: base + c.at,
          };
          await credit(db, merchant, credited.memberId, credited.amount, c.kind, credited.at);
          credits.push(credited);
        }

        for (let run = 0; run < 20; run += 1) {
          const r = await k.run(now, merchant);
          if (r.paid + r.insufficient + r.notReached + r.idle === 0) break;
        }

        const due = { now, graceMs: 60_000, timeZone: w.zone };
        const expected = expectedBills(
          { members, contracts, bets, credits },
          { ...due, activeMinBet: BigInt(w.activeMinBet), money: merchant.money },
        );
        const until = expectedBilledUntil(contracts, due);
        const net = new Map<string, bigint>();
        const add = (id: string | null, amount: bigint) => {
          if (id !== null) net.set(id, (net.get(id) ?? 0n) + amount);
        };
        for (const contract of contracts) {
          const bills = await billsOf(db, contract.id);
          const want = expected.get(contract.id)!;
          const fmt = merchant.money.format;
          expect(
            bills.map((b) => ({
              period: [b.period_start.getTime(), b.period_end.getTime()],
              window: [b.statement.windowStart, b.statement.windowEnd],
              figures: b.statement.figures,
              amount: b.amount,
              state: b.state,
            })),
          ).toEqual(
            want.map((e) => ({
              period: [e.periodStart, e.periodEnd],
              window: [new Date(e.windowStart).toISOString(), new Date(e.windowEnd).toISOString()],
              figures: {
                validBet: fmt(e.figures.validBet),
                profit: fmt(e.figures.profit),
                payout: fmt(e.figures.payout),
                bonus: fmt(e.figures.bonus),
                activeMembers: e.figures.activeMembers,
                bets: e.figures.bets,
                winStake: fmt(e.figures.winStake),
                lossStake: fmt(e.figures.lossStake),
              },
              amount: e.amount,
              state: e.amount === 0n ? 'notReached' : 'paid',
            })),
          );
          const [row] = await db.query<{ billed_until: Date | null }>(
            'select billed_until from agent_contract where id = $1',
            [contract.id],
          );
          expect(row!.billed_until?.getTime() ?? null).toBe(until.get(contract.id));
          const upline = members.find((m) => m.id === contract.downlineId)!.parentId;
          for (const e of want) {
            add(contract.downlineId, e.amount);
            add(upline, -e.amount);
          }
        }
        for (const c of credits) add(c.memberId, c.amount);
        for (const agent of agents)
          expect(await balanceOf(db, merchant, agent)).toBe(funding + (net.get(agent) ?? 0n));
      }),
      { numRuns: Number(process.env.CONTRACTS_PROPERTY_RUNS ?? 12) },
    );
    expect(await invariantCounts(k.db)).toEqual(zeroInvariants);
  }, 300_000);
});
