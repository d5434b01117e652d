import { i18n } from '../../i18n/i18n.ts';
import { contentTextsEn } from './content-texts-en.ts';
import { contentTextsPt } from './content-texts-pt.ts';

/**
 * Adds the content screens' texts when the first of them loads (as `games-texts.ts` does):
 * every module that shows them imports this file, so they never weigh on the first page.
 */
i18n.addResourceBundle('pt', 'translation', contentTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', contentTextsEn, true, false);
