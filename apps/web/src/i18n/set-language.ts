import type { LanguageCode } from '@portal/contract/constants';
import { writeSavedLanguage } from '../shared/storage/session-values.ts';
import { i18n, loadTranslations } from './i18n.ts';
import { fromBcp47, toBcp47 } from './language-codes.ts';

/** The current language as a contract code (what the selector shows and `X-Language` sends). */
export function currentLanguage(): LanguageCode {
  return fromBcp47(i18n.language);
}

/** Mirrors the language on `<html lang>` so assistive technology reads the page correctly. */
export function applyDocumentLanguage(code: LanguageCode): void {
  document.documentElement.lang = toBcp47(code);
}

/**
 * Switches the language: loads its texts if needed, saves the choice (local storage `language`),
 * updates `<html lang>` and i18next. Queries carry the language in their keys, so they refetch
 * on their own.
 */
export async function setLanguage(code: LanguageCode): Promise<void> {
  await loadTranslations(code);
  writeSavedLanguage(code);
  applyDocumentLanguage(code);
  await i18n.changeLanguage(toBcp47(code));
}
