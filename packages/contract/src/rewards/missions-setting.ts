import * as z from 'zod/mini';
import { playTypes } from '../points/rules.ts';
import { missionMetrics, missionPeriods } from './missions.ts';
import { settingAmount } from './setting-amount.ts';

/** `{PT, EN, ...}` titles an operator gives: one to twelve languages, each 1-120 characters. */
const titles = z
  .record(
    z.string().check(z.regex(/^[A-Z]{2}$/u, 'field_invalid')),
    z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  )
  .check(
    z.refine(
      (map) => Object.keys(map).length >= 1 && Object.keys(map).length <= 12,
      'field_required',
    ),
  );

/** One mission as the operator sets it. */
export const missionRule = z
  .object({
    /** Unique in the brand and kept across edits: a claim is per key and period. */
    key: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/u, 'field_invalid')),
    titles,
    period: z.enum(missionPeriods),
    metric: z.enum(missionMetrics),
    /** Only play of this product type counts; null: any (deposits: always null). */
    product: z._default(z.nullable(z.enum(playTypes)), null),
    /** An amount of the brand's currency, or a whole number of rounds. */
    target: settingAmount,
    reward: settingAmount,
    active: z._default(z.boolean(), true),
  })
  .check(
    z.refine((m) => m.metric !== 'rounds' || /^[1-9][0-9]*$/u.test(m.target), {
      path: ['target'],
      message: 'rounds are a whole number',
    }),
    z.refine((m) => m.metric !== 'deposit' || m.product === null, {
      path: ['product'],
      message: 'deposits have no product type',
    }),
    z.refine((m) => Number(m.target) > 0 && Number(m.reward) > 0, {
      path: ['target'],
      message: 'a mission needs a target and a reward',
    }),
  );
export type MissionRule = z.output<typeof missionRule>;

const defaultMissions: z.input<typeof missionRule>[] = [
  {
    key: 'daily-bet',
    titles: { PT: 'Apostas válidas do dia', EN: 'Today’s valid bets' },
    period: 'daily',
    metric: 'validBet',
    target: '100',
    reward: '2',
  },
  {
    key: 'daily-rounds',
    titles: { PT: 'Rondas de jogos eletrónicos', EN: 'Rounds of electronic games' },
    period: 'daily',
    metric: 'rounds',
    product: 'rng',
    target: '10',
    reward: '1',
  },
  {
    key: 'weekly-deposit',
    titles: { PT: 'Depósitos da semana', EN: 'This week’s deposits' },
    period: 'weekly',
    metric: 'deposit',
    target: '500',
    reward: '10',
  },
  {
    key: 'weekly-win',
    titles: { PT: 'Ganhos da semana', EN: 'This week’s winnings' },
    period: 'weekly',
    metric: 'winnings',
    target: '1000',
    reward: '25',
  },
];

/**
 * A brand's missions: `merchant_setting` key `missions` (jsonb), every field optional.
 * - `enabled` (default true);
 * - `missions`: each with a `key` (unique, kept across edits: a claim is per key and period),
 *   `titles` per language, `period` (`daily` or `weekly`, on the brand's calendar), `metric`,
 *   `product` (play of one product type only; null: any), `target`, `reward` and `active`;
 * - `turnoverPercent`: what a mission reward asks to be bet before a withdrawal (default 100);
 * - `leaderboardSize`: the leaderboard's rows (default 20).
 */
export const missionsSetting = z
  .object({
    enabled: z._default(z.boolean(), true),
    missions: z.prefault(z.array(missionRule).check(z.maxLength(50)), defaultMissions),
    turnoverPercent: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 100),
    leaderboardSize: z._default(z.number().check(z.int(), z.minimum(3), z.maximum(100)), 20),
  })
  .check(
    z.refine((s) => new Set(s.missions.map((m) => m.key)).size === s.missions.length, {
      path: ['missions'],
      message: 'mission keys must be unique',
    }),
  );
export type MissionsSettings = z.output<typeof missionsSetting>;
