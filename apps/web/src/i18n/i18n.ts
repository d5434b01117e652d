import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '@portal/contract/constants';
import { readSavedLanguage } from '../shared/storage/session-values.ts';
import { defaultLanguage, isLanguageCode, toBcp47 } from './language-codes.ts';
import { pt } from './pt.ts';

/** The language to start with: the saved choice when valid, else the default (PT). */
export function initialLanguage(): LanguageCode {
  const saved = readSavedLanguage();
  return isLanguageCode(saved) ? saved : defaultLanguage;
}

/**
 * The one i18next instance. PT, the default, is bundled and initialisation is synchronous, so
 * the first render already speaks it. Brazilian Portuguese reads PT; every other language reads
 * EN (loaded on demand by `loadTranslations`) but keeps its own code.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { pt: { translation: pt } },
  lng: toBcp47(initialLanguage()),
  fallbackLng: { 'pt-BR': ['pt'], default: ['en'] },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // Re-render when a bundle arrives: the PT messages load beside the first render.
  react: { bindI18nStore: 'added' },
});

/**
 * The PT texts of error codes and validation messages. Started at once, so the chunk downloads
 * while the status call is in flight; screens that show errors render after that call.
 */
export const portugueseMessages = import('@portal/contract/messages-pt').then(({ messagesPt }) => {
  i18n.addResourceBundle('pt', 'translation', messagesPt, true, false);
});

/** True for languages that read the PT texts (PT and PT-BR); all others read EN. */
function readsPortuguese(code: LanguageCode): boolean {
  return code === 'PT' || code === 'PT-BR';
}

/**
 * Makes sure the texts a language reads are loaded. PT's own texts are bundled (its messages
 * follow on their own, see above); EN is a separate chunk, the EN texts of the home page's
 * features included, so visitors who stay in the default language never download it, and
 * those who read EN have all of the first screen's texts before it renders.
 */
export async function loadTranslations(code: LanguageCode): Promise<void> {
  if (readsPortuguese(code)) return;
  // Not `hasResourceBundle`: the account screens add their EN texts on their own, before the
  // rest of EN may have loaded.
  if (i18n.getResource('en', 'translation', 'common.close') !== undefined) return;
  const { en, homeFeaturesEn } = await import('./en.ts');
  i18n.addResourceBundle('en', 'translation', en, true, true);
  for (const texts of homeFeaturesEn)
    i18n.addResourceBundle('en', 'translation', texts, true, false);
}
