import type { PickSetLayout, PlayLayout } from './play-layout.ts';
import type { PlayMethod } from './play-method.ts';
import { sides } from './selection-schemas.ts';

/**
 * Selections built from a play's layout: the board's random pick, and what tests and the bench
 * use to place realistic bets. Every selection made here is valid for its play.
 */

/** A uniform integer in [min, max] from `random` (a source of [0, 1) values). */
function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** `size` distinct numbers of `min`..`max`, in increasing order. */
function distinctPicks(random: () => number, min: number, max: number, size: number): number[] {
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  for (let i = 0; i < size; i += 1) {
    const j = between(random, i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, size).sort((a, b) => a - b);
}

function pickSet(random: () => number, set: PickSetLayout, spread: number): number[] {
  const top = Math.min(set.max - set.min + 1, set.minSize + spread);
  return distinctPicks(random, set.min, set.max, between(random, set.minSize, top));
}

/** One candidate selection of a layout; `spread` widens how many numbers a set may take. */
function candidate(layout: PlayLayout, random: () => number, spread: number): unknown {
  switch (layout.kind) {
    case 'rows': {
      if (layout.minPerRow > 0) {
        return {
          positions: layout.positions.map(() =>
            distinctPicks(random, layout.min, layout.max, between(random, 1, 1 + spread)),
          ),
        };
      }
      // Position picks: a number in one place, the other rows empty.
      const place = between(random, 0, layout.positions.length - 1);
      return {
        positions: layout.positions.map((_, i) =>
          i === place ? [between(random, layout.min, layout.max)] : [],
        ),
      };
    }
    case 'sets':
      return Object.fromEntries(
        layout.sets.map((set) => [set.field, pickSet(random, set, spread)]),
      );
    case 'combination':
      return {
        picks: distinctPicks(
          random,
          layout.min,
          layout.max,
          Math.min(
            layout.max - layout.min + 1,
            layout.maxPicks ?? Infinity,
            layout.k + between(random, 0, spread),
          ),
        ),
      };
    case 'sideRows':
      return { positions: layout.positions.map(() => [sides[between(random, 0, 3)]]) };
    case 'option': {
      const option = layout.options[between(random, 0, layout.options.length - 1)];
      const param = layout.param;
      return param === undefined
        ? { [layout.field]: option }
        : { [param.field]: between(random, param.min, param.max), [layout.field]: option };
    }
  }
}

/**
 * A random valid selection of `method`: a few numbers per row or set (up to `spread` more than
 * the least), tried until the play counts at least one bet (group plays need their parts to
 * differ, which a draw of sizes may miss).
 */
export function randomSelection(method: PlayMethod, random: () => number, spread = 0): unknown {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    // Widen the sets as attempts fail: group 120 needs five digits, and so on.
    const selection = candidate(method.layout, random, spread + Math.floor(attempt / 10));
    if (method.betCount(selection) > 0) return selection;
  }
  throw new Error(`no valid random selection for ${method.code}`);
}
