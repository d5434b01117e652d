import {
  drawShapes,
  formatResult,
  tiersOf,
  widthAt,
  type DrawShape,
  type DrawShapeName,
} from '@portal/contract/lottery/families';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { lotteryResultsTextsPt, type ResultTierName } from './lottery-results-texts-pt.ts';

/**
 * The entry board of a draw shape, from the contract's shape table: tiered shapes (VN, SEA) by
 * prize tier with each position's digit width, the others as one row of plain numbers.
 */

/** The entry form's values: one text per position, as typed (leading zeros kept). */
export interface EntryValues {
  result: string[];
}

/** The entry form, checked into the numbers in result order. */
export type EntryForm = UseFormReturn<EntryValues, unknown, { result: number[] }>;

/** True when `shape` is one the contract knows (the wire carries it as a plain string). */
export function isDrawShape(shape: string): shape is DrawShapeName {
  return Object.hasOwn(drawShapes, shape);
}

/** One row of the board: a prize tier, or (`tier` null) the whole draw of a plain shape. */
export interface BoardRow {
  tier: string | null;
  positions: readonly number[];
  /** Digits of every number of the row (tiered), null for plain numbers. */
  digits: number | null;
}

/** The board's rows, in result order (ĐB first). */
export function boardRows(shape: DrawShapeName): BoardRow[] {
  const tiers = tiersOf(shape);
  if (tiers.length > 0) return tiers;
  const count = drawShapes[shape].count;
  return [{ tier: null, positions: Array.from({ length: count }, (_, i) => i), digits: null }];
}

/** How many characters the input of a position takes: its width, else the highest number's. */
export function inputLength(shape: DrawShapeName, position: number): number {
  return widthAt(shape, position) ?? String(drawShapes[shape].max).length;
}

/** A pasted board split into its numbers: spaces, commas, semicolons and lines separate them. */
export function splitBoard(text: string): string[] {
  return text.split(/[\s,;]+/u).filter((part) => part !== '');
}

/**
 * Whether a typed position is wrong, before the contract's schema checks the whole draw: a
 * tiered number must have exactly its width's digits (official boards print every digit, so a
 * short one is a slip), a plain number must be digits within the shape's range.
 */
export function positionWrong(shape: DrawShapeName, position: number, text: string): boolean {
  const width = widthAt(shape, position);
  if (width !== undefined) return !new RegExp(`^[0-9]{${width}}$`, 'u').test(text);
  const spec: DrawShape = drawShapes[shape];
  if (!/^[0-9]{1,3}$/u.test(text)) return true;
  const n = Number(text);
  return n < spec.min || n > spec.max;
}

const tierNames = Object.keys(lotteryResultsTextsPt.opsLotteryResults.tiers);

/** A tier's label in the language on screen (ĐB, G1…, 1st prize…), its code when unnamed. */
export function useTierName(): (tier: string) => string {
  const { t } = useTranslation();
  return (tier) =>
    tierNames.includes(tier) ? t(`opsLotteryResults.tiers.${tier as ResultTierName}`) : tier;
}

/**
 * A result as one line: tiered shapes zero-padded and by tier (`ĐB 012345 · G1 12345 · …`),
 * plain ones spaced; unpadded when the shape is not known.
 */
export function resultLine(
  shape: string | undefined,
  result: readonly number[],
  tierName: (tier: string) => string,
): string {
  if (shape === undefined || !isDrawShape(shape)) return result.join(' ');
  const written = formatResult(shape, result);
  const tiers = tiersOf(shape);
  if (tiers.length === 0) return written.join(' ');
  return tiers
    .map(({ tier, positions }) =>
      [tierName(tier), ...positions.map((p) => written[p] ?? '')].join(' '),
    )
    .join(' · ');
}
