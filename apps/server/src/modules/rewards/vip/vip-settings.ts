import { playTypes, type PlayType } from '@portal/contract/points/rules';
import { ratePattern, rateBasisPoints, vipReviewPeriods } from '@portal/contract/rewards/vip';
import { z } from 'zod';
import type { Queryable } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { merchantSetting } from '../../../merchant/merchant-setting.ts';

/** A decimal amount of the brand's currency as typed by an operator (`1000`, `0.50`). */
const decimal = z.string().regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u);
const rate = z.string().regex(ratePattern);

const rebate = z
  .object(
    Object.fromEntries(playTypes.map((type) => [type, rate.default('0')])) as Record<
      PlayType,
      z.ZodDefault<typeof rate>
    >,
  )
  .prefault({});

const level = z.object({
  name: z.string().trim().min(1).max(32),
  validBet: decimal,
  deposit: decimal,
  keepValidBet: decimal.default('0'),
  upgradeBonus: decimal.default('0'),
  periodBonus: decimal.default('0'),
  rebate,
  withdrawMax: decimal.nullable().default(null),
  /** Points earned at this level are multiplied by it. */
  pointsMultiplier: z.number().int().min(1).max(10).default(1),
});
export type VipLevelSetting = z.output<typeof level>;

/** Rebate rates per product type for a ladder of six. */
const rates = (live: string, lottery: string, pvp: string, rng: string, sports: string) => ({
  live,
  lottery,
  pvp,
  rng,
  sports,
});

/** The ladder a brand has until its operator sets its own. */
const defaultLevels: z.input<typeof level>[] = [
  { name: 'VIP0', validBet: '0', deposit: '0', rebate: rates('0.3', '0.1', '0.2', '0.4', '0.2') },
  {
    name: 'VIP1',
    validBet: '1000',
    deposit: '200',
    keepValidBet: '500',
    upgradeBonus: '10',
    periodBonus: '5',
    rebate: rates('0.4', '0.15', '0.3', '0.5', '0.3'),
  },
  {
    name: 'VIP2',
    validBet: '10000',
    deposit: '1000',
    keepValidBet: '3000',
    upgradeBonus: '50',
    periodBonus: '20',
    rebate: rates('0.5', '0.2', '0.4', '0.6', '0.4'),
    withdrawMax: '30000',
  },
  {
    name: 'VIP3',
    validBet: '50000',
    deposit: '5000',
    keepValidBet: '10000',
    upgradeBonus: '200',
    periodBonus: '80',
    rebate: rates('0.6', '0.25', '0.5', '0.7', '0.5'),
    withdrawMax: '50000',
    pointsMultiplier: 2,
  },
  {
    name: 'VIP4',
    validBet: '200000',
    deposit: '20000',
    keepValidBet: '40000',
    upgradeBonus: '800',
    periodBonus: '300',
    rebate: rates('0.7', '0.3', '0.6', '0.8', '0.6'),
    withdrawMax: '100000',
    pointsMultiplier: 2,
  },
  {
    name: 'VIP5',
    validBet: '1000000',
    deposit: '100000',
    keepValidBet: '150000',
    upgradeBonus: '3000',
    periodBonus: '1000',
    rebate: rates('0.8', '0.4', '0.7', '1', '0.7'),
    withdrawMax: '200000',
    pointsMultiplier: 3,
  },
];

/**
 * A brand's VIP programme: `merchant_setting` key `vip` (jsonb), every field optional.
 * - `enabled` (default true; the whitelabel VIP module must be on as well);
 * - `review`: the period a level is kept for, `weekly` (Monday to Monday) or `monthly`, on the
 *   brand's calendar;
 * - `levels`: the ladder, level 0 first with nothing to reach; each level needs at least the
 *   previous one's valid bets and deposits and more of one of them;
 * - `graceSeconds`: play and deposits count this long after they settled, so a transaction
 *   that settled in the last moments has committed before the window is read;
 * - `bonusTurnoverPercent`: what the upgrade and period bonuses ask to be bet before a
 *   withdrawal (100: once); `bonusClaimDays`: how long they wait in the reward centre.
 * Read on every call and run, so an operator's change applies at once.
 */
export const vipSetting = z
  .object({
    enabled: z.boolean().default(true),
    review: z.enum(vipReviewPeriods).default('monthly'),
    levels: z.array(level).min(1).max(50).prefault(defaultLevels),
    graceSeconds: z.number().int().min(0).max(3600).default(60),
    bonusTurnoverPercent: z.number().int().min(0).max(10_000).default(100),
    bonusClaimDays: z.number().int().min(1).max(365).default(30),
  })
  .superRefine((value, ctx) => {
    const [first] = value.levels;
    if (first && (Number(first.validBet) !== 0 || Number(first.deposit) !== 0))
      ctx.addIssue({ code: 'custom', path: ['levels', 0], message: 'level 0 needs nothing' });
    value.levels.slice(1).forEach((next, i) => {
      const prev = value.levels[i]!;
      const bet = Number(next.validBet) - Number(prev.validBet);
      const deposit = Number(next.deposit) - Number(prev.deposit);
      if (bet < 0 || deposit < 0 || bet + deposit === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['levels', i + 1],
          message: 'each level needs more than the one below',
        });
    });
  });
export type VipSettings = z.output<typeof vipSetting>;

export const vipSettings = (q: Queryable, merchant: Merchant): Promise<VipSettings> =>
  merchantSetting(q, merchant, 'vip', vipSetting);

/** A level's thresholds and benefits in minor units, as the job and the calls use them. */
export interface VipLevelRule {
  level: number;
  name: string;
  validBet: bigint;
  deposit: bigint;
  keepValidBet: bigint;
  upgradeBonus: bigint;
  periodBonus: bigint;
  /** Rebate rates in basis points (hundredths of a percent) per product type. */
  rebate: Record<PlayType, number>;
  withdrawMax: bigint | null;
}

export function levelRules(settings: VipSettings, merchant: Merchant): VipLevelRule[] {
  const money = (text: string) => merchant.money.parse(text);
  return settings.levels.map((l, index) => ({
    level: index,
    name: l.name,
    validBet: money(l.validBet),
    deposit: money(l.deposit),
    keepValidBet: money(l.keepValidBet),
    upgradeBonus: money(l.upgradeBonus),
    periodBonus: money(l.periodBonus),
    rebate: Object.fromEntries(
      playTypes.map((type) => [type, rateBasisPoints(l.rebate[type])]),
    ) as Record<PlayType, number>,
    withdrawMax: l.withdrawMax === null ? null : money(l.withdrawMax),
  }));
}

/** The rule of `level`; a level above the ladder (an operator shortened it) reads as the top. */
export const ruleOf = (rules: readonly VipLevelRule[], level: number): VipLevelRule =>
  rules[Math.min(level, rules.length - 1)]!;

/** The highest level whose thresholds the progress reaches. */
export function levelReached(
  rules: readonly VipLevelRule[],
  progress: { validBet: bigint; deposit: bigint },
): number {
  let reached = 0;
  for (const rule of rules)
    if (progress.validBet >= rule.validBet && progress.deposit >= rule.deposit)
      reached = rule.level;
  return reached;
}
