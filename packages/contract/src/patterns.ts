import type { FieldRule } from './field-rule.ts';

/**
 * The validation pattern library of spec section 5. The server publishes, per registration
 * field, `acceptedPattern` (a regular expression source, or a lone `*` for anything),
 * `minLength`, `maxLength` and `patternId`; the web app and the server both check input with
 * `checkRule`, so a rule can never pass in the browser and fail on the server or the reverse.
 */
export const patternIds = [
  'ANY',
  'LETTER_FIRST_ALNUM',
  'CHINESE_DIGITS',
  'EMAIL',
  'ALPHANUMERIC',
  'LETTERS_AND_DIGITS',
  'DIGITS',
  'ALNUM_UPPER',
  'ENGLISH_SPACES',
  'NO_SPACES',
  'CHINESE_PUNCTUATION',
  'KOREAN',
  'LETTERS_SPACES',
  'DATE_YMD',
  'DATE_MDY',
] as const;
export type PatternId = (typeof patternIds)[number];

const han = '\\u4e00-\\u9fff';
const cjkPunctuation =
  '\\u3000-\\u303f\\uff01-\\uff0f\\uff1a-\\uff20\\u00b7\\u2014\\u2018\\u2019\\u201c\\u201d\\u2026';

/** Regular expression sources, compiled with the `u` flag. */
export const patternSources: Record<PatternId, string> = {
  ANY: '*',
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  CHINESE_DIGITS: `^[${han}0-9]+$`,
  EMAIL:
    "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
  ALPHANUMERIC: '^[A-Za-z0-9]+$',
  LETTERS_AND_DIGITS: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  DIGITS: '^[0-9]+$',
  ALNUM_UPPER: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  ENGLISH_SPACES: '^[A-Za-z]+(?: [A-Za-z]+)*$',
  NO_SPACES: '^\\S+$',
  CHINESE_PUNCTUATION: `^[${han}${cjkPunctuation}]+$`,
  KOREAN: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$',
  LETTERS_SPACES: '^\\p{L}+(?: \\p{L}+)*$',
  DATE_YMD: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  DATE_MDY: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$',
};

export { fieldRule, type FieldRule } from './field-rule.ts';

/** Builds the rule of a library pattern with its length bounds. */
export function ruleFor(patternId: PatternId, minLength: number, maxLength: number): FieldRule {
  return { acceptedPattern: patternSources[patternId], minLength, maxLength, patternId };
}

const compiled = new Map<string, RegExp | null>();

/** Compiles a published pattern once; a broken source never matches rather than throwing. */
function compile(source: string): RegExp | null {
  if (!compiled.has(source)) {
    let re: RegExp | null = null;
    try {
      re = new RegExp(source, 'u');
    } catch {
      re = null;
    }
    compiled.set(source, re);
  }
  return compiled.get(source) ?? null;
}

/** Length in characters as a person counts them (code points, not UTF-16 units). */
export function charLength(value: string): number {
  return Array.from(value).length;
}

/** Date patterns also need a real calendar day: 2023-02-30 matches the shape but no day. */
function isRealDate(patternId: string, value: string): boolean {
  const parts = value.split('-').map(Number);
  const [y, m, d] =
    patternId === 'DATE_YMD'
      ? parts
      : patternId === 'DATE_MDY'
        ? [parts[2], parts[0], parts[1]]
        : [];
  if (y === undefined || m === undefined || d === undefined) return true;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** True when the value matches the rule's pattern and its length lies within the bounds. */
export function checkRule(rule: FieldRule, value: string): boolean {
  const length = charLength(value);
  if (length < rule.minLength || (rule.maxLength > 0 && length > rule.maxLength)) return false;
  if (rule.acceptedPattern.trim() === '*') return true;
  const re = compile(rule.acceptedPattern);
  return re !== null && re.test(value) && isRealDate(rule.patternId, value);
}

/**
 * Fills a message template: `(min)` and `(max)` become the bounds; when they are equal the
 * range collapses to one number, so "6-6 characters" reads "6 characters".
 */
export function fillTemplate(template: string, minLength: number, maxLength: number): string {
  let text = template;
  if (minLength === maxLength) {
    text = text.replace(/\(min\)\s*(?:-|~|–|to|a|até|and|e)\s*\(max\)/giu, String(minLength));
  }
  return text.replaceAll('(min)', String(minLength)).replaceAll('(max)', String(maxLength));
}

/** The i18n key of a pattern's message template. */
export function patternMessageKey(patternId: string): string {
  return (patternIds as readonly string[]).includes(patternId)
    ? `pattern_${patternId}`
    : 'pattern_ANY';
}
