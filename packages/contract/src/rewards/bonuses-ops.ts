import * as z from 'zod/mini';
import { pageNo, pageOut, pageSize } from '../game-card.ts';
import { moneyString } from '../money.ts';
import { approvalView } from '../ops.ts';
import { requiredText } from '../text.ts';
import { bonusSources, bonusStates } from './bonus-rules.ts';
import { settingAmount } from './setting-amount.ts';

/**
 * The operator's side of bonuses: the list with its filters, an operator's grant (claimable in
 * the reward centre or credited at once, once per reference and member) and the cancellation
 * of a bonus not yet claimed.
 */

/**
 * `{PT: ..., EN: ...}` texts an operator gives: one to twelve languages (two capital letters),
 * each trimmed, not empty and at most `max` characters.
 */
export function localizedText(max: number) {
  return z
    .record(z.string().check(z.regex(/^[A-Z]{2}$/u, 'field_invalid')), requiredText(max))
    .check(
      z.refine((map) => Object.keys(map).length >= 1 && Object.keys(map).length <= 12, {
        message: 'field_required',
      }),
    );
}

/** A database id as digits. */
const idText = z.string().check(z.trim(), z.regex(/^[0-9]{1,18}$/u, 'field_invalid'));

/** An optional query filter; `?name=` (empty, as forms send it) means no filter too. */
const optionalFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.optional(z.union([z.enum(values), z.literal('')]));

/** One bonus as the console shows it: titles in every language, the member by id. */
export const opsBonus = z.object({
  id: z.string(),
  memberId: z.string(),
  source: z.enum(bonusSources),
  /** The giver's reference: a promotion's id, a period, the operator's own reference. */
  reference: z.string(),
  titles: z.record(z.string(), z.string()),
  amount: moneyString,
  turnoverRequired: moneyString,
  state: z.enum(bonusStates),
  createdAt: z.string(),
  expiresAt: z.nullable(z.string()),
  settledAt: z.nullable(z.string()),
});
export type OpsBonus = z.infer<typeof opsBonus>;

/** The brand's bonuses, newest first; each filter is optional. */
export const opsBonusListInput = z.object({
  pageNo,
  pageSize: pageSize(20, 100),
  memberId: z.optional(idText),
  source: optionalFilter(bonusSources),
  state: optionalFilter(bonusStates),
});

export const opsBonusListOutput = z.object({ ...pageOut, items: z.array(opsBonus) });

/** An operator's grant (source `operator`). */
export const bonusGrantInput = z
  .strictObject({
    memberId: idText,
    /** The operator's own reference: a second grant under it changes nothing. */
    reference: requiredText(100),
    titles: localizedText(200),
    /** A decimal in the brand's currency, above zero. */
    amount: z.string().check(z.regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u, 'field_invalid')),
    /** Percent of the amount to bet before withdrawing (100: once; 0: nothing). */
    turnoverPercent: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
    /** True: the member claims it in the reward centre; false: credited now. */
    claimable: z._default(z.boolean(), true),
    /** The claim's deadline (claimable grants only), in the future. */
    expiresAt: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
  })
  .check(
    z.refine((input) => input.claimable || input.expiresAt === null, {
      message: 'field_invalid',
      path: ['expiresAt'],
    }),
  );

/**
 * A grant at or under the brand's four-eyes threshold: the bonus, and whether this call created
 * it (false: the reference was granted before). Above it: the four-eyes request that gives the
 * bonus once another operator approves it (the same request again while it is open or after).
 */
export const bonusGrantOutput = z.object({
  bonus: z.nullable(z.extend(opsBonus, { created: z.boolean() })),
  approval: z.nullable(approvalView),
});
export type BonusGrantOutput = z.infer<typeof bonusGrantOutput>;

/**
 * A brand's four-eyes rule on operator bonuses (`merchant_setting` key `bonusApproval`): a grant
 * above `fourEyesAbove` (an amount of the brand's currency; null: never) waits for a second
 * operator. Default 1000.
 */
export const bonusApprovalSetting = z.object({
  fourEyesAbove: z._default(z.nullable(settingAmount), '1000'),
});
export type BonusApprovalSettings = z.output<typeof bonusApprovalSetting>;

export const bonusCancelInput = z.strictObject({ id: idText });
