import * as z from 'zod/mini';
import { earningTypes, pointsPattern, type EarningType } from './rules.ts';

/** A decimal amount of the brand's currency as typed by an operator (`10`, `0.50`). */
const decimal = z.string().check(z.regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u, 'field_invalid'));
/** Whole points as integer text. */
const wholePoints = z.string().check(z.regex(pointsPattern, 'field_invalid'));

/** How one earning type earns: `points` for every whole `unit` of the currency. */
export const earningSetting = z.object({
  unit: decimal,
  points: z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)),
});
export type EarningSetting = z.output<typeof earningSetting>;

/** Every earning type earns 1 point per 10 of the currency unless the brand says otherwise. */
const defaultEarning = Object.fromEntries(
  earningTypes.map((type) => [type, { unit: '10', points: 1 }]),
) as Record<EarningType, EarningSetting>;

const earningShape = Object.fromEntries(
  earningTypes.map((type) => [type, z.optional(earningSetting)]),
) as Record<EarningType, z.ZodMiniOptional<typeof earningSetting>>;

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
 * The server reads it on every call and run, so an operator's change applies at once; a
 * malformed row fails the calls rather than silently loosening a money rule.
 */
export const pointsSetting = z.object({
  enabled: z._default(z.boolean(), true),
  earning: z.pipe(
    z._default(z.object(earningShape), {}),
    z.transform(
      (rules) => ({ ...defaultEarning, ...rules }) as Record<EarningType, EarningSetting>,
    ),
  ),
  graceSeconds: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(3600)), 60),
  convert: z.prefault(
    z.object({
      enabled: z._default(z.boolean(), true),
      points: z._default(
        wholePoints.check(z.refine((value) => value !== '0', { message: 'field_invalid' })),
        '100',
      ),
      amount: z._default(decimal, '1'),
      minPoints: z._default(wholePoints, '100'),
      turnoverMultiple: z._default(z.number().check(z.minimum(0), z.maximum(100)), 1),
    }),
    {},
  ),
});
export type PointsSetting = z.output<typeof pointsSetting>;
