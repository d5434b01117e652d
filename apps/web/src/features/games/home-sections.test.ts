import { describe, expect, it } from 'vitest';
import { makeCard, makeCards } from '../../test/game-fixture.ts';
import { buildHomeSections, keepUnchanged } from './home-sections.ts';

describe('home sections', () => {
  const lists = {
    RNG: [...makeCards(14, 'r'), makeCard({ nodeId: 'pge-in-rng', vassalage: 'PGE' })],
    INHOUSE: makeCards(3, 'pge', { vassalage: 'PGE' }),
    HOT: makeCards(20, 'h'),
    LIVE: makeCards(2, 'l'),
    FISH: [],
    RECENT: makeCards(4, 'rec'),
    COCKFIGHT: makeCards(1, 'c'),
  };

  it('puts INHOUSE first, caps every section at 12 and hides empty ones', () => {
    const sections = buildHomeSections(lists, true);
    expect(sections.map((section) => section.key)).toEqual([
      'INHOUSE',
      'RECENT',
      'HOT',
      'RNG',
      'LIVE',
      'COCKFIGHT',
    ]);
    for (const section of sections) expect(section.cards.length).toBeLessThanOrEqual(12);
    expect(sections.find((s) => s.key === 'HOT')?.cards).toHaveLength(12);
  });

  it('forms INHOUSE from in-house RNG cards too, without duplicates', () => {
    const inHouse = buildHomeSections(lists, false)[0];
    expect(inHouse?.key).toBe('INHOUSE');
    expect(inHouse?.cards.map((card) => card.nodeId)).toEqual([
      'pge1',
      'pge2',
      'pge3',
      'pge-in-rng',
    ]);
  });

  it('shows RECENT only to a logged-in member with recent games', () => {
    expect(buildHomeSections(lists, false).map((s) => s.key)).not.toContain('RECENT');
    expect(buildHomeSections({ ...lists, RECENT: [] }, true).map((s) => s.key)).not.toContain(
      'RECENT',
    );
  });

  it('keeps an earlier section where its cards are the same cards, and takes a changed one', () => {
    const first = buildHomeSections(lists, false);
    const again = buildHomeSections(lists, false);
    expect(again[0]).not.toBe(first[0]);
    const kept = keepUnchanged(first, again);
    expect(kept).toBe(first);

    // LIVE from another answer: the same games, but new cards.
    const next = buildHomeSections(
      { ...lists, LIVE: lists.LIVE.map((card) => ({ ...card })) },
      false,
    );
    const merged = keepUnchanged(first, next);
    const byKey = new Map(merged.map((section) => [section.key, section]));
    expect(byKey.get('INHOUSE')).toBe(first[0]);
    expect(byKey.get('LIVE')).toBe(next.find((section) => section.key === 'LIVE'));
    expect(keepUnchanged([], next)).toEqual(next);
  });
});
