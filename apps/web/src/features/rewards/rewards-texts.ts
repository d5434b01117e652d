import { i18n } from '../../i18n/i18n.ts';
import { missionsTextsEn } from './missions-texts-en.ts';
import { missionsTextsPt } from './missions-texts-pt.ts';
import { rewardsTextsEn } from './rewards-texts-en.ts';
import { rewardsTextsPt } from './rewards-texts-pt.ts';

/**
 * Adds the rewards pages' texts when one of them loads (as `points-texts.ts` does for the points
 * mall): `use-rewards-text.ts`, which every rewards component reads its texts through, imports
 * this file. The missions' texts live in their own pair of files (the rewards texts grew long)
 * and merge deep into the same `rewards` object.
 */
i18n.addResourceBundle('pt', 'translation', rewardsTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', rewardsTextsEn, true, false);
i18n.addResourceBundle('pt', 'translation', missionsTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', missionsTextsEn, true, false);
