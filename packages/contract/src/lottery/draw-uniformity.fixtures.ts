/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { blockReader, counterBytes, drawFromStream, drawMessage } from './draw.ts';
import { drawShapes, type DrawShape, type DrawShapeName } from './families.ts';

/**
 * Test support for the chi-square tests: a million draws of a shape through the real
 * derivation (node:crypto's HMAC, synchronous, for speed; the same `drawFromStream`,
 * `integersFromStream` and `shuffleFromStream` as production), one period id per draw, from a
 * fixed server seed, so the test is deterministic. Each family has its own test file because
 * a million draws take about ten seconds here (two HMACs a draw).
 */

/** 99 % critical values of chi-square by degrees of freedom (standard tables). */
const critical99: Record<number, number> = { 9: 21.666, 10: 23.209, 48: 73.683 };

/** How many draws each family's test makes. */
export const drawsPerFamily = 1_000_000;

const hmac = (key: Uint8Array, message: Uint8Array) =>
  createHmac('sha256', key).update(message).digest();

/** Per position, the count of each value over `draws` derived draws. */
export function positionCounts(shape: DrawShapeName, draws: number): number[][] {
  const spec: DrawShape = drawShapes[shape];
  const serverSeed = hmac(new Uint8Array(32), new TextEncoder().encode('chi-square seed'));
  const counts = Array.from({ length: spec.count }, () =>
    new Array<number>(spec.max - spec.min + 1).fill(0),
  );
  for (let period = 0; period < draws; period += 1) {
    const seed = hmac(serverSeed, drawMessage(`TEST_${shape}`, String(period)));
    const draw = drawFromStream(
      shape,
      blockReader((counter) => hmac(seed, counterBytes(counter))),
    );
    draw.forEach((value, position) => {
      const row = counts[position] as number[];
      row[value - spec.min] = (row[value - spec.min] ?? 0) + 1;
    });
  }
  return counts;
}

/** Chi-square statistic of observed counts against a uniform expectation. */
export function chiSquare(observed: readonly number[]): number {
  const total = observed.reduce((a, b) => a + b, 0);
  const expected = total / observed.length;
  return observed.reduce((sum, o) => sum + (o - expected) ** 2 / expected, 0);
}

/** Asserts every position of the shape is uniform at the 99 % level. */
export function expectUniformPositions(shape: DrawShapeName): void {
  const counts = positionCounts(shape, drawsPerFamily);
  counts.forEach((row, position) => {
    const limit = critical99[row.length - 1];
    if (limit === undefined) throw new Error(`no critical value for ${row.length - 1} df`);
    expect(row.reduce((a, b) => a + b, 0)).toBe(drawsPerFamily);
    expect(chiSquare(row), `${shape} position ${position}`).toBeLessThan(limit);
  });
}
