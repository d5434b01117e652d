import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  charLength,
  checkRule,
  fillTemplate,
  patternIds,
  patternSources,
  ruleFor,
  type PatternId,
} from './patterns.ts';

/** Samples every pattern type must accept and refuse (spec section 5). */
const samples: Record<PatternId, { accept: string[]; reject: string[] }> = {
  ANY: { accept: ['anything goes', '名字 1!'], reject: [] },
  LETTER_FIRST_ALNUM: { accept: ['player01', 'A1b2c3'], reject: ['1player', 'play er', 'pl@yer'] },
  CHINESE_DIGITS: { accept: ['中文123', '张三'], reject: ['abc', '中文 1', '中文!'] },
  EMAIL: {
    accept: ['a.b@example.com', 'x+y@mail.co.pt'],
    reject: ['a@b', 'no-at.com', 'a @b.com'],
  },
  ALPHANUMERIC: { accept: ['abc123', 'ABC', '123'], reject: ['abc-123', 'ab c'] },
  LETTERS_AND_DIGITS: { accept: ['abc123', '1a'], reject: ['abcdef', '123456', 'ab_12'] },
  DIGITS: { accept: ['0123456789'], reject: ['12a', '1 2', '-12'] },
  ALNUM_UPPER: { accept: ['Abc123', 'ABC'], reject: ['abc123', 'Abc-1'] },
  ENGLISH_SPACES: {
    accept: ['John Smith', 'Ana'],
    reject: ['João', 'John  Smith', ' John', 'J0hn'],
  },
  NO_SPACES: { accept: ['a-b_c!', '中文'], reject: ['a b', 'tab\there'] },
  CHINESE_PUNCTUATION: { accept: ['你好，世界。', '张三·李'], reject: ['hello', '你好1'] },
  KOREAN: { accept: ['한국어', '김민수'], reject: ['hangul', '한국 어', '韓國'] },
  LETTERS_SPACES: {
    accept: ['João Silva', 'Zoë', 'Иван Петров'],
    reject: ['João1', 'a  b', 'x_y'],
  },
  DATE_YMD: {
    accept: ['2024-02-29', '1990-12-31'],
    reject: ['2023-02-29', '2024-13-01', '24-01-01', '01-31-2024'],
  },
  DATE_MDY: {
    accept: ['02-29-2024', '12-31-1990'],
    reject: ['02-30-2024', '2024-01-01', '13-01-2024'],
  },
};

describe('pattern library', () => {
  it('has the fifteen pattern types of section 5', () => {
    expect(patternIds).toHaveLength(15);
  });

  for (const id of patternIds) {
    it(`${id} accepts and rejects its samples`, () => {
      const rule = ruleFor(id, 0, 100);
      for (const value of samples[id].accept) expect(checkRule(rule, value), value).toBe(true);
      for (const value of samples[id].reject) expect(checkRule(rule, value), value).toBe(false);
    });
  }

  it('treats a lone * as any characters within the length bounds', () => {
    const rule = { acceptedPattern: '*', minLength: 2, maxLength: 4, patternId: 'ANY' };
    expect(checkRule(rule, 'ab')).toBe(true);
    expect(checkRule(rule, 'a')).toBe(false);
    expect(checkRule(rule, 'abcde')).toBe(false);
  });

  it('counts length in characters, not UTF-16 units', () => {
    expect(charLength('😀😀')).toBe(2);
    expect(
      checkRule({ acceptedPattern: '*', minLength: 2, maxLength: 2, patternId: 'ANY' }, '😀😀'),
    ).toBe(true);
  });

  it('never matches a broken published pattern instead of throwing', () => {
    expect(
      checkRule({ acceptedPattern: '([', minLength: 0, maxLength: 9, patternId: 'X' }, 'a'),
    ).toBe(false);
  });

  it('keeps every value of the right alphabet and length valid (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{5,11}$/u), (value) =>
        checkRule(ruleFor('LETTER_FIRST_ALNUM', 6, 12), value),
      ),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (value) => {
        const ok = checkRule(ruleFor('DIGITS', 1, 30), value);
        return ok === /^[0-9]+$/u.test(value);
      }),
    );
  });

  it('publishes every source as a compilable unicode expression', () => {
    for (const id of patternIds) {
      if (patternSources[id] !== '*')
        expect(() => new RegExp(patternSources[id], 'u')).not.toThrow();
    }
  });
});

describe('message templates', () => {
  it('fills (min) and (max)', () => {
    expect(fillTemplate('(min)-(max) digits.', 6, 12)).toBe('6-12 digits.');
    expect(fillTemplate('Between (min) and (max).', 2, 5)).toBe('Between 2 and 5.');
  });

  it('collapses the range to one number when min equals max', () => {
    expect(fillTemplate('(min)-(max) digits.', 6, 6)).toBe('6 digits.');
    expect(fillTemplate('Entre (min) e (max) letras.', 4, 4)).toBe('Entre 4 letras.');
  });
});
