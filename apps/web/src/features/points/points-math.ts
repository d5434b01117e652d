import type { pointConfigOutput, pointReward } from '@portal/contract/points';
import { convertedAmount, pointsPattern } from '@portal/contract/points/rules';
import type { Currency } from '@portal/contract/money';
import type * as z from 'zod/mini';

/** A reward as the catalogue answers it. */
export type Reward = z.infer<typeof pointReward>;
/** The conversion part of the brand's points rules. */
export type ConvertRules = z.infer<typeof pointConfigOutput>['convert'];

/** Most units one redemption may ask for on the wire (`redeemInput.quantity`). */
const wireMaxQuantity = 99;

/** Whole points of a wire value (integer text); 0 for anything else. */
export function pointsOf(text: string): bigint {
  return pointsPattern.test(text) ? BigInt(text) : 0n;
}

/** The most units of a reward one redemption may ask for: its cap, its stock and the wire's. */
export function quantityCap(reward: Reward): number {
  return Math.min(reward.maxQuantity, reward.stock ?? wireMaxQuantity, wireMaxQuantity);
}

/** The points `quantity` units of a reward cost, as integer text. */
export function totalPoints(reward: Reward, quantity: number): string {
  return (pointsOf(reward.points) * BigInt(quantity)).toString();
}

/** What `quantity` units of a credit reward credit, at the brand's scale. */
export function totalAmount(reward: Reward, quantity: number, money: Currency): string {
  return money.format(money.parse(reward.amount) * BigInt(quantity));
}

/** A typed quantity as a whole number from 1 to `cap`, else null. */
export function quantityOf(text: string, cap: number): number | null {
  if (!/^[0-9]{1,2}$/u.test(text.trim())) return null;
  const quantity = Number(text.trim());
  return quantity >= 1 && quantity <= cap ? quantity : null;
}

/** The least points one conversion takes: the minimum, rounded up to a whole step. */
export function convertFloor(rules: ConvertRules): bigint {
  const step = pointsOf(rules.points);
  const min = pointsOf(rules.minPoints);
  if (step <= 0n) return min;
  const steps = (min + step - 1n) / step;
  return (steps < 1n ? 1n : steps) * step;
}

/** The most points the member may convert now (whole steps of the balance), or null if none. */
export function convertCeiling(rules: ConvertRules, balance: string): string | null {
  const step = pointsOf(rules.points);
  if (step <= 0n) return null;
  const most = (pointsOf(balance) / step) * step;
  return most >= convertFloor(rules) ? most.toString() : null;
}

/** Why typed points may not be converted: the problem and its figure, or null when they may. */
export type ConvertProblem =
  | { kind: 'invalid' }
  | { kind: 'notStep'; step: string }
  | { kind: 'belowMin'; min: string }
  | { kind: 'overBalance'; balance: string };

/** Checks typed points against the brand's ratio and minimum and the member's balance. */
export function convertProblem(
  text: string,
  rules: ConvertRules,
  balance: string | undefined,
): ConvertProblem | null {
  const typed = text.trim();
  if (!pointsPattern.test(typed) || typed === '0') return { kind: 'invalid' };
  const points = BigInt(typed);
  if (points < pointsOf(rules.minPoints)) return { kind: 'belowMin', min: rules.minPoints };
  const step = pointsOf(rules.points);
  if (step <= 0n || points % step !== 0n) return { kind: 'notStep', step: rules.points };
  if (balance !== undefined && points > pointsOf(balance)) return { kind: 'overBalance', balance };
  return null;
}

/** What converting typed points credits (wire amount), or null when they are not whole steps. */
export function convertCredit(text: string, rules: ConvertRules, money: Currency): string | null {
  const typed = text.trim();
  if (!pointsPattern.test(typed)) return null;
  const minor = convertedAmount(BigInt(typed), pointsOf(rules.points), money.parse(rules.amount));
  return minor === null ? null : money.format(minor);
}

/** True for a decimal text of zero or below: a rule that earns nothing, no turnover, no amount. */
export function isNothing(value: string): boolean {
  return value.startsWith('-') || /^0*(\.0*)?$/u.test(value.trim());
}
