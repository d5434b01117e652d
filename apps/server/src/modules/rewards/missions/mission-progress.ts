import { periodAt, type Period } from '@portal/contract/contracts/periods';
import { playTypeOfGame, type PlayType } from '@portal/contract/points/rules';
import type { MissionPeriod, MissionState } from '@portal/contract/rewards/missions';
import type { MissionRule } from '@portal/contract/rewards/missions-setting';
import type { Queryable } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';

/** A mission with the member's progress in its running period. */
export interface MissionProgress {
  rule: MissionRule;
  period: Period;
  /** In minor units for money metrics, rounds otherwise. */
  progress: bigint;
  target: bigint;
  reward: bigint;
  state: MissionState;
}

interface PlayRow {
  product: PlayType;
  period: MissionPeriod;
  valid_bet: bigint;
  winnings: bigint;
  rounds: bigint;
}

/** The bonus reference of a mission's reward in a period: one claim per key and period. */
export const missionReference = (key: string, period: Period) => `${key}:${period.key}`;

/**
 * The member's progress on the brand's active missions as of `now`: its settled bets (valid
 * bet, winnings above the stake, rounds) by product type and its credited deposits, in the
 * running day and week of the brand's calendar, and whether each reward was claimed.
 */
export async function missionProgress(
  q: Queryable,
  merchant: Merchant,
  memberId: string,
  rules: readonly MissionRule[],
  now: number,
): Promise<MissionProgress[]> {
  const active = rules.filter((rule) => rule.active);
  const periods: Record<MissionPeriod, Period> = {
    daily: periodAt('daily', now, merchant.timeZone),
    weekly: periodAt('weekly', now, merchant.timeZone),
  };
  const games = Object.entries(playTypeOfGame);
  const since = new Date(Math.min(periods.daily.start, periods.weekly.start));
  const at = new Date(now);
  const play = await q.query<PlayRow>(
    `select r.product, p.period, sum(b.stake)::int8 as valid_bet,
       sum(greatest(b.payout - b.stake, 0))::int8 as winnings, count(*)::int8 as rounds
     from bet b join game g on g.id = b.game_id
     join unnest($5::text[], $6::text[]) as r(game_type, product) on r.game_type = g.game_type
     join (values ('daily', $3::timestamptz), ('weekly', $4::timestamptz)) as p(period, start)
       on b.settled_at >= p.start
     where b.member_id = $1 and b.merchant_id = $2 and b.status = 'settled'
       and b.settled_at >= $7 and b.settled_at < $8
     group by r.product, p.period`,
    [
      memberId,
      merchant.id,
      new Date(periods.daily.start),
      new Date(periods.weekly.start),
      games.map(([game]) => game),
      games.map(([, product]) => product),
      since,
      at,
    ],
  );
  const [deposits] = await q.query<{ daily: bigint; weekly: bigint }>(
    `select coalesce(sum(amount) filter (where settled_at >= $3), 0)::int8 as daily,
       coalesce(sum(amount) filter (where settled_at >= $4), 0)::int8 as weekly
     from wallet_op where member_id = $1 and merchant_id = $2 and kind = 'deposit'
       and state = 'posted' and settled_at >= $5 and settled_at < $6`,
    [
      memberId,
      merchant.id,
      new Date(periods.daily.start),
      new Date(periods.weekly.start),
      since,
      at,
    ],
  );
  const claimed = new Set(
    (
      await q.query<{ reference: string }>(
        `select reference from bonus where member_id = $1 and source = 'mission'
           and reference = any($2::text[])`,
        [memberId, active.map((rule) => missionReference(rule.key, periods[rule.period]))],
      )
    ).map((row) => row.reference),
  );
  return active.map((rule) => {
    const period = periods[rule.period];
    let progress: bigint;
    if (rule.metric === 'deposit') progress = deposits?.[rule.period] ?? 0n;
    else {
      const metric = rule.metric === 'validBet' ? 'valid_bet' : rule.metric;
      progress = play
        .filter((row) => row.period === rule.period)
        .filter((row) => rule.product === null || row.product === rule.product)
        .reduce((sum, row) => sum + BigInt(row[metric]), 0n);
    }
    const target =
      rule.metric === 'rounds' ? BigInt(rule.target) : merchant.money.parse(rule.target);
    const state: MissionState = claimed.has(missionReference(rule.key, period))
      ? 'claimed'
      : progress >= target
        ? 'completed'
        : 'inProgress';
    return { rule, period, progress, target, reward: merchant.money.parse(rule.reward), state };
  });
}
