import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { southResult } from './regional-fixture.ts';
import { LotoTable, TierBoard } from './tier-board.tsx';

/** The numbers of each row of a tier board, by its row header. */
function rows(table: HTMLElement): Record<string, string[]> {
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .flatMap((row) => {
        const header = within(row).queryByRole('rowheader');
        if (header === null) return [];
        const numbers = within(row)
          .getAllByRole('listitem')
          .map((item) => item.textContent ?? '');
        return [[header.textContent ?? '', numbers]];
      }),
  );
}

describe('tier board', () => {
  it('writes a South board top to bottom, ĐB first, each number padded to its tier', () => {
    render(<TierBoard shape="VN_MN" result={southResult} caption="Sorteio 20261116-0001" />);
    const table = screen.getByRole('table', { name: 'Sorteio 20261116-0001' });
    expect(rows(table)).toEqual({
      ĐB: ['123456'],
      G1: ['54321'],
      G2: ['11111'],
      G3: ['22222', '33333'],
      G4: ['00004', '40000', '41234', '42345', '43456', '44567', '45678'],
      G5: ['5555'],
      G6: ['0006', '6666', '6789'],
      G7: ['077'],
      G8: ['08'],
    });
    // The special prize's row is the highlighted one.
    const first = within(table).getByRole('rowheader', { name: 'ĐB' }).closest('tr');
    expect(first?.getAttribute('data-first')).toBe('true');
    expect(
      within(table)
        .getByRole('rowheader', { name: 'G1' })
        .closest('tr')
        ?.hasAttribute('data-first'),
    ).toBe(false);
  });

  it('writes a North board ĐB to G7, and 4D and Thai with their own prize names', () => {
    // ĐB, G1, G2 ×2, G3 ×6, G4 ×4, G5 ×6, G6 ×3, G7 ×4: 27 numbers.
    const north = [
      ...[12345, 23456],
      ...[1, 2],
      ...[3, 4, 5, 6, 7, 8],
      ...[1234, 2345, 3456, 4567],
      ...[5, 6, 7, 8, 9, 10],
      ...[123, 456, 789],
      ...[1, 2, 3, 4],
    ];
    const { unmount } = render(<TierBoard shape="VN_MB" result={north} caption="Norte" />);
    const board = rows(screen.getByRole('table', { name: 'Norte' }));
    expect(Object.keys(board)).toEqual(['ĐB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(board.G2).toEqual(['00001', '00002']);
    expect(board.G7).toEqual(['01', '02', '03', '04']);
    unmount();

    const thai = [123456, 12, 345, 678, 9, 5];
    render(<TierBoard shape="SEA_THAI" result={thai} caption="Tailândia" />);
    expect(rows(screen.getByRole('table', { name: 'Tailândia' }))).toEqual({
      '1.º prémio': ['123456'],
      '3 da frente': ['012', '345'],
      '3 finais': ['678', '009'],
      '2 de baixo': ['05'],
    });
  });

  it('groups the lô endings by đầu in the lô tô', () => {
    render(<LotoTable shape="VN_MN" result={southResult} />);
    const table = screen.getByRole('table', { name: /^Lô tô/u });
    const tails = (head: string) =>
      within(table).getByRole('rowheader', { name: head }).nextElementSibling?.textContent;
    // The endings, ĐB to G8: 56 21 11 22 33 04 00 34 45 56 67 78 55 06 66 89 77 08.
    expect(tails('0')).toBe('0, 4, 6, 8');
    expect(tails('5')).toBe('5, 6, 6');
    expect(tails('9')).toBe('—');
  });
});
