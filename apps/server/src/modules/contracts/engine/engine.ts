import { endedPeriods, periodRule, type Period } from '@portal/contract/contracts/periods';
import { contractKinds, type ContractKind } from '@portal/contract/contracts/terms';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import type { Platform } from '../../../platform.ts';
import { contractSettings } from '../contract-settings.ts';
import { termsOf } from '../contract-store.ts';
import { endDueContracts } from '../lifecycle.ts';
import { enabledKinds } from '../pending-offers.ts';
import { priceBill, writeBills, type DueBill, type DueContract } from './billing.ts';
import { yieldToEventLoop } from '../../../jobs/yield.ts';
import { windowFigures } from './figures.ts';
import { retryInsufficient } from './retry.ts';

/**
 * The contract engine (issue #15): bills every earning contract for each period that has ended.
 *
 * Definitions:
 * - Team of a contract: its downline agent itself and all its descendants (`agent_tree` rows
 *   with `ancestor_id` = downline), as the tree is when the bill is made.
 * - Window of a bill: its period (periods.ts, on the brand's calendar) within
 *   `[active_from, ended_at ?? +inf)`, and never before the contract's `billed_until`. A bill is
 *   made once `period.end + graceSeconds <= now` (brand setting), so bets settled in a period's
 *   last moments are committed before it is counted. Instants are read to the millisecond.
 * - Counted bets: the team's `bet` rows with status `settled`, `settled_at` in the window (each
 *   bet counts in exactly one period) and a stake above zero; for real-time salary, only bets
 *   with stake >= `terms.realtime.minSingleBet`.
 * - Figures: validBet = sum of stakes; payout = sum of payouts; bonus = ledger entries of
 *   `bonusKinds` (reports/definitions.ts) on the team's main wallets whose transaction is in the
 *   window (dividend only, 0 for the salaries); profit = validBet - payout - bonus (the house's
 *   profit from the team); activeMembers = members with a counted bet whose counted stakes reach
 *   `activeMemberMinBet` (brand setting, minor units); bets = counted bets; winStake = stakes
 *   of counted bets with payout >= stake, lossStake = the rest.
 * - Amount: `contractAmount` (calculate.ts). 0 makes a `notReached` bill (or no bill: an idle
 *   window, below) and moves nothing. Otherwise the payer (the upline's main wallet, or the
 *   house account `agent_contracts` when the contract has no upline) pays the downline's main
 *   wallet, ledger kind per contract kind, key `contract-bill:<contractId>:<periodKey>`; a short
 *   payer leaves the bill `insufficient`.
 * - Idle window: no counted bet (`figures.bets` = 0) and an amount of 0. It gets no bill row
 *   (real-time salary would otherwise write 288 empty rows a day per contract); the contract's
 *   `billed_until` moves past it all the same, so it is never planned again. A window with
 *   counted bets below the first tier still gets its `notReached` bill.
 *
 * Exactly once: one bill per contract and period (unique), written in the same transaction as
 * its payment and the contract's new `billed_until`, and only if `billed_until` is still what
 * the run planned from (billing.ts); an idle window moves `billed_until` under the same check
 * in the same transaction. After the last window of an ended contract, `billed_until` is
 * `ended_at` and the contract is never picked again. Insufficient bills are tried again at
 * every run under their own key (retry.ts), oldest first and before the new bills: older debts
 * are paid first, and a bill made short in a run is not tried twice in that run.
 *
 * Speed: the figures of one period are one statement for every due contract of a kind
 * (figures.ts); bills are written in batches of one transaction each (billing.ts).
 */

/** Periods one run bills per contract at most: a long stop is caught up in bounded steps. */
const maxPeriodsPerRun = 48;

/**
 * The shortest period of each rule, in seconds: a contract billed up to `billed_until` has
 * nothing due before `billed_until + shortest + grace`, which lets the due query skip it in SQL
 * (10,000 real-time contracts are read once per slot, not at every tick). Hourly periods are
 * shortened by half-hour clock changes; a calendar day is never under 23 hours.
 */
const shortestSeconds = (rule: ReturnType<typeof periodRule>) =>
  rule === 'realtime' ? 300 : rule === 'hourly' ? 900 : 3600;

/** What one run did. */
export interface EngineRun {
  paid: number;
  insufficient: number;
  notReached: number;
  /** Idle windows passed without a bill row (no counted bet, nothing owed). */
  idle: number;
  /** Insufficient bills of earlier runs paid by this one. */
  retried: number;
}

interface ContractDbRow {
  id: string;
  upline_id: string | null;
  downline_id: string;
  terms: unknown;
  active_from: Date;
  ended_at: Date | null;
  billed_until: Date | null;
}

/** The contracts of a kind that may have a period due by `until` (then checked in JS). */
async function dueContracts(
  q: Queryable,
  merchant: Merchant,
  kind: ContractKind,
  until: number,
  log?: FastifyBaseLogger,
): Promise<DueContract[]> {
  // A dividend's own period does not matter here: every dividend period is a day or longer.
  const rule = periodRule(kind, {});
  const rows = await q.query<ContractDbRow>(
    `select id::text as id, upline_id::text as upline_id, downline_id::text as downline_id, terms,
       active_from, ended_at, billed_until
     from agent_contract
     where merchant_id = $1 and kind = $2
       -- Not billed to its end (billed_until never passes ended_at), written as the predicate
       -- of the partial index agent_contract_earning so that the index serves the query.
       and active_from is not null and (ended_at is null or billed_until is distinct from ended_at)
       and coalesce(billed_until + make_interval(secs => $3), active_from) <= $4
     order by id`,
    [merchant.id, kind, shortestSeconds(rule), new Date(until).toISOString()],
  );
  const contracts: DueContract[] = [];
  for (const row of rows) {
    try {
      contracts.push({
        id: row.id,
        kind,
        uplineId: row.upline_id,
        downlineId: row.downline_id,
        terms: termsOf(row),
        activeFrom: row.active_from.getTime(),
        endedAt: row.ended_at?.getTime() ?? null,
        billedUntil: row.billed_until?.getTime() ?? null,
      });
    } catch (err) {
      log?.error({ err, contract: row.id }, 'contract terms unreadable; not billed');
    }
  }
  return contracts;
}

/** Bills due by `until`, grouped by period, oldest first; and the ended contracts with none. */
export function planBills(
  contracts: readonly DueContract[],
  until: number,
  timeZone: string,
): { groups: DueBill[][]; finished: DueContract[] } {
  const periodsOf = new Map<string, Period[]>();
  const groups = new Map<string, { start: number; end: number; bills: DueBill[] }>();
  const finished: DueContract[] = [];
  for (const contract of contracts) {
    const from = contract.billedUntil ?? contract.activeFrom;
    const stop = contract.endedAt ?? Number.POSITIVE_INFINITY;
    if (from >= stop) {
      finished.push(contract);
      continue;
    }
    const rule = periodRule(contract.kind, contract.terms);
    const cacheKey = `${rule}|${from}`;
    let periods = periodsOf.get(cacheKey);
    if (!periods) {
      periods = endedPeriods(rule, from, until, timeZone, maxPeriodsPerRun);
      periodsOf.set(cacheKey, periods);
    }
    let after = contract.billedUntil;
    for (const period of periods) {
      if (period.start >= stop) break;
      const windowStart = Math.max(period.start, from);
      const windowEnd = Math.min(period.end, stop);
      if (windowEnd <= windowStart) continue;
      const key = `${period.start}:${period.end}`;
      let group = groups.get(key);
      if (!group) {
        group = { start: period.start, end: period.end, bills: [] };
        groups.set(key, group);
      }
      group.bills.push({ contract, period, after, windowStart, windowEnd });
      after = windowEnd;
    }
  }
  const ordered = [...groups.values()].sort((a, b) => a.start - b.start || a.end - b.end);
  return { groups: ordered.map((g) => g.bills), finished };
}

/** Marks ended contracts with nothing left to bill as done (if no other run moved them). */
async function closeFinished(q: Queryable, finished: readonly DueContract[]): Promise<void> {
  if (finished.length === 0) return;
  await q.query(
    `update agent_contract a set billed_until = a.ended_at
     from unnest($1::int8[], $2::timestamptz[]) as x(id, after)
     where a.id = x.id and a.ended_at is not null and a.billed_until is not distinct from x.after`,
    [
      finished.map((c) => c.id),
      finished.map((c) => (c.billedUntil === null ? null : new Date(c.billedUntil).toISOString())),
    ],
  );
}

/** Options of one run: the instant it runs as, and the kinds to bill (default all). */
export interface EngineOptions {
  now: number;
  kinds?: readonly ContractKind[];
  log?: FastifyBaseLogger;
}

/**
 * One run for one brand: ends the contracts whose time has come (lifecycle.ts), pays what it
 * can of the insufficient bills, then bills every due period of every switched-on kind. Safe
 * to run any number of times at once, on any number of nodes.
 */
export async function runContractEngine(
  platform: Platform,
  merchant: Merchant,
  options: EngineOptions,
): Promise<EngineRun> {
  const { now, log } = options;
  const run: EngineRun = { paid: 0, insufficient: 0, notReached: 0, idle: 0, retried: 0 };
  await endDueContracts(platform, merchant, now, log);
  const asked = options.kinds ?? contractKinds;
  const kinds = (await enabledKinds(platform, merchant)).filter((k) => asked.includes(k));
  if (kinds.length === 0) return run;
  const settings = await contractSettings(platform.db, merchant);
  const until = now - settings.graceSeconds * 1000;
  run.retried = await retryInsufficient(platform, merchant, kinds, log);
  for (const kind of kinds) {
    const contracts = await dueContracts(platform.db, merchant, kind, until, log);
    const { groups, finished } = planBills(contracts, until, merchant.timeZone);
    await closeFinished(platform.db, finished);
    // A contract whose bill was not written this run waits: its later periods come after it.
    const held = new Set<string>();
    for (const group of groups) {
      const bills = group.filter((b) => !held.has(b.contract.id));
      if (bills.length === 0) continue;
      await yieldToEventLoop();
      try {
        const figures = await windowFigures(
          platform.db,
          merchant,
          bills.map((b) => ({
            contractId: b.contract.id,
            downlineId: b.contract.downlineId,
            start: b.windowStart,
            end: b.windowEnd,
            minStake: minStakeOf(b.contract, merchant),
          })),
          { activeMinBet: BigInt(settings.activeMemberMinBet), withBonus: kind === 'dividend' },
        );
        const priced = bills.map((b) => priceBill(b, figures.get(b.contract.id)!, merchant));
        const outcome = await writeBills(platform, merchant, priced, log);
        run.paid += outcome.paid;
        run.insufficient += outcome.insufficient;
        run.notReached += outcome.notReached;
        run.idle += outcome.idle;
        for (const b of bills) if (!outcome.contracts.has(b.contract.id)) held.add(b.contract.id);
      } catch (err) {
        log?.error({ err, kind, period: bills[0]!.period.key }, 'contract period not billed');
        for (const b of bills) held.add(b.contract.id);
      }
    }
  }
  return run;
}

/** The least stake a bet needs to count: above zero, and real-time's minimum single bet. */
function minStakeOf(contract: DueContract, merchant: Merchant): bigint {
  const min = contract.terms.realtime
    ? merchant.money.parse(contract.terms.realtime.minSingleBet)
    : 0n;
  return min > 1n ? min : 1n;
}
