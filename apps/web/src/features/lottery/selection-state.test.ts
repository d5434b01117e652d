import { playMethod } from '@portal/contract/lottery/play-methods';
import { randomSelection } from '@portal/contract/lottery/selection-tools';
import { allPlayMethods } from '@portal/contract/lottery/play-methods';
import { describe, expect, it } from 'vitest';
import {
  draftBetCount,
  draftFromSelection,
  draftSelections,
  emptyDraft,
  quickPick,
} from './selection-state.ts';

describe('selection drafts', () => {
  it('makes the contract selection of each layout and counts it with the contract', () => {
    const direct = playMethod('SSC_5STAR_DIRECT');
    const draft = { kind: 'rows' as const, rows: [[2, 1], [3], [4], [5], [6]] };
    expect(draftSelections(direct.layout, draft)).toEqual([
      { positions: [[1, 2], [3], [4], [5], [6]] },
    ]);
    expect(draftBetCount(direct, draft)).toBe(2);

    const any3 = playMethod('11X5_ANY_3');
    expect(draftBetCount(any3, { kind: 'combination', picks: [1, 2, 3, 4], bankers: [] })).toBe(4);
    expect(draftBetCount(any3, { kind: 'combination', picks: [2, 3, 4], bankers: [1] })).toBe(3);

    const sides = playMethod('PK10_SIDES');
    const picked = { kind: 'option' as const, params: [3, 1], options: ['ODD', 'BIG'] };
    expect(draftSelections(sides.layout, picked)).toEqual([
      { place: 1, side: 'BIG' },
      { place: 1, side: 'ODD' },
      { place: 3, side: 'BIG' },
      { place: 3, side: 'ODD' },
    ]);
    expect(draftBetCount(sides, picked)).toBe(4);
  });

  it('shows any random selection as a draft that gives it back', () => {
    for (const method of allPlayMethods) {
      const selection = randomSelection(method, Math.random);
      const draft = draftFromSelection(method.layout, selection);
      expect(draftSelections(method.layout, draft)).toContainEqual(selection);
      expect(draftBetCount(method, draft)).toBe(method.betCount(selection));
      expect(draftBetCount(method, emptyDraft(method.layout))).toBe(0);
    }
  });

  it('quick picks take the upper or lower half, odds or evens', () => {
    expect(quickPick(0, 9, 'big')).toEqual([5, 6, 7, 8, 9]);
    expect(quickPick(0, 9, 'small')).toEqual([0, 1, 2, 3, 4]);
    expect(quickPick(1, 10, 'odd')).toEqual([1, 3, 5, 7, 9]);
    expect(quickPick(0, 27, 'even')).toHaveLength(14);
    expect(quickPick(1, 11, 'all')).toHaveLength(11);
    expect(quickPick(1, 11, 'clear')).toEqual([]);
  });
});
