import { accountTextsEn } from './account-texts-en.ts';
import { accountTextsPt } from './account-texts-pt.ts';
import { i18n } from './i18n.ts';

/**
 * Adds the account screens' texts to the translation when the first of those screens loads.
 * Every module that shows them imports this file, so the texts are there before it renders;
 * both languages come together (a few KiB), so a language switch inside a form needs no wait.
 */
i18n.addResourceBundle('pt', 'translation', accountTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', accountTextsEn, true, false);
