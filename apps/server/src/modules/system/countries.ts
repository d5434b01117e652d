import { messageLanguage } from '@portal/contract/messages';
import type { CountryEntry } from '@portal/contract/system';
import { countryDialingCodes } from './countries-data.ts';

const byLanguage = new Map<string, CountryEntry[]>();

/**
 * The country list with names in the given language (PT or EN; other languages read EN like
 * the rest of the app), sorted by name. Built once per language.
 */
export function countryList(language: string | undefined): CountryEntry[] {
  const locale = messageLanguage(language);
  let list = byLanguage.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const collator = new Intl.Collator(locale);
    list = countryDialingCodes
      .map(([countryCode, countryDialingCode]) => ({
        countryCode,
        countryDialingCode,
        name: names.of(countryCode) ?? countryCode,
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
    byLanguage.set(locale, list);
  }
  return list;
}
