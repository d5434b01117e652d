import { randomInt } from 'node:crypto';

/** A source of uniform integers in [0, max): the rules draw every outcome through one. */
export type Draw = (max: number) => number;

/** The system's CSPRNG: every real round's outcome comes from here. */
export const cryptoDraw: Draw = (max) => randomInt(max);

/**
 * The source the round endpoint draws from. An object rather than a bare function so that the
 * HTTP tests can replace `draw` (vi.spyOn) and force a win or a loss through the real endpoint;
 * nothing else assigns it.
 */
export const outcomeSource: { draw: Draw } = { draw: cryptoDraw };

/**
 * A seeded, deterministic source (mulberry32) for the RTP simulations and for laying out the
 * day's fixtures: never for a real outcome, which must not be predictable.
 */
export function seededDraw(seed: number): Draw {
  let a = seed >>> 0;
  return (max) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * max);
  };
}
