import { playTypeOfGame, type EarningType } from '@portal/contract/points/rules';
import type { Tx } from '../../db/db.ts';
import { forEachMerchant, type JobLog } from '../../merchant/each-merchant.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { lockAccounts } from '../wallet/wallet-money.ts';
import { postTransfer } from '../ledger/ledger.ts';
import { memberPointsAccounts, pointsHouse } from './point-accounts.ts';
import { pointsMultipliers } from '../rewards/vip/vip-benefits.ts';
import { pointsSettings, type PointsSettings } from './points-settings.ts';

/**
 * Earning: settled bets (by their game's product type) and credited deposits earn
 * `floor(amount / unit) × points` each, per the brand's rules. A job reads them window by
 * window of settlement time, from the brand's mark (`point_earning_mark`) to `now - grace`,
 * and posts one entry per member and earning type (one ledger transaction per type), moving
 * the mark in the same transaction:
 * the window earns exactly once, whatever crashes or runs twice at once (the mark's row lock
 * queues concurrent runs; the second finds nothing left). A brand's first run only sets the
 * mark, so switching the mall on never pays for play from before.
 *
 * Bets and deposits count by `settled_at`, the settling transaction's start: the grace covers
 * a transaction that commits after the window was read. Trial accounts earn nothing; a bet
 * rolled back after it earned keeps its points (the rollback is a separate, later event).
 */

/** The longest window one run reads, so a brand that was off for a while catches up in steps. */
const maxWindowMs = 3_600_000;

/** What one run posted. */
export interface EarningRun {
  /** The window read, `[from, to)` in epoch ms; null when nothing was due. */
  window: { from: number; to: number } | null;
  /** Member entries posted (one per member and earning type). */
  entries: number;
  points: bigint;
}

interface EarnedRow {
  member_id: string;
  type: EarningType;
  points: bigint;
}

/** The play types' rules as parallel arrays for `unnest`, skipping switched-off ones. */
function playRules(settings: PointsSettings, merchant: Merchant) {
  const games = Object.entries(playTypeOfGame).filter(
    ([, type]) => settings.earning[type].points > 0,
  );
  return {
    gameTypes: games.map(([game]) => game),
    types: games.map(([, type]) => type),
    units: games.map(([, type]) => merchant.money.parse(settings.earning[type].unit).toString()),
    points: games.map(([, type]) => String(settings.earning[type].points)),
  };
}

/**
 * Points each member earned per type in `[from, to)`: bets by product type, then deposits,
 * times its VIP level's points multiplier (`multipliers[level]`; above the ladder, the top's).
 */
async function earnedIn(
  tx: Tx,
  merchant: Merchant,
  settings: PointsSettings,
  trialType: number,
  multipliers: readonly number[],
  from: Date,
  to: Date,
): Promise<EarnedRow[]> {
  const play = playRules(settings, merchant);
  const deposit = settings.earning.deposit;
  const depositUnit = merchant.money.parse(deposit.unit);
  return tx.query<EarnedRow>(
    `with r as (
       select * from unnest($4::text[], $5::text[], $6::int8[], $7::int8[])
         as r(game_type, type, unit, points) where unit > 0
     ),
     play as (
       select b.member_id, r.type, sum((b.stake / r.unit) * r.points) as points
       from bet b join game g on g.id = b.game_id join r on r.game_type = g.game_type
       where b.merchant_id = $1 and b.status = 'settled'
         and b.settled_at >= $2 and b.settled_at < $3
       group by b.member_id, r.type
     ),
     deposits as (
       select o.member_id, 'deposit'::text as type, sum((o.amount / $8::int8) * $9::int8) as points
       from wallet_op o
       where $8::int8 > 0 and $9::int8 > 0 and o.merchant_id = $1 and o.kind = 'deposit'
         and o.state = 'posted' and o.settled_at >= $2 and o.settled_at < $3
       group by o.member_id
     )
     select e.member_id::text as member_id, e.type,
       (e.points * ($11::int8[])[least(m.vip_level, cardinality($11::int8[]) - 1) + 1])::int8
         as points
     from (select * from play union all select * from deposits) e
     join member m on m.merchant_id = $1 and m.id = e.member_id
     where e.points > 0 and m.type <> $10
     order by e.member_id, e.type`,
    [
      merchant.id,
      from,
      to,
      play.gameTypes,
      play.types,
      play.units,
      play.points,
      depositUnit.toString(),
      String(deposit.points),
      trialType,
      multipliers.map(String),
    ],
  );
}

/**
 * One earning run for one brand as of `now`: reads the next window and posts its points, or
 * sets the first mark. Safe to run any number of times at once, on any number of nodes.
 */
export async function runPointsEarning(
  platform: Platform,
  merchant: Merchant,
  now: number,
): Promise<EarningRun> {
  const settings = await pointsSettings(platform.db, merchant);
  const idle: EarningRun = { window: null, entries: 0, points: 0n };
  if (!settings.enabled) return idle;
  const due = now - settings.graceSeconds * 1000;
  // Read before the transaction: on the embedded database it holds the only connection.
  const multipliers = await pointsMultipliers(platform, merchant);
  return platform.db.transaction(async (tx) => {
    const [mark] = await tx.query<{ earned_until: Date }>(
      'select earned_until from point_earning_mark where merchant_id = $1 for update',
      [merchant.id],
    );
    if (!mark) {
      await tx.query(
        `insert into point_earning_mark (merchant_id, earned_until) values ($1, $2)
         on conflict (merchant_id) do nothing`,
        [merchant.id, new Date(due)],
      );
      return idle;
    }
    const from = mark.earned_until.getTime();
    const to = Math.min(due, from + maxWindowMs);
    if (to <= from) return idle;
    const rows = await earnedIn(
      tx,
      merchant,
      settings,
      platform.config.trialType,
      multipliers,
      new Date(from),
      new Date(to),
    );
    // One ledger transaction per earning type and window, every member a leg of it: a window
    // of a large brand is a handful of statements, not a few per member. Every account is
    // locked up front in id order, as `postTransfer` locks them, so the types' transactions
    // never take the house account before a member's against a redemption beside them.
    const accounts = await memberPointsAccounts(tx, merchant.id, [
      ...new Set(rows.map((row) => row.member_id)),
    ]);
    const house = await pointsHouse(tx, merchant.id);
    if (rows.length > 0) await lockAccounts(tx, [...accounts.values(), house]);
    let points = 0n;
    for (const type of new Set(rows.map((row) => row.type))) {
      const legs = rows.filter((row) => row.type === type);
      const total = legs.reduce((sum, row) => sum + row.points, 0n);
      await postTransfer(tx, {
        merchantId: merchant.id,
        kind: `points_${type}`,
        // Unique per window start: the mark moves past it in this transaction.
        idempotencyKey: `points-earn:${type}:${from}`,
        entries: [
          ...legs.map((row) => ({ accountId: accounts.get(row.member_id)!, amount: row.points })),
          { accountId: house, amount: -total },
        ],
      });
      points += total;
    }
    await tx.query('update point_earning_mark set earned_until = $2 where merchant_id = $1', [
      merchant.id,
      new Date(to),
    ]);
    return { window: { from, to }, entries: rows.length, points };
  });
}

/** Runs earning for every brand, until each has caught up with `now` (or `maxRuns` windows). */
export async function earnPointsForAll(
  platform: Platform,
  now: number,
  log?: JobLog,
  maxRuns = 24,
): Promise<void> {
  await forEachMerchant(
    platform,
    'points earning run',
    async (merchant) => {
      for (let run = 0; run < maxRuns; run += 1) {
        const done = await runPointsEarning(platform, merchant, now);
        if (done.window === null) break;
      }
    },
    log,
  );
}

/** The recurring job that earns points (`points-earning`, every 30 seconds). */
export const pointsEarningJob = 'points-earning';

export function registerPointsEarning(platform: Platform, log?: JobLog): void {
  platform.jobs.every(pointsEarningJob, 30, () =>
    earnPointsForAll(platform, platform.clock.now(), log),
  );
}
