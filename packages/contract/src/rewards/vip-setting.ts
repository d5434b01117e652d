import * as z from 'zod/mini';
import { playTypes, type PlayType } from '../points/rules.ts';
import { settingAmount } from './setting-amount.ts';
import { rateString, vipReviewPeriods } from './vip.ts';

/** Rebate rates per product type in percent (`0.4`), each 0 unless given. */
const rebate = z.prefault(
  z.object(
    Object.fromEntries(playTypes.map((type) => [type, z._default(rateString, '0')])) as Record<
      PlayType,
      z.ZodMiniDefault<typeof rateString>
    >,
  ),
  {},
);

/** One level of a brand's ladder as the operator sets it. */
export const vipLevelSetting = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  /** Progress that reaches the level: valid bets and deposits (both). */
  validBet: settingAmount,
  deposit: settingAmount,
  /** Valid bets per review period that keep the level ("0": kept for good). */
  keepValidBet: z._default(settingAmount, '0'),
  /** Paid once, the first time a member reaches the level. */
  upgradeBonus: z._default(settingAmount, '0'),
  /** Paid at each review a member keeps the level. */
  periodBonus: z._default(settingAmount, '0'),
  rebate,
  /** The largest single withdrawal at this level; null: the brand's own maximum. */
  withdrawMax: z._default(z.nullable(settingAmount), null),
  /** Points earned at this level are multiplied by it. */
  pointsMultiplier: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(10)), 1),
});
export type VipLevelSetting = z.output<typeof vipLevelSetting>;

/** Rebate rates per product type for a ladder of six. */
const rates = (live: string, lottery: string, pvp: string, rng: string, sports: string) => ({
  live,
  lottery,
  pvp,
  rng,
  sports,
});

/** The ladder a brand has until its operator sets its own. */
const defaultLevels: z.input<typeof vipLevelSetting>[] = [
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

const vipFields = z.object({
  enabled: z._default(z.boolean(), true),
  review: z._default(z.enum(vipReviewPeriods), 'monthly'),
  levels: z.prefault(
    z.array(vipLevelSetting).check(z.minLength(1), z.maxLength(50)),
    defaultLevels,
  ),
  graceSeconds: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(3600)), 60),
  bonusTurnoverPercent: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 100),
  bonusClaimDays: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(365)), 30),
});

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
export const vipSetting = vipFields.check(
  z.superRefine<z.output<typeof vipFields>>((value, ctx) => {
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
  }),
);
export type VipSettings = z.output<typeof vipSetting>;
