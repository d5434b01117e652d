import * as z from 'zod/mini';
import { moneyString } from '../money.ts';
import { localizedText } from '../rewards/bonuses-ops.ts';
import { text } from '../text.ts';
import { redeemStatuses, rewardKinds } from './rules.ts';

/**
 * The operator's side of the points mall: the reward catalogue (every language of its texts,
 * switched-off rewards included), the redemptions with the member and the shipping address,
 * the decision on a redemption in process, and an earning run on demand.
 */

const id = z.string().check(z.trim(), z.regex(/^[1-9][0-9]{0,17}$/u, 'field_invalid'));

/** What an operator sets of a catalogue reward. */
const rewardFields = {
  names: localizedText(80),
  descriptions: z.optional(localizedText(300)),
  kind: z.enum(rewardKinds),
  /** Points one unit costs, at least 1. */
  points: z.string().check(z.regex(/^[1-9][0-9]{0,14}$/u, 'field_invalid')),
  /** What one unit credits, in the brand's currency: above zero for credit, "0" for goods. */
  amount: z._default(
    z.string().check(z.regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u, 'field_invalid')),
    '0',
  ),
  /** Units left; null: unlimited. */
  stock: z._default(z.nullable(z.number().check(z.int(), z.minimum(0))), null),
  /** Most units one redemption may ask for. */
  maxQuantity: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(99)), 1),
  imageUrl: z._default(z.nullable(z.string().check(z.maxLength(500))), null),
  /** Off: not on the shelf (redemptions in process stay). */
  active: z._default(z.boolean(), true),
  /** Shelf order, lower first. */
  sort: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
};

/** A new reward. Strict: a field the call does not know is refused rather than ignored. */
export const opsRewardCreateInput = z.strictObject(rewardFields);

/** Replaces every field of reward `id`. */
export const opsRewardUpdateInput = z.strictObject({ id, ...rewardFields });

export const opsReward = z.object({
  id: z.string(),
  names: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  kind: z.enum(rewardKinds),
  points: z.string(),
  amount: moneyString,
  stock: z.nullable(z.number()),
  maxQuantity: z.number(),
  imageUrl: z.nullable(z.string()),
  active: z.boolean(),
  sort: z.number(),
});
export type OpsReward = z.infer<typeof opsReward>;

/** The whole catalogue, in shelf order. */
export const opsRewardsOutput = z.object({ items: z.array(opsReward) });

/** Redemptions (and conversions), newest first, at most 500; `status` keeps one state. */
export const opsRedemptionsInput = z.object({ status: z.optional(z.enum(redeemStatuses)) });

/** Where goods go, as the member gave it. */
export const opsShipping = z.object({
  recipient: z.string(),
  phone: z.string(),
  address: z.string(),
});

/** The decision of an operator on a redemption in process. */
export const opsRedemptionDecideInput = z.object({
  id,
  /** `approve` pays a credit reward (with the brand's turnover); `reject` returns the points. */
  decision: z.enum(['approve', 'reject']),
  /** Shown to the member in the redeem history. */
  remark: z._default(text(300), ''),
});

/** An earning run now; `asOf` (an ISO instant) only on a server with TEST_CLOCK. */
export const opsPointsRunInput = z.object({
  asOf: z.optional(z.iso.datetime({ message: 'field_invalid' })),
});

export const opsPointsRunOutput = z.object({
  /** The instant the run earned up to (less the brand's grace). */
  ranAt: z.string(),
  /** Points the run posted, over every member. */
  points: z.string(),
});
