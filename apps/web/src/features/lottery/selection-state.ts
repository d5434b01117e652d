import type { PlayLayout } from '@portal/contract/lottery/play-layout';
import type { PlayMethod } from '@portal/contract/lottery/play-method';
import { sides, type Side } from '@portal/contract/lottery/selection-schemas';

/**
 * What the player has ticked on the board for one play, by layout, and the contract selections
 * it makes. Counting, validity and pricing stay the contract's: this module only turns ticks
 * into the selection objects the play methods read.
 */

/** The ticks of one play. */
export type Draft =
  | { kind: 'rows'; rows: number[][] }
  | { kind: 'sets'; sets: Record<string, number[]> }
  | { kind: 'combination'; picks: number[]; bankers: number[] }
  | { kind: 'sideRows'; rows: Side[][] }
  | { kind: 'option'; params: number[]; options: (string | number)[] };

/** Quick picks of a number row. */
export const quickPicks = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickPick = (typeof quickPicks)[number];

/** Nothing ticked; an option play with a parameter starts on its first place. */
export function emptyDraft(layout: PlayLayout): Draft {
  switch (layout.kind) {
    case 'rows':
      return { kind: 'rows', rows: layout.positions.map(() => []) };
    case 'sets':
      return { kind: 'sets', sets: Object.fromEntries(layout.sets.map((set) => [set.field, []])) };
    case 'combination':
      return { kind: 'combination', picks: [], bankers: [] };
    case 'sideRows':
      return { kind: 'sideRows', rows: layout.positions.map(() => []) };
    case 'option':
      return {
        kind: 'option',
        params: layout.param === undefined ? [] : [layout.param.min],
        options: [],
      };
  }
}

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** `list` with `n` added or removed, in increasing order. */
export function toggleNumber(list: readonly number[], n: number): number[] {
  return list.includes(n) ? list.filter((x) => x !== n) : ascending([...list, n]);
}

/** `list` with `item` added or removed, kept in the order of `order`. */
export function toggleIn<T>(list: readonly T[], item: T, order: readonly T[]): T[] {
  const next = list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
  return order.filter((x) => next.includes(x));
}

/** The numbers of `min`..`max` a quick pick chooses; big is the upper half of the range. */
export function quickPick(min: number, max: number, pick: QuickPick): number[] {
  const all = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const middle = (min + max) / 2;
  switch (pick) {
    case 'all':
      return all;
    case 'big':
      return all.filter((n) => n > middle);
    case 'small':
      return all.filter((n) => n < middle);
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'clear':
      return [];
  }
}

/**
 * The contract selections a draft makes: one for most layouts (the play counts its bets), one
 * per parameter and option for option plays (each option is one bet on its own ticket).
 */
export function draftSelections(layout: PlayLayout, draft: Draft): unknown[] {
  if (layout.kind === 'rows' && draft.kind === 'rows') {
    return [{ positions: draft.rows.map(ascending) }];
  }
  if (layout.kind === 'sets' && draft.kind === 'sets') {
    return [
      Object.fromEntries(
        layout.sets.map((set) => [set.field, ascending(draft.sets[set.field] ?? [])]),
      ),
    ];
  }
  if (layout.kind === 'combination' && draft.kind === 'combination') {
    const picks = ascending(draft.picks);
    return [
      layout.bankers && draft.bankers.length > 0
        ? { picks, bankers: ascending(draft.bankers) }
        : { picks },
    ];
  }
  if (layout.kind === 'sideRows' && draft.kind === 'sideRows') {
    return [{ positions: draft.rows.map((row) => sides.filter((side) => row.includes(side))) }];
  }
  if (layout.kind === 'option' && draft.kind === 'option') {
    const options = layout.options.filter((option) => draft.options.includes(option));
    const { param } = layout;
    if (param === undefined) return options.map((option) => ({ [layout.field]: option }));
    return ascending(draft.params).flatMap((place) =>
      options.map((option) => ({ [param.field]: place, [layout.field]: option })),
    );
  }
  return [];
}

/** The selections of a draft that make at least one bet, with their counts. */
export function countedSelections(
  method: PlayMethod,
  draft: Draft,
): { selection: unknown; betCount: number }[] {
  return draftSelections(method.layout, draft)
    .map((selection) => ({ selection, betCount: method.betCount(selection) }))
    .filter((item) => item.betCount > 0);
}

/** The bet count of a draft (the contract's `betCount` summed over its selections). */
export function draftBetCount(method: PlayMethod, draft: Draft): number {
  return countedSelections(method, draft).reduce((n, item) => n + item.betCount, 0);
}

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];

/** The draft that shows a selection (the random pick's), for the board to tick. */
export function draftFromSelection(layout: PlayLayout, selection: unknown): Draft {
  const record = (typeof selection === 'object' && selection !== null ? selection : {}) as Record<
    string,
    unknown
  >;
  switch (layout.kind) {
    case 'rows': {
      const positions = Array.isArray(record.positions) ? record.positions : [];
      return { kind: 'rows', rows: layout.positions.map((_, i) => numbers(positions[i])) };
    }
    case 'sets':
      return {
        kind: 'sets',
        sets: Object.fromEntries(layout.sets.map((set) => [set.field, numbers(record[set.field])])),
      };
    case 'combination':
      return {
        kind: 'combination',
        picks: numbers(record.picks),
        bankers: numbers(record.bankers),
      };
    case 'sideRows': {
      const positions = Array.isArray(record.positions) ? record.positions : [];
      return {
        kind: 'sideRows',
        rows: layout.positions.map((_, i) => {
          const row: unknown = positions[i];
          return Array.isArray(row) ? sides.filter((side) => row.includes(side)) : [];
        }),
      };
    }
    case 'option': {
      const option = record[layout.field];
      const place = layout.param === undefined ? undefined : record[layout.param.field];
      return {
        kind: 'option',
        params: typeof place === 'number' ? [place] : [],
        options: typeof option === 'string' || typeof option === 'number' ? [option] : [],
      };
    }
  }
}

/** True when nothing is ticked (the parameter of an option play does not count). */
export function isEmptyDraft(draft: Draft): boolean {
  switch (draft.kind) {
    case 'rows':
    case 'sideRows':
      return draft.rows.every((row) => row.length === 0);
    case 'sets':
      return Object.values(draft.sets).every((set) => set.length === 0);
    case 'combination':
      return draft.picks.length === 0 && draft.bankers.length === 0;
    case 'option':
      return draft.options.length === 0;
  }
}
