import type { Draw } from './demo-random.ts';

/**
 * The demo FISH arcade: the player aims one shot (the stake) at one target; the shot catches it
 * with the target's stated probability and a catch pays the target's multiplier (stake
 * included), a miss pays nothing. Each target's probability is 95% / multiplier, written as
 * hits per 10,000 so the draw is an exact integer comparison: every target returns exactly
 * 95% (`fishingRtp`); bigger fish are rarer, not better or worse value.
 */
export type FishTarget = 'clownfish' | 'pufferfish' | 'turtle' | 'shark' | 'dragon';

/** The draw's denominator: a shot catches when `draw(hitScale) < hitsPer10k`. */
export const hitScale = 10_000;

/** Multiplier and hits per 10,000 of each target, smallest first. */
export const fishTargets: ReadonlyArray<{ id: FishTarget; multiplier: bigint; hits: number }> = [
  { id: 'clownfish', multiplier: 2n, hits: 4_750 },
  { id: 'pufferfish', multiplier: 5n, hits: 1_900 },
  { id: 'turtle', multiplier: 10n, hits: 950 },
  { id: 'shark', multiplier: 25n, hits: 380 },
  { id: 'dragon', multiplier: 100n, hits: 95 },
];

/** The stated return to player of every target. */
export const fishingRtp = 0.95;

export function fishTarget(id: FishTarget) {
  return fishTargets.find((t) => t.id === id)!;
}

/** A target from untrusted input, or null. */
export function parseFishTarget(input: unknown): FishTarget | null {
  return fishTargets.some((t) => t.id === input) ? (input as FishTarget) : null;
}

/** One shot at `target`: caught or not, and the payout. */
export function shootFish(
  target: FishTarget,
  stake: bigint,
  draw: Draw,
): { caught: boolean; payout: bigint } {
  const { multiplier, hits } = fishTarget(target);
  const caught = draw(hitScale) < hits;
  return { caught, payout: caught ? stake * multiplier : 0n };
}
