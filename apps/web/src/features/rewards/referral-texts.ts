import { i18n } from '../../i18n/i18n.ts';
import { referralTextsEn } from './referral-texts-en.ts';
import { referralTextsPt } from './referral-texts-pt.ts';

/**
 * Adds the referral page's texts when it loads (as `rewards-texts.ts` does for the other rewards
 * pages): `use-referral-text.ts`, which every referral component reads its texts through,
 * imports this file, so they travel in the page's lazy chunk and never in the entry bundle.
 */
i18n.addResourceBundle('pt', 'translation', referralTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', referralTextsEn, true, false);
