import { describe, expect, it } from 'vitest';
import { makeCard, makeCards } from '../../test/game-fixture.ts';
import { buildHomeSections } from './home-sections.ts';

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
});
