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

let messages: Promise<void> | undefined;

/**
 * Loads the PT texts of error codes and validation messages (EN has them in its own chunk). The
 * first screen shows none of them, so a first visit does not download them: every lazy section
 * and the modal layer wait for them, and the API client before it words an error of its own. A
 * failed load is tried again by the next call.
 */
export function loadMessages(): Promise<void> {
  messages ??= import('@portal/contract/messages-pt').then(
    ({ messagesPt }) => {
      i18n.addResourceBundle('pt', 'translation', messagesPt, true, false);
    },
    (error: unknown) => {
      messages = undefined;
      throw error;
    },
  );
  return messages;
}

/** A chunk that can show messages, loaded with them: resolves to the chunk once both are in. */
export function withMessages<T>(chunk: Promise<T>): Promise<T> {
  return Promise.all([chunk, loadMessages()]).then(([loaded]) => loaded);
}

// A message shown before they were asked for (a screen outside the sections and popups that
// load them): fetched then, and drawn again when it arrives.
i18n.onMissing = () => {
  if (i18n.language.startsWith('pt')) void loadMessages().catch(() => undefined);
};

/** True for languages that read the PT texts (PT and PT-BR); all others read EN. */
function readsPortuguese(code: LanguageCode): boolean {
  return code === 'PT' || code === 'PT-BR';
}

/**
 * Makes sure the texts a language reads are loaded. PT's own texts are bundled (its messages
 * load when needed, see above); EN is a separate chunk, the EN texts of the home page's
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
