import { describe, expect, it } from 'vitest';
import { paginationRange } from './pagination-range.ts';

const show = (current: number, total: number) =>
  paginationRange(current, total, 5, 1)
    .map((item) => (item.kind === 'gap' ? '…' : String(item.page)))
    .join(' ');

describe('pagination range 5, margin 1', () => {
  it('lists every page when they fit', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(3, 7)).toBe('1 2 3 4 5 6 7');
    expect(show(1, 0)).toBe('');
  });

  it('keeps the first and last page with five around the current one', () => {
    expect(show(1, 20)).toBe('1 2 3 4 5 … 20');
    expect(show(10, 20)).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(20, 20)).toBe('1 … 16 17 18 19 20');
    expect(show(4, 20)).toBe('1 2 3 4 5 6 … 20');
  });
});
