import { periodAt } from '@portal/contract/contracts/periods';
import type { VipSettings } from '@portal/contract/rewards/vip-setting';
import type { Tx } from '../../../db/db.ts';
import { forEachMerchant, type JobLog } from '../../../merchant/each-merchant.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import type { Platform } from '../../../platform.ts';
import { moduleOn } from '../../accounts/module-switches.ts';
import type { Localized } from '../../content/localized.ts';
import { grantBonus } from '../bonuses/bonus-store.ts';
import {
  levelReached,
  levelRules,
  ruleOf,
  vipSettings,
  type VipLevelRule,
} from './vip-settings.ts';

/**
 * The VIP job, per brand, in two steps that each run under the brand's `vip_mark` row lock and
 * move the mark in the same transaction as what they did, so any number of runs on any number
 * of nodes count each window once and review each period once:
 * - counting: play (settled bets' stakes, the valid bet) and credited deposits of the next
 *   window, from the mark to `now - grace`, are added to each member's progress; a member whose
 *   progress reaches a higher level moves up at once and gets each new level's upgrade bonus
 *   (a pending bonus in the reward centre, one per member and level, ever). A window never
 *   crosses a review period's end, so every change is dated inside its period;
 * - review: once counting has passed a review period's end, every member that held its level
 *   for the whole period either bet the level's keep amount in it (and gets its period bonus)
 *   or falls one level, its progress lowered to the new level's thresholds.
 * A brand's first run only sets the mark, so switching VIP on never reviews or pays the past.
 * Trial accounts take no part.
 */

const maxWindowMs = 3_600_000;

export interface VipRun {
  counted: { from: number; to: number } | null;
  upgrades: number;
  reviewed: { start: number; end: number } | null;
  downgrades: number;
  periodBonuses: number;
}

interface Mark {
  counted_until: Date;
  reviewed_until: Date;
}

/**
 * The brand's mark, locked; null on the brand's first run, which only sets it: counting starts
 * at `due` and the first period reviewed is the next whole one.
 */
async function lockMark(
  tx: Tx,
  merchant: Merchant,
  settings: VipSettings,
  due: number,
): Promise<Mark | null> {
  const [mark] = await tx.query<Mark>(
    'select counted_until, reviewed_until from vip_mark where merchant_id = $1 for update',
    [merchant.id],
  );
  if (mark) return mark;
  const firstReview = periodAt(settings.review, due, merchant.timeZone).end;
  await tx.query(
    `insert into vip_mark (merchant_id, counted_until, reviewed_until) values ($1, $2, $3)
     on conflict (merchant_id) do nothing`,
    [merchant.id, new Date(due), new Date(firstReview)],
  );
  return null;
}

interface Counted {
  member_id: string;
  valid_bet: bigint;
  deposit: bigint;
  vip_level: number;
}

/** Adds the window's play and deposits to each member's progress; answers the new progress. */
async function countWindow(
  tx: Tx,
  merchant: Merchant,
  trialType: number,
  from: Date,
  to: Date,
): Promise<Counted[]> {
  return tx.query<Counted>(
    `with play as (
       select b.member_id, sum(b.stake)::int8 as valid_bet, 0::int8 as deposit from bet b
       where b.merchant_id = $1 and b.status = 'settled' and b.settled_at >= $2
         and b.settled_at < $3
       group by b.member_id
     ),
     deposits as (
       select o.member_id, 0::int8 as valid_bet, sum(o.amount)::int8 as deposit from wallet_op o
       where o.merchant_id = $1 and o.kind = 'deposit' and o.state = 'posted'
         and o.settled_at >= $2 and o.settled_at < $3
       group by o.member_id
     ),
     totals as (
       select e.member_id, sum(e.valid_bet)::int8 as valid_bet, sum(e.deposit)::int8 as deposit
       from (select * from play union all select * from deposits) e
       join member m on m.merchant_id = $1 and m.id = e.member_id and m.type <> $4
       group by e.member_id
     ),
     added as (
       insert into member_vip (merchant_id, member_id, valid_bet, deposit, level_since)
       select $1, t.member_id, t.valid_bet, t.deposit, '-infinity' from totals t
       on conflict (merchant_id, member_id) do update
         set valid_bet = member_vip.valid_bet + excluded.valid_bet,
             deposit = member_vip.deposit + excluded.deposit
       returning member_id, valid_bet, deposit
     )
     select a.member_id::text as member_id, a.valid_bet, a.deposit, m.vip_level from added a
     join member m on m.merchant_id = $1 and m.id = a.member_id
     order by a.member_id`,
    [merchant.id, from, to, trialType],
  );
}

/** Moves a member to `to` and records why; `since` dates the level for the reviews. */
export async function setLevel(
  tx: Tx,
  merchant: Merchant,
  change: { memberId: string; from: number; to: number; reason: string; since: Date },
): Promise<void> {
  await tx.query('update member set vip_level = $3 where merchant_id = $1 and id = $2', [
    merchant.id,
    change.memberId,
    change.to,
  ]);
  await tx.query(
    `insert into member_vip (merchant_id, member_id, level_since) values ($1, $2, $3)
     on conflict (merchant_id, member_id) do update set level_since = excluded.level_since`,
    [merchant.id, change.memberId, change.since],
  );
  await tx.query(
    `insert into vip_change (merchant_id, member_id, from_level, to_level, reason)
     values ($1, $2, $3, $4, $5)`,
    [merchant.id, change.memberId, change.from, change.to, change.reason],
  );
}

/** A VIP bonus waiting in the reward centre: once per member and reference. */
async function vipBonus(
  tx: Tx,
  merchant: Merchant,
  settings: VipSettings,
  bonus: { memberId: string; reference: string; amount: bigint; titles: Localized },
  now: number,
): Promise<boolean> {
  if (bonus.amount <= 0n) return false;
  const granted = await grantBonus(
    tx,
    merchant,
    {
      memberId: bonus.memberId,
      source: 'vip',
      reference: bonus.reference,
      titles: bonus.titles,
      amount: bonus.amount,
      turnoverPercent: settings.bonusTurnoverPercent,
      claimable: true,
      expiresAt: new Date(now + settings.bonusClaimDays * 86_400_000),
    },
    now,
  );
  return granted.created;
}

async function upgrade(
  tx: Tx,
  merchant: Merchant,
  settings: VipSettings,
  rules: readonly VipLevelRule[],
  counted: readonly Counted[],
  at: { to: Date; now: number },
): Promise<number> {
  let upgrades = 0;
  for (const row of counted) {
    const reached = levelReached(rules, { validBet: row.valid_bet, deposit: row.deposit });
    if (reached <= row.vip_level) continue;
    const change = { memberId: row.member_id, from: row.vip_level, to: reached };
    await setLevel(tx, merchant, { ...change, reason: 'upgrade', since: at.to });
    for (const rule of rules.slice(row.vip_level + 1, reached + 1))
      await vipBonus(
        tx,
        merchant,
        settings,
        {
          memberId: row.member_id,
          reference: `upgrade:${rule.level}`,
          amount: rule.upgradeBonus,
          titles: { EN: `Upgrade bonus: ${rule.name}`, PT: `Bónus de subida: ${rule.name}` },
        },
        at.now,
      );
    upgrades += 1;
  }
  return upgrades;
}

const periodTitles: Record<VipSettings['review'], (name: string) => Localized> = {
  weekly: (name) => ({ EN: `Weekly bonus: ${name}`, PT: `Bónus semanal: ${name}` }),
  monthly: (name) => ({ EN: `Monthly bonus: ${name}`, PT: `Bónus mensal: ${name}` }),
};

interface Reviewed {
  member_id: string;
  vip_level: number;
  valid_bet: bigint;
  progress_bet: bigint;
  progress_deposit: bigint;
}

/**
 * Reviews the period `[start, end)`: members that held their level (above 0) for all of it
 * keep it and get its period bonus when they bet its keep amount, else fall one level.
 */
async function review(
  tx: Tx,
  merchant: Merchant,
  settings: VipSettings,
  rules: readonly VipLevelRule[],
  period: { start: number; end: number; key: string },
  at: { now: number; trialType: number },
): Promise<{ downgrades: number; bonuses: number }> {
  const { now, trialType } = at;
  const rows = await tx.query<Reviewed>(
    `select m.id::text as member_id, m.vip_level, coalesce(v.valid_bet, 0)::int8 as progress_bet,
       coalesce(v.deposit, 0)::int8 as progress_deposit,
       coalesce((select sum(b.stake) from bet b
         where b.member_id = m.id and b.status = 'settled'
           and b.settled_at >= $2 and b.settled_at < $3), 0)::int8 as valid_bet
     from member m left join member_vip v on v.merchant_id = m.merchant_id and v.member_id = m.id
     where m.merchant_id = $1 and m.vip_level > 0 and m.type <> $4
       and (v.level_since is null or v.level_since <= $2)
     order by m.id`,
    [merchant.id, new Date(period.start), new Date(period.end), trialType],
  );
  let downgrades = 0;
  let bonuses = 0;
  for (const row of rows) {
    const rule = ruleOf(rules, row.vip_level);
    if (row.valid_bet >= rule.keepValidBet) {
      const paid = await vipBonus(
        tx,
        merchant,
        settings,
        {
          memberId: row.member_id,
          reference: `period:${period.key}`,
          amount: rule.periodBonus,
          titles: periodTitles[settings.review](rule.name),
        },
        now,
      );
      if (paid) bonuses += 1;
      continue;
    }
    const to = Math.min(row.vip_level, rules.length) - 1;
    const floor = rules[to]!;
    await setLevel(tx, merchant, {
      memberId: row.member_id,
      from: row.vip_level,
      to,
      reason: 'downgrade',
      since: new Date(period.end),
    });
    await tx.query(
      `update member_vip set valid_bet = least(valid_bet, $3), deposit = least(deposit, $4)
       where merchant_id = $1 and member_id = $2`,
      [merchant.id, row.member_id, floor.validBet.toString(), floor.deposit.toString()],
    );
    downgrades += 1;
  }
  return { downgrades, bonuses };
}

/**
 * One VIP run for one brand as of `now`: counts the next window, then reviews the next period
 * if counting has passed its end. Safe to run any number of times at once, on any number of
 * nodes. Does nothing while the brand's programme (or its VIP module) is off.
 */
export async function runVip(platform: Platform, merchant: Merchant, now: number): Promise<VipRun> {
  const idle: VipRun = {
    counted: null,
    upgrades: 0,
    reviewed: null,
    downgrades: 0,
    periodBonuses: 0,
  };
  const settings = await vipSettings(platform.db, merchant);
  if (!settings.enabled || !(await moduleOn(platform, merchant, 'VIP'))) return idle;
  const rules = levelRules(settings, merchant);
  const due = now - settings.graceSeconds * 1000;
  const { trialType } = platform.config;
  const counted = await platform.db.transaction(async (tx) => {
    const mark = await lockMark(tx, merchant, settings, due);
    if (!mark) return null;
    const from = mark.counted_until.getTime();
    // Never across a review period's end: a level reached is dated inside its period.
    const periodEnd = periodAt(settings.review, from, merchant.timeZone).end;
    const to = Math.min(due, from + maxWindowMs, periodEnd);
    if (to <= from) return null;
    const rows = await countWindow(tx, merchant, trialType, new Date(from), new Date(to));
    const upgrades = await upgrade(tx, merchant, settings, rules, rows, { to: new Date(to), now });
    await tx.query('update vip_mark set counted_until = $2 where merchant_id = $1', [
      merchant.id,
      new Date(to),
    ]);
    return { window: { from, to }, upgrades };
  });
  const reviewed = await platform.db.transaction(async (tx) => {
    const mark = await lockMark(tx, merchant, settings, due);
    if (!mark) return null;
    const start = mark.reviewed_until.getTime();
    const period = periodAt(settings.review, start, merchant.timeZone);
    if (period.end > mark.counted_until.getTime()) return null;
    const done = await review(
      tx,
      merchant,
      settings,
      rules,
      { start, end: period.end, key: period.key },
      { now, trialType },
    );
    await tx.query('update vip_mark set reviewed_until = $2 where merchant_id = $1', [
      merchant.id,
      new Date(period.end),
    ]);
    return { period: { start, end: period.end }, ...done };
  });
  return {
    counted: counted?.window ?? null,
    upgrades: counted?.upgrades ?? 0,
    reviewed: reviewed?.period ?? null,
    downgrades: reviewed?.downgrades ?? 0,
    periodBonuses: reviewed?.bonuses ?? 0,
  };
}

/** Runs the VIP job for one brand until it has caught up with `now` (or `maxRuns` steps). */
export async function catchUpVip(
  platform: Platform,
  merchant: Merchant,
  now: number,
  maxRuns = 48,
): Promise<VipRun[]> {
  const runs: VipRun[] = [];
  for (let i = 0; i < maxRuns; i += 1) {
    const run = await runVip(platform, merchant, now);
    if (run.counted === null && run.reviewed === null) break;
    runs.push(run);
  }
  return runs;
}

/** The recurring job (`vip`, every 30 seconds) over every brand. */
export const vipJob = 'vip';

export function registerVipJob(platform: Platform, log?: JobLog): void {
  platform.jobs.every(vipJob, 30, () =>
    forEachMerchant(
      platform,
      'VIP run',
      (merchant) => catchUpVip(platform, merchant, platform.clock.now(), 24),
      log,
    ),
  );
}
