import { i18n } from '../../i18n/i18n.ts';
import { rgTextsEn } from './rg-texts-en.ts';
import { rgTextsPt } from './rg-texts-pt.ts';

/**
 * Adds the responsible-gaming texts when the page loads (as `referral-texts.ts` does), so they
 * travel in the page's lazy chunk and never in the entry bundle.
 */
i18n.addResourceBundle('pt', 'translation', rgTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', rgTextsEn, true, false);
