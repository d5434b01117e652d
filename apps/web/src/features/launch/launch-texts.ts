import { i18n } from '../../i18n/i18n.ts';
import { launchTextsEn } from './launch-texts-en.ts';
import { launchTextsPt } from './launch-texts-pt.ts';

/** Adds the seamless game page's texts when that page loads (as `games-texts.ts` does). */
i18n.addResourceBundle('pt', 'translation', launchTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', launchTextsEn, true, false);
