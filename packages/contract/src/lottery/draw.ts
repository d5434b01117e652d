import { concatBytes, utf8 } from './bytes.ts';
import { drawShapes, type DrawShape, type DrawShapeName } from './families.ts';
import { webCryptoHmac, type Hmac } from './webcrypto-hmac.ts';

/**
 * Provably fair draws (reference section 5, our choice):
 *
 *   seed    = HMAC-SHA256(serverSeed, UTF-8(gameCode + '|' + periodId [+ '|' + beacon]))
 *   block_i = HMAC-SHA256(seed, i as 4 bytes big-endian), i = 0, 1, 2, …
 *   stream  = block_0 ‖ block_1 ‖ …
 *
 * Integers come from the stream by rejection sampling (a value in the biased tail is thrown
 * away, never reduced modulo), so every number is exactly uniform. Digit draws (SSC, LF) take
 * one integer 0-9 per digit; ball draws take the first k of a forward Fisher-Yates shuffle of
 * the range (11X5: 5 of 1-11, PK10: all of 1-10, LHC: 7 of 1-49, the special last). Tiered
 * draws (VN, SEA) take one integer 0..10^w − 1 per position of width w, which is w uniform
 * independent digits; SEA 4D, whose 23 numbers are distinct, takes the first 23 of a
 * Fisher-Yates shuffle of 0-9999 kept sparse, so no 10,000-item array is built per draw. The
 * pure part reads bytes through a `ByteReader`, so tests drive it with any HMAC they like.
 */

/** Reads the next byte of a random stream. */
export type ByteReader = () => number;

/** Thrown by a finite reader at its end: the caller extends the stream and starts over. */
export class StreamExhausted extends Error {
  constructor() {
    super('random stream exhausted');
  }
}

/** A reader over fixed bytes, throwing StreamExhausted past the end. */
export function bufferReader(bytes: Uint8Array): ByteReader {
  let offset = 0;
  return () => {
    const byte = bytes[offset];
    if (byte === undefined) throw new StreamExhausted();
    offset += 1;
    return byte;
  };
}

/** A reader over blocks made on demand (`block(0)`, `block(1)`, …), for synchronous HMACs. */
export function blockReader(block: (counter: number) => Uint8Array): ByteReader {
  let counter = 0;
  let current: Uint8Array = new Uint8Array(0);
  let offset = 0;
  return () => {
    while (offset >= current.length) {
      current = block(counter);
      if (current.length === 0) throw new RangeError('an empty block would never end the stream');
      counter += 1;
      offset = 0;
    }
    const byte = current[offset] as number;
    offset += 1;
    return byte;
  };
}

/** A uniform integer in [0, bound), bound from 1 to 2^32, by rejection sampling. */
export function uniformInt(read: ByteReader, bound: number): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) {
    throw new RangeError(`bound must be an integer from 1 to 2^32: ${bound}`);
  }
  if (bound === 1) return 0; // nothing to choose, so no byte is spent
  let width = 1;
  while (256 ** width < bound) width += 1;
  const range = 256 ** width;
  const limit = range - (range % bound); // values at or above it would favour small results
  for (;;) {
    let value = 0;
    for (let i = 0; i < width; i += 1) value = value * 256 + read();
    if (value < limit) return value % bound;
  }
}

/** `count` uniform integers in [0, bound). */
export function integersFromStream(read: ByteReader, count: number, bound: number): number[] {
  return Array.from({ length: count }, () => uniformInt(read, bound));
}

/**
 * The first `take` items of a forward Fisher-Yates shuffle: step i swaps item i with a uniform
 * pick of items i..n−1. Later steps never touch the first `take` places, so stopping early
 * gives the same prefix as the full shuffle; the last step (one item left) spends no byte.
 */
export function shuffleFromStream<T>(read: ByteReader, items: readonly T[], take = items.length) {
  const a = [...items];
  for (let i = 0; i < Math.min(take, a.length - 1); i += 1) {
    const j = i + uniformInt(read, a.length - i);
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a.slice(0, take);
}

/**
 * The first `take` items of the same forward Fisher-Yates shuffle of 0..size − 1 as
 * `shuffleFromStream`, byte for byte, keeping only the places a step moved: a draw of 23 of
 * 10,000 touches at most 46 of them.
 */
export function sparseShuffleFromStream(read: ByteReader, size: number, take: number): number[] {
  const moved = new Map<number, number>();
  const out: number[] = [];
  for (let i = 0; i < Math.min(take, size); i += 1) {
    // With one item left, uniformInt(read, 1) is 0 and spends no byte, as in the dense shuffle.
    const j = i + uniformInt(read, size - i);
    out.push(moved.get(j) ?? j);
    moved.set(j, moved.get(i) ?? i);
  }
  return out;
}

/** A tiered draw: uniform digits per position, or distinct equal-width numbers (SEA 4D). */
function tieredFromStream(spec: DrawShape, widths: readonly number[], read: ByteReader): number[] {
  if (!spec.distinct) return widths.map((width) => uniformInt(read, 10 ** width));
  const width = widths[0] ?? 0;
  if (widths.some((w) => w !== width)) throw new RangeError('distinct draws need one width');
  return sparseShuffleFromStream(read, 10 ** width, spec.count);
}

/** A draw of `shape` from a stream. */
export function drawFromStream(shape: DrawShapeName, read: ByteReader): number[] {
  const spec: DrawShape = drawShapes[shape];
  if (spec.widths !== undefined) return tieredFromStream(spec, spec.widths, read);
  const size = spec.max - spec.min + 1;
  if (!spec.distinct) return integersFromStream(read, spec.count, size).map((n) => n + spec.min);
  const range = Array.from({ length: size }, (_, i) => i + spec.min);
  return shuffleFromStream(read, range, spec.count);
}

/** The message the period seed is made from; a '|' inside a part would make it ambiguous. */
export function drawMessage(gameCode: string, periodId: string, beacon?: string): Uint8Array {
  const parts = beacon === undefined ? [gameCode, periodId] : [gameCode, periodId, beacon];
  if (parts.some((part) => part.includes('|') || part.length === 0)) {
    throw new RangeError('game code, period and beacon must be non-empty and free of "|"');
  }
  return utf8(parts.join('|'));
}

/** The counter of block i: 4 bytes, big-endian. */
export function counterBytes(counter: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, counter);
  return bytes;
}

/** What a period's draw is derived from. */
export interface DrawInput {
  /** The period's server seed (S_k of the seed chain). */
  readonly serverSeed: Uint8Array;
  readonly gameCode: string;
  readonly periodId: string;
  readonly shape: DrawShapeName;
  /** Public randomness (e.g. a drand round's, hex) when the game mixes one in. */
  readonly beacon?: string | undefined;
}

// A 32-byte block almost always suffices; this many failing in a row means a broken HMAC.
const maxBlocks = 1024;

/** Derives a period's draw. The same input always gives the same numbers, on any platform. */
export async function deriveDraw(input: DrawInput, hmac: Hmac = webCryptoHmac): Promise<number[]> {
  const seed = await hmac(
    input.serverSeed,
    drawMessage(input.gameCode, input.periodId, input.beacon),
  );
  const blocks: Uint8Array[] = [];
  while (blocks.length < maxBlocks) {
    blocks.push(await hmac(seed, counterBytes(blocks.length)));
    try {
      return drawFromStream(input.shape, bufferReader(concatBytes(blocks)));
    } catch (error) {
      if (!(error instanceof StreamExhausted)) throw error;
    }
  }
  throw new RangeError('the random stream never produced a draw');
}
