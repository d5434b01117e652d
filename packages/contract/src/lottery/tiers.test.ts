import { describe, expect, it } from 'vitest';
import {
  drawResultSchema,
  drawShapes,
  formatResult,
  isWellFormedForFamily,
  isWellFormedResult,
  tiersOf,
  type DrawShapeName,
} from './families.ts';
import { padNumber } from './tiers.ts';
import {
  fourA,
  fourB,
  northA,
  northB,
  southA,
  southB,
  thaiA,
  thaiB,
  thaiC,
} from './tiered-boards.fixtures.ts';

const tiered = ['VN_MB', 'VN_MN', 'SEA_4D', 'SEA_THAI'] as const;
const boards: Record<(typeof tiered)[number], number[][]> = {
  VN_MB: [northA, northB],
  VN_MN: [southA, southB],
  SEA_4D: [fourA, fourB],
  SEA_THAI: [thaiA, thaiB, thaiC],
};

/** `board` with position `i` set to `n`. */
const replace = (board: readonly number[], i: number, n: number) =>
  board.map((value, j) => (j === i ? n : value));

describe('tiered shapes (reference 3.6, 3.7)', () => {
  it('have the tables’ tiers, counts and widths', () => {
    const summary = (shape: DrawShapeName) =>
      tiersOf(shape).map(({ tier, positions, digits }) => `${tier} ${positions.length}×${digits}`);
    expect(summary('VN_MB')).toEqual([
      'DB 1×5',
      'G1 1×5',
      'G2 2×5',
      'G3 6×5',
      'G4 4×4',
      'G5 6×4',
      'G6 3×3',
      'G7 4×2',
    ]);
    expect(summary('VN_MN')).toEqual([
      'DB 1×6',
      'G1 1×5',
      'G2 1×5',
      'G3 2×5',
      'G4 7×5',
      'G5 1×4',
      'G6 3×4',
      'G7 1×3',
      'G8 1×2',
    ]);
    expect(summary('SEA_4D')).toEqual([
      'FIRST 1×4',
      'SECOND 1×4',
      'THIRD 1×4',
      'STARTER 10×4',
      'CONSOLATION 10×4',
    ]);
    expect(summary('SEA_THAI')).toEqual(['FIRST 1×6', 'FRONT3 2×3', 'LAST3 2×3', 'BOTTOM2 1×2']);
    expect(tiered.map((shape) => drawShapes[shape].count)).toEqual([27, 18, 23, 6]);
    expect(tiersOf('VN_MB').at(-1)).toEqual({ tier: 'G7', positions: [23, 24, 25, 26], digits: 2 });
    expect(tiersOf('SSC')).toEqual([]);
  });

  it('accept the literal boards and refuse wrong widths, lengths and repeats', () => {
    for (const shape of tiered) {
      for (const board of boards[shape]) expect(isWellFormedResult(shape, board), shape).toBe(true);
    }
    expect(isWellFormedForFamily('VN', southA)).toBe(true);
    expect(isWellFormedForFamily('SEA', thaiA)).toBe(true);
    expect(isWellFormedResult('VN_MN', replace(southA, 0, 999_999))).toBe(true);
    expect(isWellFormedResult('VN_MN', replace(southA, 0, 1_000_000))).toBe(false);
    expect(isWellFormedResult('VN_MN', replace(southA, 17, 100))).toBe(false); // G8: 2 digits
    expect(isWellFormedResult('VN_MB', replace(northA, 26, 99))).toBe(true);
    expect(isWellFormedResult('VN_MB', replace(northA, 26, 100))).toBe(false); // G7: 2 digits
    expect(isWellFormedResult('VN_MB', replace(northA, 0, 100_000))).toBe(false); // ĐB: 5 digits
    expect(isWellFormedResult('VN_MB', replace(northA, 3, -1))).toBe(false);
    expect(isWellFormedResult('VN_MB', replace(northA, 3, 1.5))).toBe(false);
    expect(isWellFormedResult('VN_MB', southA)).toBe(false);
    expect(isWellFormedResult('VN_MN', [...southA, 1])).toBe(false);
    expect(isWellFormedResult('SEA_4D', replace(fourA, 22, 1234))).toBe(false); // repeats the 1st
    expect(isWellFormedResult('SEA_4D', replace(fourA, 22, 10_000))).toBe(false);
    expect(isWellFormedResult('SEA_THAI', replace(thaiA, 5, 100))).toBe(false); // bottom: 2 digits
    expect(isWellFormedResult('SEA_THAI', replace(thaiA, 1, 1000))).toBe(false);
    // Only SEA 4D is distinct: VN prizes may repeat.
    expect(isWellFormedResult('VN_MN', replace(southA, 2, 30519))).toBe(true);
  });

  it('parse the same way through the zod-mini schema', () => {
    for (const shape of tiered) {
      const samples = [
        ...boards[shape],
        ...boards[shape].flatMap((board) => [
          replace(board, board.length - 1, 100),
          replace(board, 0, 1_000_000),
          replace(board, 1, board[0] ?? 0),
          board.slice(1),
        ]),
      ];
      for (const sample of samples) {
        expect(drawResultSchema(shape).safeParse(sample).success).toBe(
          isWellFormedResult(shape, sample),
        );
      }
    }
  });

  it('write every number with its zero padding', () => {
    expect(formatResult('VN_MB', northA).slice(0, 5)).toEqual([
      '38127',
      '60459',
      '12627',
      '90311',
      '55482',
    ]);
    expect(formatResult('VN_MB', northA).slice(5, 6)).toEqual(['07153']);
    expect(formatResult('VN_MB', northA).slice(-7)).toEqual([
      '127',
      '480',
      '065',
      '27',
      '04',
      '91',
      '59',
    ]);
    expect(formatResult('VN_MB', northB)[0]).toBe('00700');
    expect(formatResult('SEA_4D', fourB).slice(0, 4)).toEqual(['0042', '9999', '1042', '0000']);
    expect(formatResult('SEA_THAI', thaiA)).toEqual(['804556', '012', '345', '678', '901', '07']);
    expect(formatResult('LHC', [1, 2, 3, 4, 5, 6, 7])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(padNumber(5, 2)).toBe('05');
    expect(padNumber(123, 2)).toBe('123');
  });
});
