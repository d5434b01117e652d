import { contractAmount } from '@portal/contract/contracts/calculate';
import { periodAt, periodRule, type Period } from '@portal/contract/contracts/periods';
import type { ContractKind, ContractTerms } from '@portal/contract/contracts/terms';
import type { Currency } from '@portal/contract/money';
import type { WindowFigures } from './figures.ts';

/**
 * The engine's bills recomputed the slow, obvious way for the tests: in plain JS from the raw
 * rows (members with their uplines, contracts, bets, ledger credits), each contract walked
 * period by period with `periodAt`, each bet held against each window. Only `contractAmount`
 * is shared with the engine: it is the definition of the arithmetic. A window without a counted
 * bet that owes nothing has no bill.
 */

export interface RawMember {
  id: string;
  parentId: string | null;
}

export interface RawContract {
  id: string;
  kind: ContractKind;
  downlineId: string;
  terms: ContractTerms;
  activeFrom: number;
  endedAt: number | null;
}

export interface RawBet {
  memberId: string;
  stake: bigint;
  payout: bigint;
  status: 'settled' | 'open' | 'rolled_back';
  at: number;
}

/** A credit to a member's main wallet with its ledger kind and time. */
export interface RawCredit {
  memberId: string;
  amount: bigint;
  kind: string;
  at: number;
}

export interface ExpectedBill {
  periodStart: number;
  periodEnd: number;
  windowStart: number;
  windowEnd: number;
  figures: WindowFigures;
  amount: bigint;
}

export interface World {
  members: readonly RawMember[];
  contracts: readonly RawContract[];
  bets: readonly RawBet[];
  credits: readonly RawCredit[];
}

const bonusLike = new Set(['bonus', 'freeplay_credit', 'raffle_prize', 'lottery_rebate']);

/** Each member's ancestors, walked up the parent links. */
function teams(members: readonly RawMember[]): Map<string, Set<string>> {
  const parent = new Map(members.map((m) => [m.id, m.parentId]));
  const team = new Map<string, Set<string>>();
  for (const m of members) {
    team.set(m.id, new Set([m.id, ...(team.get(m.id) ?? [])]));
    for (let up = m.parentId; up !== null && up !== undefined; up = parent.get(up) ?? null) {
      const set = team.get(up) ?? new Set([up]);
      set.add(m.id);
      team.set(up, set);
    }
  }
  return team;
}

/** The figures of one window of a team. */
function figuresOf(
  world: World,
  team: Set<string>,
  contract: RawContract,
  window: { start: number; end: number },
  options: { activeMinBet: bigint; money: Currency },
): WindowFigures {
  const min = contract.terms.realtime
    ? options.money.parse(contract.terms.realtime.minSingleBet)
    : 0n;
  const inWindow = (at: number) => at >= window.start && at < window.end;
  const counted = world.bets.filter(
    (b) =>
      team.has(b.memberId) &&
      b.status === 'settled' &&
      inWindow(b.at) &&
      b.stake > 0n &&
      b.stake >= min,
  );
  const perMember = new Map<string, bigint>();
  for (const b of counted) perMember.set(b.memberId, (perMember.get(b.memberId) ?? 0n) + b.stake);
  const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
  const validBet = sum(counted.map((b) => b.stake));
  const payout = sum(counted.map((b) => b.payout));
  const bonus =
    contract.kind === 'dividend'
      ? sum(
          world.credits
            .filter((c) => team.has(c.memberId) && bonusLike.has(c.kind) && inWindow(c.at))
            .map((c) => c.amount),
        )
      : 0n;
  const winStake = sum(counted.filter((b) => b.payout >= b.stake).map((b) => b.stake));
  return {
    validBet,
    payout,
    bonus,
    profit: validBet - payout - bonus,
    activeMembers: [...perMember.values()].filter((s) => s >= options.activeMinBet).length,
    bets: counted.length,
    winStake,
    lossStake: validBet - winStake,
  };
}

interface DueOptions {
  now: number;
  graceMs: number;
  timeZone: string;
}

/** A contract's windows due by `now` (after `graceMs`), oldest first, with their periods. */
function* dueWindows(
  contract: RawContract,
  options: DueOptions,
): Generator<{ period: Period; start: number; end: number }> {
  const rule = periodRule(contract.kind, contract.terms);
  const stop = contract.endedAt ?? Number.POSITIVE_INFINITY;
  for (
    let period = periodAt(rule, contract.activeFrom, options.timeZone);
    period.end + options.graceMs <= options.now && period.start < stop;
    period = periodAt(rule, period.end, options.timeZone)
  ) {
    const start = Math.max(period.start, contract.activeFrom);
    const end = Math.min(period.end, stop);
    if (end > start) yield { period, start, end };
  }
}

/**
 * Every bill due by `now` (after `graceMs`), per contract id, oldest period first; idle windows
 * (no counted bet, amount 0) are left out.
 */
export function expectedBills(
  world: World,
  options: DueOptions & { activeMinBet: bigint; money: Currency },
): Map<string, ExpectedBill[]> {
  const teamOf = teams(world.members);
  const result = new Map<string, ExpectedBill[]>();
  for (const contract of world.contracts) {
    const bills: ExpectedBill[] = [];
    for (const { period, ...window } of dueWindows(contract, options)) {
      const figures = figuresOf(world, teamOf.get(contract.downlineId)!, contract, window, options);
      const { amount } = contractAmount(contract.kind, contract.terms, figures, options.money);
      if (figures.bets === 0 && amount === 0n) continue;
      bills.push({
        periodStart: period.start,
        periodEnd: period.end,
        windowStart: window.start,
        windowEnd: window.end,
        figures,
        amount,
      });
    }
    result.set(contract.id, bills);
  }
  return result;
}

/**
 * Each contract's `billed_until` once everything due by `now` is billed: the end of its last
 * due window, idle or not (null: none is due yet). A contract that ended the instant it began
 * is billed to its end as soon as that instant is due.
 */
export function expectedBilledUntil(
  contracts: readonly RawContract[],
  options: DueOptions,
): Map<string, number | null> {
  const result = new Map<string, number | null>();
  for (const contract of contracts) {
    let until: number | null = null;
    for (const window of dueWindows(contract, options)) until = window.end;
    const empty = contract.endedAt !== null && contract.endedAt <= contract.activeFrom;
    if (empty && contract.activeFrom + options.graceMs <= options.now) until = contract.endedAt;
    result.set(contract.id, until);
  }
  return result;
}
