import { i18n } from '../../i18n/i18n.ts';
import { rewardsTextsEn } from './rewards-texts-en.ts';
import { rewardsTextsPt } from './rewards-texts-pt.ts';

/**
 * Adds the rewards pages' texts when one of them loads (as `points-texts.ts` does for the points
 * mall): `use-rewards-text.ts`, which every rewards component reads its texts through, imports
 * this file.
 */
i18n.addResourceBundle('pt', 'translation', rewardsTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', rewardsTextsEn, true, false);
