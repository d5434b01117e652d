import { playTypes } from '@portal/contract/points/rules';
import { missionMetrics, missionPeriods } from '@portal/contract/rewards/missions';
import { z } from 'zod';
import type { Queryable } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { merchantSetting } from '../../../merchant/merchant-setting.ts';
import { localizedText } from '../../content/ops-common.ts';

const decimal = z.string().regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u);

const missionRule = z
  .object({
    key: z.string().regex(/^[a-z0-9-]{1,40}$/u),
    titles: localizedText(120),
    period: z.enum(missionPeriods),
    metric: z.enum(missionMetrics),
    product: z.enum(playTypes).nullable().default(null),
    /** An amount of the brand's currency, or a whole number of rounds. */
    target: decimal,
    reward: decimal,
    active: z.boolean().default(true),
  })
  .refine((m) => m.metric !== 'rounds' || /^[1-9][0-9]*$/u.test(m.target), {
    path: ['target'],
    message: 'rounds are a whole number',
  })
  .refine((m) => m.metric !== 'deposit' || m.product === null, {
    path: ['product'],
    message: 'deposits have no product type',
  })
  .refine((m) => Number(m.target) > 0 && Number(m.reward) > 0, {
    path: ['target'],
    message: 'a mission needs a target and a reward',
  });
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
    enabled: z.boolean().default(true),
    missions: z.array(missionRule).max(50).prefault(defaultMissions),
    turnoverPercent: z.number().int().min(0).max(10_000).default(100),
    leaderboardSize: z.number().int().min(3).max(100).default(20),
  })
  .refine((s) => new Set(s.missions.map((m) => m.key)).size === s.missions.length, {
    path: ['missions'],
    message: 'mission keys must be unique',
  });
export type MissionsSettings = z.output<typeof missionsSetting>;

export const missionsSettings = (q: Queryable, merchant: Merchant): Promise<MissionsSettings> =>
  merchantSetting(q, merchant, 'missions', missionsSetting);
