import * as z from 'zod/mini';
import { contentId, localizedTexts } from './localized-texts.ts';
import { sortOrder } from './ops-items.ts';
import { endAfterStart, isoTime } from './schedule.ts';

/**
 * What an operator writes of promotions. A create sets everything, money terms included; an
 * update corrects only what members read (texts, picture, category, times, order): the kind,
 * the proof rule, the prize or bonus and its turnover stay as created, since members may
 * already have applied or claimed under them (a new promotion changes them). Strict like the
 * other updates.
 */

/** An amount above zero in the brand's currency, as a decimal string. */
const prizeAmount = z.string().check(z.regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u, 'field_invalid'));

const readFields = {
  category: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/u, 'field_invalid')),
  titles: localizedTexts(200),
  summaries: localizedTexts(500),
  /** HTML, sanitised when stored. */
  contents: localizedTexts(20_000),
  imageUrl: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  startTime: isoTime,
  /** Null: no end. */
  endTime: z.nullable(isoTime),
  sort: sortOrder,
};

export const opsPromotionCreateInput = z
  .object({
    ...readFields,
    /** `info` only informs; `activity` takes an application; `raffle` is claimed once. */
    kind: z.enum(['info', 'activity', 'raffle']),
    category: z._default(readFields.category, 'ALL'),
    endTime: z._default(readFields.endTime, null),
    /** Activities only: an application needs 1-3 proof images. */
    requiresProof: z._default(z.boolean(), false),
    /**
     * The raffle's prize (required), or the bonus an approved activity application credits
     * (optional: the operator may give it when issuing). Information promotions have none.
     */
    prizeAmount: z._default(z.nullable(prizeAmount), null),
    /**
     * A raffle's prize table instead of one prize: amounts with their weights, drawn provably
     * fair per member.
     */
    prizeTable: z._default(
      z.nullable(
        z
          .array(
            z.object({
              amount: prizeAmount,
              weight: z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
            }),
          )
          .check(z.minLength(1), z.maxLength(20)),
      ),
      null,
    ),
    /** Percent of the prize or bonus to bet before it can be withdrawn (100 = once). */
    turnoverPercent: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
    sort: z._default(sortOrder, 0),
  })
  .check(
    z.refine((p) => p.prizeTable === null || (p.kind === 'raffle' && p.prizeAmount === null), {
      message: 'field_invalid',
      path: ['prizeTable'],
    }),
    z.refine(
      (p) =>
        p.kind === 'info'
          ? p.prizeAmount === null
          : p.kind === 'activity' || p.prizeAmount !== null || p.prizeTable !== null,
      { message: 'field_invalid', path: ['prizeAmount'] },
    ),
    z.refine((p) => p.kind === 'activity' || !p.requiresProof, {
      message: 'field_invalid',
      path: ['requiresProof'],
    }),
    endAfterStart,
  );

export const opsPromotionUpdateInput = z
  .strictObject({ id: contentId, ...readFields })
  .check(endAfterStart);
