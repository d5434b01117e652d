import { describe, expect, it, vi } from 'vitest';
import { weakTag } from './etag.ts';
import { keptAnswer } from './kept-answer.ts';

describe('keptAnswer', () => {
  it('makes an answer once per cached value and variant', () => {
    const source = { list: [1, 2, 3] };
    const answer = vi.fn(() => ({ list: source.list }));
    const made = keptAnswer(source, '', answer);
    expect(made.value).toEqual({ list: [1, 2, 3] });
    expect(made.text.text).toBe('{"list":[1,2,3]}');
    expect(made.tag).toBe(weakTag('{"list":[1,2,3]}'));
    expect(keptAnswer(source, '', answer)).toBe(made);
    expect(answer).toHaveBeenCalledTimes(1);

    // Another variant of the answer (a filter over the same value) is made on its own.
    const odd = keptAnswer(source, 'odd', () => ({ list: source.list.filter((n) => n % 2 === 1) }));
    expect(odd.value).toEqual({ list: [1, 3] });
    expect(odd.tag).not.toBe(made.tag);
  });

  it('makes a new answer from the value that replaces a dropped one', () => {
    const before = { list: ['a'] };
    const after = { list: ['b'] };
    expect(keptAnswer(before, '', () => before).tag).not.toBe(
      keptAnswer(after, '', () => after).tag,
    );
  });
});
