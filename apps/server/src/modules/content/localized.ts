import type { Merchant } from '../../merchant/merchant.ts';

/** Texts by language, as stored in the content tables' jsonb columns. */
export type Localized = Record<string, string>;

/** The language a content call asks for: its `language` input, else the request's. */
export function contentLanguage(input: string | undefined, requestLanguage: string): string {
  const code = (input || requestLanguage).trim().toUpperCase().slice(0, 2);
  return /^[A-Z]{2}$/u.test(code) ? code : 'PT';
}

/**
 * One text of a language map: the language asked for, else the merchant's default, else PT,
 * else EN, else any. Content is written in PT and EN; other languages fall back.
 */
export function pick(
  map: Localized | null | undefined,
  language: string,
  merchant: Merchant,
): string {
  if (!map) return '';
  const order = [language, merchant.defaultLanguage.toUpperCase(), 'PT', 'EN'];
  for (const code of order) {
    const text = map[code];
    if (typeof text === 'string' && text !== '') return text;
  }
  return Object.values(map).find((text) => typeof text === 'string') ?? '';
}

/** ISO text of a timestamp, as every content call sends times. */
export function iso(date: Date): string {
  return date.toISOString();
}
