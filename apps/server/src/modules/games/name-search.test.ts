import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex, candidates, type IndexedGame } from './name-search.ts';

const game = (text: string, position: number): IndexedGame => ({
  id: BigInt(position + 1),
  text,
  type: 'RNG',
  vendor: 'AG',
  classify: null,
});

/** What the index must find: the positions whose names hold the term, in order. */
const scan = (texts: readonly string[], term: string) =>
  texts.flatMap((text, position) => (text.includes(term) ? [position] : []));

const found = (texts: readonly string[], term: string) => {
  const index = buildIndex(texts.map(game));
  return [...candidates(index, term)].filter((position) => texts[position]!.includes(term));
};

describe('name index', () => {
  it('finds exactly the games a scan finds, in display order, for any names and term', () => {
    // A small alphabet so that terms often share trigrams with names without matching them.
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'ã', ' ', '\n'), maxLength: 24 });
    fc.assert(
      fc.property(fc.array(text, { maxLength: 40 }), text, (texts, term) => {
        expect(found(texts, term)).toEqual(scan(texts, term));
      }),
      { numRuns: 500 },
    );
  });

  it('narrows a term to the games holding all of its trigrams before checking the term', () => {
    const texts = ['golden dragon', 'dragon tiger', 'golden tiger', 'lucky dragon\ndragão'];
    const index = buildIndex(texts.map(game));
    expect([...candidates(index, 'dragon')]).toEqual([0, 1, 3]);
    expect([...candidates(index, 'gold drag')]).toEqual([]);
    expect([...candidates(index, 'zzz')]).toEqual([]);
    // Too short for a trigram: every game is a candidate.
    expect([...candidates(index, 'ti')]).toEqual([0, 1, 2, 3]);
  });
});
