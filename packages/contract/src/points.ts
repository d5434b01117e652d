import * as z from 'zod/mini';
import { dayRangeInput } from './day-range.ts';
import { emptyInput, endpoint } from './endpoint.ts';
import { pageNo, pageOut, pageSize } from './game-card.ts';
import { moneyString } from './money.ts';
import { settingEndpoints } from './ops/setting-endpoints.ts';
import {
  opsPointsRunInput,
  opsPointsRunOutput,
  opsRedemptionDecideInput,
  opsRedemptionsInput,
  opsReward,
  opsRewardCreateInput,
  opsRewardsOutput,
  opsRewardUpdateInput,
  opsShipping,
} from './points/ops.ts';
import {
  earningTypes,
  pointsPattern,
  pointTypes,
  redeemKinds,
  redeemStatuses,
  rewardKinds,
} from './points/rules.ts';
import { pointsSetting } from './points/settings.ts';

/**
 * The points mall (spec sections 3 and 7 "Points"): the balance, the brand's rules, the reward
 * catalogue, redemptions and conversions (both behind the withdrawal password, encrypted) and
 * every movement of points. Points are whole numbers as integer text.
 */

/** Whole points as integer text. */
export const pointsString = z.string().check(z.regex(pointsPattern, 'field_invalid'));
/** Signed whole points (a movement). */
export const signedPoints = z.string().check(z.regex(/^-?(0|[1-9][0-9]{0,14})$/u, 'field_invalid'));

const withdrawPassword = z
  .string()
  .check(z.minLength(1, 'enter_withdraw_password'), z.maxLength(64));

export const pointBalanceOutput = z.object({ points: pointsString });

/** How one earning type earns: `points` for every whole `unit` of valid bet (or deposit). */
export const earningRule = z.object({
  type: z.enum(earningTypes),
  unit: moneyString,
  points: z.number().check(z.int(), z.minimum(0)),
});

export const pointConfigOutput = z.object({
  /** False: the mall is closed for the brand (every other call answers `points_disabled`). */
  enabled: z.boolean(),
  earning: z.array(earningRule),
  /** Conversion to balance: `points` convert to `amount`, in whole steps, at least `minPoints`. */
  convert: z.object({
    enabled: z.boolean(),
    points: pointsString,
    amount: moneyString,
    minPoints: pointsString,
    /** Turnover the converted amount must be played before it may be withdrawn (× amount). */
    turnoverMultiple: z.string(),
  }),
  /** Points never expire (spec section 9). */
  expires: z.literal(false),
});

export const pointReward = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(rewardKinds),
  /** Points one unit costs. */
  points: pointsString,
  /** What one unit credits to the main wallet (credit rewards; "0.00" for goods). */
  amount: moneyString,
  /** Units left; null when unlimited. */
  stock: z.nullable(z.number().check(z.int(), z.minimum(0))),
  /** Most units one redemption may ask for. */
  maxQuantity: z.number().check(z.int(), z.minimum(1)),
  imageUrl: z.nullable(z.string()),
});

export const pointRewardsOutput = z.object({ list: z.array(pointReward) });

export const redeemListInput = z.object({
  status: z.optional(z.enum(redeemStatuses)),
  pageNo,
  pageSize: pageSize(10, 50),
});

/** One redemption or conversion, as the redeem history shows it (spec section 3 "Points"). */
export const redeemRecord = z.object({
  refNo: z.string(),
  appliedAt: z.string(),
  kind: z.enum(redeemKinds),
  /** The reward's name; empty for a conversion. */
  name: z.string(),
  quantity: z.number().check(z.int(), z.minimum(1)),
  /** Points the redemption cost. */
  points: pointsString,
  /** Money it credits (credit rewards and conversions), "0.00" for goods. */
  amount: moneyString,
  status: z.enum(redeemStatuses),
  /** Signed change of points: negative when taken, positive when a rejection returned them. */
  changedPoints: signedPoints,
  /** The member's points right after the redemption was applied. */
  pointsBalance: pointsString,
  remark: z.string(),
});

export const redeemListOutput = z.object({ list: z.array(redeemRecord), ...pageOut });

export const pointDetailsInput = z.object({
  type: z.optional(z.enum(pointTypes)),
  ...dayRangeInput,
  pageNo,
  pageSize: pageSize(10, 50),
});

/** One movement of points. */
export const pointDetail = z.object({
  id: z.string(),
  time: z.string(),
  type: z.enum(pointTypes),
  points: signedPoints,
  /** Points after this movement. */
  balance: pointsString,
  /** What moved them: the bets' count, the deposit, the redemption's reference. */
  remark: z.string(),
});

export const pointDetailsOutput = z.object({ list: z.array(pointDetail), ...pageOut });

/** Where goods are shipped. */
export const shippingInput = z.object({
  recipient: z.string().check(z.trim(), z.minLength(1, 'field_required'), z.maxLength(64)),
  phone: z.string().check(z.trim(), z.minLength(5, 'field_invalid'), z.maxLength(32)),
  address: z.string().check(z.trim(), z.minLength(5, 'field_invalid'), z.maxLength(300)),
});

export const redeemInput = z.object({
  rewardId: z.string().check(z.regex(/^[1-9][0-9]{0,17}$/u, 'field_invalid')),
  quantity: z
    .number()
    .check(z.int(), z.minimum(1, 'field_invalid'), z.maximum(99, 'field_invalid')),
  /** Goods only. */
  shipping: z.optional(shippingInput),
  withdrawPassword,
});

export const redeemOutput = z.object({ record: redeemRecord, points: pointsString });

export const convertInput = z.object({ points: pointsString, withdrawPassword });

export const convertOutput = z.object({
  record: redeemRecord,
  points: pointsString,
  /** The main wallet after the credit. */
  balance: moneyString,
});

export const pointsEndpoints = {
  balance: endpoint('points', 'balance', {
    method: 'GET',
    path: '/wps/relay/MCS2_getPointBalance',
    auth: 'required',
    summary: 'The member’s points.',
    input: emptyInput,
    output: pointBalanceOutput,
  }),
  rewards: endpoint('points', 'rewards', {
    method: 'GET',
    path: '/wps/relay/MCS2_getPointReward',
    auth: 'required',
    summary: 'The rewards of the points mall that are on offer.',
    input: emptyInput,
    output: pointRewardsOutput,
  }),
  redeemList: endpoint('points', 'redeemList', {
    method: 'GET',
    path: '/wps/relay/MCS2_getRedeemPointList',
    auth: 'required',
    summary: 'The member’s redemptions and conversions, newest first.',
    input: redeemListInput,
    output: redeemListOutput,
  }),
  config: endpoint('points', 'config', {
    method: 'GET',
    path: '/wps/relay/MCS2_getPointConfig',
    auth: 'required',
    summary: 'How points are earned and converted (unit ratio and rules).',
    input: emptyInput,
    output: pointConfigOutput,
  }),
  details: endpoint('points', 'details', {
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    auth: 'required',
    summary: 'Every movement of the member’s points in a range of days.',
    input: pointDetailsInput,
    output: pointDetailsOutput,
  }),
  redeem: endpoint('points', 'redeem', {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    auth: 'required',
    encrypted: true,
    idempotent: true,
    summary: 'Redeem a reward with points (in process until an operator decides).',
    input: redeemInput,
    output: redeemOutput,
  }),
  convert: endpoint('points', 'convert', {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    auth: 'required',
    encrypted: true,
    idempotent: true,
    summary: 'Convert points to main-wallet balance at the brand’s ratio, at once.',
    input: convertInput,
    output: convertOutput,
  }),
};

// ---------------------------------------------------------------------------------------------
// The operator's side (`points/ops.ts`, `points/settings.ts`): every change is audited.

/** A redemption as the console lists it: the member's record plus who asked and where to ship. */
export const opsRedemption = z.extend(redeemRecord, {
  id: z.string(),
  /** The member's account name. */
  account: z.string(),
  /** Goods only; null for credit rewards and conversions. */
  shipping: z.nullable(opsShipping),
});
export type OpsRedemption = z.infer<typeof opsRedemption>;

export const opsRedemptionsOutput = z.object({ items: z.array(opsRedemption) });

const settings = settingEndpoints('points', 'opsSettings', {
  path: '/operator/points/settings',
  what: 'points rules (earning per type, grace, conversion, the mall on or off)',
  permission: 'rewards.write',
  schema: pointsSetting,
});

export const pointsOpsEndpoints = {
  opsSettings: settings.read,
  opsSettingsSave: settings.save,
  opsRewards: endpoint('points', 'opsRewards', {
    method: 'GET',
    path: '/operator/points/rewards',
    summary: 'The whole reward catalogue, switched-off rewards included, in shelf order.',
    auth: 'operator',
    permission: 'rewards.write',
    input: emptyInput,
    output: opsRewardsOutput,
  }),
  opsRewardCreate: endpoint('points', 'opsRewardCreate', {
    method: 'POST',
    path: '/operator/points/rewards/create',
    summary: 'Adds a reward to the catalogue (audited).',
    auth: 'operator',
    permission: 'rewards.write',
    input: opsRewardCreateInput,
    output: opsReward,
  }),
  opsRewardUpdate: endpoint('points', 'opsRewardUpdate', {
    method: 'POST',
    path: '/operator/points/rewards/update',
    summary: 'Replaces a reward of the catalogue (audited, before and after).',
    auth: 'operator',
    permission: 'rewards.write',
    input: opsRewardUpdateInput,
    output: opsReward,
  }),
  opsRedemptions: endpoint('points', 'opsRedemptions', {
    method: 'GET',
    path: '/operator/points/redemptions',
    summary: 'Redemptions and conversions with the member and the shipping address, newest first.',
    auth: 'operator',
    permission: 'rewards.write',
    input: opsRedemptionsInput,
    output: opsRedemptionsOutput,
  }),
  opsRedemptionDecide: endpoint('points', 'opsRedemptionDecide', {
    method: 'POST',
    path: '/operator/points/redemptions/decide',
    summary:
      'Approves (a credit reward pays) or rejects (the points come back) a redemption in process; once, whoever presses first.',
    auth: 'operator',
    permission: 'rewards.write',
    input: opsRedemptionDecideInput,
    output: redeemRecord,
  }),
  opsRun: endpoint('points', 'opsRun', {
    method: 'POST',
    path: '/operator/points/run',
    summary: 'Runs the points earning now, up to 24 windows (`asOf` only with TEST_CLOCK).',
    auth: 'operator',
    permission: 'rewards.write',
    input: opsPointsRunInput,
    output: opsPointsRunOutput,
  }),
};
