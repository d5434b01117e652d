import { createHmac } from 'node:crypto';
import { seedHash } from './fair.ts';

/**
 * The pure rules of the shared crash round: the hash chain of round seeds, the crash point of a
 * seed, and the multiplier curve on the server clock. The verifier page and the round engine
 * call the same functions.
 */

/** `seed` hashed `times` times. */
export function hashTimes(seed: string, times: number): string {
  let value = seed;
  for (let i = 0; i < times; i += 1) value = seedHash(value);
  return value;
}

/**
 * The seed of round `index` (1-based) of a chain of `length` seeds from `top`: the chain is
 * used backwards, so round 1 is the most hashed and `seedHash(seed(1))` is the commitment.
 */
export function seedAt(top: string, length: number, index: number): string {
  if (!Number.isInteger(index) || index < 1 || index > length)
    throw new RangeError('chain index out of range');
  return hashTimes(top, length - index);
}

/** The commitment of a chain: `top` hashed `length` times, published before its first round. */
export function commitmentOf(top: string, length: number): string {
  return hashTimes(top, length);
}

/** The highest crash point, in hundredths: a round that would go further stops at 1000x. */
export const maxCrash = 100_000;

/**
 * The crash point of a seed, in hundredths: u is the first 32 bits of HMAC-SHA256(seed, salt)
 * over 2^32, and the point is floor(99 / (1 − u)) (at least 1.00x, at most 1000x), so the round
 * reaches any x with chance 0.99 / x: a 99% return to a player who cashes out at x.
 */
export function crashPointOf(seed: string, salt: string): number {
  const u = createHmac('sha256', seed).update(salt).digest().readUInt32BE(0) / 4_294_967_296;
  return Math.min(maxCrash, Math.max(100, Math.floor(99 / (1 - u))));
}

/** How fast the multiplier rises: e^(rate × ms), 2x after about 11.6 s, 10x after 38 s. */
export const growthPerMs = 0.00006;

/** The multiplier (hundredths) `elapsedMs` after the round took off. */
export function multiplierAt(elapsedMs: number): number {
  return Math.floor(100 * Math.exp(growthPerMs * Math.max(0, elapsedMs)));
}

/**
 * The first millisecond at which the multiplier reaches `hundredths`: the round with that crash
 * point ends there, so every instant before it shows a lower multiplier.
 */
export function msToReach(hundredths: number): number {
  let ms = Math.max(0, Math.ceil(Math.log(hundredths / 100) / growthPerMs));
  // Float rounding may put the boundary a millisecond off either way: settle it exactly.
  while (ms > 0 && multiplierAt(ms - 1) >= hundredths) ms -= 1;
  while (multiplierAt(ms) < hundredths) ms += 1;
  return ms;
}

/** Checks a revealed round seed against the chain: `index` hashes lead to the commitment. */
export function verifyChainSeed(seed: string, index: number, commitment: string): boolean {
  return Number.isInteger(index) && index >= 1 && hashTimes(seed, index) === commitment;
}
