/**
 * How a play's selection is picked on a betting board, declared beside each play method so the
 * web renders every play from the contract instead of keeping its own copy of the rules. Each
 * layout names the selection fields it fills; `selection-schemas.ts` holds their schemas.
 *
 * `digits` (VN and SEA plays) marks numbers written with that many digits, leading zeros
 * included: 00-99, 000-999, 0000-9999. The value stays a number (7 for "07"); the board shows
 * and accepts it zero-padded, and past about a hundred values it takes typed entry (a number
 * per line or comma) rather than a grid of buttons.
 */

/** One pick set: distinct integers `min`..`max` in `field`, at least `minSize` of them. */
export interface PickSetLayout {
  readonly field: string;
  readonly min: number;
  readonly max: number;
  readonly minSize: number;
  /** Zero-padded width of the numbers, when they are written with a fixed digit count. */
  readonly digits?: number;
}

/** The layouts, by kind. */
export type PlayLayout =
  /**
   * A row of numbers per draw position: `{ positions: number[][] }`, rows in the order of
   * `positions` (0-based draw places); a row may be empty when `minPerRow` is 0.
   */
  | {
      readonly kind: 'rows';
      readonly positions: readonly number[];
      readonly min: number;
      readonly max: number;
      readonly minPerRow: number;
    }
  /** One or more named pick sets: `{ [field]: number[] }` (sums, spans, digits, pairs...). */
  | { readonly kind: 'sets'; readonly sets: readonly PickSetLayout[] }
  /**
   * k numbers together: `{ picks: number[], bankers?: number[] }`; with `bankers`, fewer than
   * k bankers that every single bet includes. `maxPicks` caps the picks (VN xiên: 10);
   * `digits` as for pick sets.
   */
  | {
      readonly kind: 'combination';
      readonly min: number;
      readonly max: number;
      readonly k: number;
      readonly bankers: boolean;
      readonly maxPicks?: number;
      readonly digits?: number;
    }
  /** A set of two-sides options per draw position: `{ positions: Side[][] }`. */
  | { readonly kind: 'sideRows'; readonly positions: readonly number[] }
  /**
   * One option of a list: `{ [field]: option }`, plus, with `param`, the place it is about
   * (`{ ball: 3 }`, `{ place: 1 }`).
   */
  | {
      readonly kind: 'option';
      readonly field: string;
      readonly options: readonly (string | number)[];
      readonly param?: { readonly field: string; readonly min: number; readonly max: number };
    };

/** Consecutive draw positions `start`..`start + size − 1`. */
export function positionsOf(start: number, size: number): number[] {
  return Array.from({ length: size }, (_, i) => start + i);
}
