import { describe, expect, it } from 'vitest';
import {
  drawResultSchema,
  drawShapeNames,
  isWellFormedForFamily,
  isWellFormedResult,
} from './families.ts';

describe('draw results', () => {
  it('accepts well-formed draws of each family', () => {
    expect(isWellFormedResult('SSC', [0, 9, 9, 0, 5])).toBe(true);
    expect(isWellFormedResult('11X5', [11, 1, 5, 7, 2])).toBe(true);
    expect(isWellFormedResult('PK10', [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])).toBe(true);
    expect(isWellFormedResult('LHC', [49, 1, 2, 3, 4, 5, 6])).toBe(true);
    expect(isWellFormedForFamily('LF', [1, 2, 3])).toBe(true);
    expect(isWellFormedForFamily('LF', [1, 2, 3, 4, 5])).toBe(true);
  });

  it('refuses wrong lengths, ranges, repeats and non-integers', () => {
    expect(isWellFormedResult('SSC', [0, 9, 9, 0])).toBe(false);
    expect(isWellFormedResult('SSC', [0, 9, 9, 0, 10])).toBe(false);
    expect(isWellFormedResult('11X5', [0, 1, 5, 7, 2])).toBe(false);
    expect(isWellFormedResult('11X5', [1, 1, 5, 7, 2])).toBe(false);
    expect(isWellFormedResult('PK10', [1, 2, 3, 4, 5, 6, 7, 8, 9, 9])).toBe(false);
    expect(isWellFormedResult('LHC', [50, 1, 2, 3, 4, 5, 6])).toBe(false);
    expect(isWellFormedResult('SSC', [0, 9, 9, 0, 0.5])).toBe(false);
    expect(isWellFormedResult('SSC', ['1', 2, 3, 4, 5])).toBe(false);
    expect(isWellFormedForFamily('LF', [1, 2, 3, 4])).toBe(false);
  });

  it('parses the same way through the zod-mini schema', () => {
    const samples = [
      [1, 2, 3, 4, 5],
      [1, 1, 2, 3, 4],
      [0, 1, 2],
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      [49, 48, 47, 46, 45, 44, 43],
    ];
    for (const shape of drawShapeNames) {
      for (const sample of samples) {
        expect(drawResultSchema(shape).safeParse(sample).success).toBe(
          isWellFormedResult(shape, sample),
        );
      }
    }
  });
});
