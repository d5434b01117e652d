/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { blockReader, counterBytes, drawFromStream, drawMessage } from './draw.ts';
import { drawShapes, isWellFormedResult, type DrawShape, type DrawShapeName } from './families.ts';
import { chiSquare } from './draw-uniformity.fixtures.ts';

/**
 * Test support for the tiered draws (VN, SEA): a position holds up to a million values, too
 * many bins for a chi-square, so the test counts each digit place of each position instead
 * (10 bins, 9 degrees of freedom), over fewer draws than the ball families, to stay fast.
 * A shape has up to 88 digit places; at 99 % one in a hundred would fail by chance, so each
 * place is held to 99.99 % and all places together, whose statistics add up to a chi-square
 * of 9 × places degrees of freedom, to 99 %.
 */

/** How many draws each tiered shape's test makes. */
export const tieredDraws = 100_000;

/** 99.99 % critical value of chi-square with 9 degrees of freedom (standard tables). */
const perPlace9999 = 33.72;

/** 99 % critical value of chi-square with `df` degrees of freedom (Wilson–Hilferty). */
export function critical99(df: number): number {
  const z = 2.3263;
  return df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
}

const hmac = (key: Uint8Array, message: Uint8Array) =>
  createHmac('sha256', key).update(message).digest();

/** Per position and digit place (units first), the count of each digit over `draws` draws. */
export function digitCounts(shape: DrawShapeName, draws: number): number[][][] {
  const spec: DrawShape = drawShapes[shape];
  const widths = spec.widths ?? [];
  const serverSeed = hmac(new Uint8Array(32), new TextEncoder().encode('chi-square seed'));
  const counts = widths.map((width) =>
    Array.from({ length: width }, () => new Array<number>(10).fill(0)),
  );
  for (let period = 0; period < draws; period += 1) {
    const seed = hmac(serverSeed, drawMessage(`TEST_${shape}`, String(period)));
    const draw = drawFromStream(
      shape,
      blockReader((counter) => hmac(seed, counterBytes(counter))),
    );
    expect(isWellFormedResult(shape, draw)).toBe(true);
    draw.forEach((value, position) => {
      counts[position]?.forEach((place, p) => {
        const digit = Math.floor(value / 10 ** p) % 10;
        place[digit] = (place[digit] ?? 0) + 1;
      });
    });
  }
  return counts;
}

/** Asserts every digit place of every position of the shape is uniform. */
export function expectUniformDigits(shape: DrawShapeName): void {
  const places = digitCounts(shape, tieredDraws).flat();
  let total = 0;
  places.forEach((row, i) => {
    expect(row.reduce((a, b) => a + b, 0)).toBe(tieredDraws);
    const statistic = chiSquare(row);
    expect(statistic, `${shape} digit place ${i}`).toBeLessThan(perPlace9999);
    total += statistic;
  });
  expect(total, `${shape} all places`).toBeLessThan(critical99(9 * places.length));
}
