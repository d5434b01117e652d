import { describe, expect, it } from 'vitest';
import { filterWords } from './word-filter.ts';

describe('filterWords', () => {
  it('masks whole words in any case and keeps the rest', () => {
    expect(filterWords('Que PORCARIA de jogo', ['porcaria'])).toBe('Que ******** de jogo');
    expect(filterWords('scammer! scam?', ['scam'])).toBe('scammer! ****?');
  });

  it('treats the words as text, not patterns, and leaves text alone without a list', () => {
    expect(filterWords('a.b a+b', ['a.b'])).toBe('*** a+b');
    expect(filterWords('hello', [])).toBe('hello');
  });
});
