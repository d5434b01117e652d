import type { LanguageCode } from '@portal/contract/constants';
import { readSavedLanguage } from '../shared/storage/session-values.ts';
import { defaultLanguage, isLanguageCode, toBcp47 } from './language-codes.ts';
import { pt } from './pt.ts';
import { Translator } from './translator.ts';

/** The language to start with: the saved choice when valid, else the default (PT). */
export function initialLanguage(): LanguageCode {
  const saved = readSavedLanguage();
  return isLanguageCode(saved) ? saved : defaultLanguage;
}

/**
 * The one translator. PT, the default, is bundled, so the first render already speaks it.
 * Brazilian Portuguese reads PT; every other language reads EN (loaded on demand by
 * `loadTranslations`) but keeps its own code.
 */
export const i18n = new Translator(toBcp47(initialLanguage()), (language) =>
  language === 'pt-BR' ? ['pt'] : ['en'],
).addResourceBundle('pt', 'translation', pt);

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
