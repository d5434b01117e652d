import { i18n } from '../../i18n/i18n.ts';
import { pointsTextsEn } from './points-texts-en.ts';
import { pointsTextsPt } from './points-texts-pt.ts';

/**
 * Adds the points mall's texts when its page loads (as `contracts-texts.ts` does for the
 * contract screens): `use-points-text.ts`, which every points component reads its texts
 * through, imports this file.
 */
i18n.addResourceBundle('pt', 'translation', pointsTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', pointsTextsEn, true, false);
