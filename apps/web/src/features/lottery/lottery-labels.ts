import type { DrawShapeName } from '@portal/contract/lottery/families';
import { drawShapes, formatResult, tiersOf } from '@portal/contract/lottery/families';
import type { PlayMethod } from '@portal/contract/lottery/play-method';
import { textOr, type LotteryT } from './lottery-texts.ts';

/**
 * Labels of the contract's lottery codes in the language on screen: play tabs and names,
 * draw positions, pick sets and options. An unknown code shows as itself, never as a blank.
 */

/** The label of a play tab (`5STAR`). */
export function tabLabel(lt: LotteryT, tab: string): string {
  return textOr(lt, `lottery.plays.tabs.${tab}`, tab);
}

/** The label of a play name inside its tab (`DIRECT`). */
export function nameLabel(lt: LotteryT, name: string): string {
  return textOr(lt, `lottery.plays.names.${name}`, name);
}

/** "Tab · name" of a play method, or the code of an unknown one. */
export function playLabel(lt: LotteryT, method: PlayMethod | undefined, code: string): string {
  if (method === undefined) return code;
  // VN play names are whole on their own ("Lô 2 số", "Đầu"); their tab would only repeat them.
  if (method.family === 'VN') return nameLabel(lt, method.name);
  return `${tabLabel(lt, method.tab)} · ${nameLabel(lt, method.name)}`;
}

/** True for draws of digits 0-9 (SSC, LF). */
export function isDigitShape(shape: DrawShapeName): boolean {
  return drawShapes[shape].max === 9;
}

/** A drawn or picked number as the game writes it: two digits for 11X5 and LHC balls. */
export function numberText(shape: DrawShapeName, n: number): string {
  return shape === '11X5' || shape === 'LHC' ? String(n).padStart(2, '0') : String(n);
}

/**
 * A whole result as the game writes it: tiered draws (VN, SEA) zero-padded per prize tier
 * ("05" for a North G7 of 5), the others number by number.
 */
export function resultTexts(shape: DrawShapeName, result: readonly number[]): string[] {
  return isTiered(shape) ? formatResult(shape, result) : result.map((n) => numberText(shape, n));
}

/** True for the draws of prize tiers (VN boards, SEA 4D and Thai), as opposed to balls. */
export function isTiered(shape: DrawShapeName): boolean {
  return tiersOf(shape).length > 0;
}

/** The name of draw position `index` (0-based) of a shape: units…, ball n, place n, special. */
export function positionLabel(lt: LotteryT, shape: DrawShapeName, index: number): string {
  const count = drawShapes[shape].count;
  if (isDigitShape(shape)) {
    return textOr(lt, `lottery.positions.digits.${count - 1 - index}`, String(index + 1));
  }
  if (shape === 'PK10') return lt('lottery.positions.place', { n: index + 1 });
  if (shape === 'LHC') {
    return index === 6
      ? lt('lottery.positions.special')
      : lt('lottery.positions.regular', { n: index + 1 });
  }
  return lt('lottery.positions.ball', { n: index + 1 });
}

/** The name of a prize tier (`DB` is ĐB, the special prize; `FIRST` the 4D or Thai first). */
export function tierLabel(lt: LotteryT, tier: string): string {
  return textOr(lt, `lottery.tiers.${tier}`, tier);
}

/** The label of a pick set field (`sums`, `pairs`...). */
export function setLabel(lt: LotteryT, field: string): string {
  return textOr(lt, `lottery.sets.${field}`, field);
}

/** The label of an option (`BIG`, `DRAGON`); numbers (PK10 sums) show as themselves. */
export function optionLabel(lt: LotteryT, option: string | number): string {
  return typeof option === 'number'
    ? String(option)
    : textOr(lt, `lottery.options.${option}`, option);
}

/** The label of an option's parameter field (`ball`, `place`). */
export function paramLabel(lt: LotteryT, field: string): string {
  return textOr(lt, `lottery.params.${field}`, field);
}

/** How often a game draws: every n seconds, minutes or hours. */
export function cadenceLabel(lt: LotteryT, seconds: number): string {
  if (seconds < 60) return lt('lottery.cadence.seconds', { n: seconds });
  if (seconds < 3600 || seconds % 3600 !== 0) {
    return lt('lottery.cadence.minutes', { n: Math.round(seconds / 60) });
  }
  return lt('lottery.cadence.hours', { n: seconds / 3600 });
}
