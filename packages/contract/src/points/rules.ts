import type { gameTypes } from '../constants.ts';

/**
 * The points mall's rules both sides need: point types, how a game type earns, and the
 * arithmetic of earning and converting. Points are whole numbers, carried as integer text on
 * the wire (they are a ledger currency of their own, bigint on the server).
 */

/** Where a movement of points comes from (spec section 3: live, lottery, pvp, rng, sports, redeem, deposit). */
export const pointTypes = ['live', 'lottery', 'pvp', 'rng', 'sports', 'redeem', 'deposit'] as const;
export type PointType = (typeof pointTypes)[number];

/** The types that earn points: play of a product type, and deposits. */
export const earningTypes = ['live', 'lottery', 'pvp', 'rng', 'sports', 'deposit'] as const;
export type EarningType = (typeof earningTypes)[number];

/** The product types play earns in (and manual rebate pays on). */
export const playTypes = ['live', 'lottery', 'pvp', 'rng', 'sports'] as const;
export type PlayType = (typeof playTypes)[number];

/** Which point type a game type's play earns (fishing plays as an electronic game). */
export const playTypeOfGame: Record<(typeof gameTypes)[number], PlayType> = {
  RNG: 'rng',
  FISH: 'rng',
  LIVE: 'live',
  PVP: 'pvp',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  COCKFIGHT: 'sports',
  LOTT: 'lottery',
  ELOTT: 'lottery',
};

/** States of a redemption: in process until an operator approves or rejects it (points back). */
export const redeemStatuses = ['inProcess', 'approved', 'rejected'] as const;
export type RedeemStatus = (typeof redeemStatuses)[number];

/** What a redemption is: a catalogue reward, or points converted to balance. */
export const redeemKinds = ['reward', 'convert'] as const;
export type RedeemKind = (typeof redeemKinds)[number];

/** What a catalogue reward gives: goods shipped to the member, or credit to the main wallet. */
export const rewardKinds = ['goods', 'credit'] as const;
export type RewardKind = (typeof rewardKinds)[number];

/** Whole points as integer text: 1 to 15 digits, no sign. */
export const pointsPattern = /^(0|[1-9][0-9]{0,14})$/u;

/**
 * Points a settled bet or a deposit earns: `floor(amount / unit) × points`, in minor units.
 * A unit of zero or below earns nothing (the type is switched off).
 */
export function pointsEarned(amountMinor: bigint, unitMinor: bigint, points: bigint): bigint {
  if (unitMinor <= 0n || points <= 0n || amountMinor <= 0n) return 0n;
  return (amountMinor / unitMinor) * points;
}

/**
 * Money (minor units) that converting `points` pays at the brand's ratio of `stepPoints`
 * points to `stepAmountMinor`: only whole steps convert, so the result is exact. Null when
 * `points` is not a whole number of steps.
 */
export function convertedAmount(
  points: bigint,
  stepPoints: bigint,
  stepAmountMinor: bigint,
): bigint | null {
  if (stepPoints <= 0n || points <= 0n || points % stepPoints !== 0n) return null;
  return (points / stepPoints) * stepAmountMinor;
}
