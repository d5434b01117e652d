import { earningTypes, type EarningType } from '@portal/contract/points/rules';
import { z } from 'zod';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { merchantSetting } from '../../merchant/merchant-setting.ts';

/** A decimal amount of the brand's currency as typed by an operator (`10`, `0.50`). */
const decimal = z.string().regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u);
/** Whole points as integer text. */
const wholePoints = z.string().regex(/^(0|[1-9][0-9]{0,14})$/u);

const earningRule = z.object({ unit: decimal, points: z.number().int().min(0).max(1_000_000) });

/** Every earning type earns 1 point per 10 of the currency unless the brand says otherwise. */
const defaultEarning = Object.fromEntries(
  earningTypes.map((type) => [type, { unit: '10', points: 1 }]),
) as Record<EarningType, z.infer<typeof earningRule>>;

/**
 * A brand's points rules: `merchant_setting` key `points` (jsonb), every field optional.
 * - `enabled`: the mall is open (default true); closed, every points call is `points_disabled`
 *   and nothing is earned;
 * - `earning`: per earning type (live, lottery, pvp, rng, sports, deposit), `points` for every
 *   whole `unit` of a settled bet's stake (valid bet) or of a credited deposit; `points: 0`
 *   switches a type off (default 1 point per 10);
 * - `graceSeconds`: a bet or deposit earns this long after it settled, so transactions that
 *   settled in the last moments are committed before the window is read (default 60);
 * - `convert`: conversion to balance, `points` points to `amount` in whole steps of at least
 *   `minPoints`, the credited amount to be played `turnoverMultiple` times before it may be
 *   withdrawn (default on, 100 points to 1, minimum 100, ×1).
 * Read on every call and run, so an operator's change applies at once. A malformed row fails
 * the calls rather than silently loosening a money rule.
 */
export const pointsSetting = z.object({
  enabled: z.boolean().default(true),
  earning: z
    .object(
      Object.fromEntries(earningTypes.map((type) => [type, earningRule.optional()])) as Record<
        EarningType,
        z.ZodOptional<typeof earningRule>
      >,
    )
    .default({})
    .transform(
      (rules) =>
        ({ ...defaultEarning, ...rules }) as Record<EarningType, z.infer<typeof earningRule>>,
    ),
  graceSeconds: z.number().int().min(0).max(3600).default(60),
  convert: z
    .object({
      enabled: z.boolean().default(true),
      points: wholePoints.refine((v) => v !== '0').default('100'),
      amount: decimal.default('1'),
      minPoints: wholePoints.default('100'),
      turnoverMultiple: z.number().min(0).max(100).default(1),
    })
    .prefault({}),
});

export type PointsSettings = z.output<typeof pointsSetting>;

/** The merchant's points rules, defaults filled in. */
export function pointsSettings(q: Queryable, merchant: Merchant): Promise<PointsSettings> {
  return merchantSetting(q, merchant, 'points', pointsSetting);
}
