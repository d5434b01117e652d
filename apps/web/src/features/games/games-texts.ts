import { i18n } from '../../i18n/i18n.ts';
import { gamesTextsEn } from './games-texts-en.ts';
import { gamesTextsPt } from './games-texts-pt.ts';

/**
 * Adds the game screens' texts when the first of them loads (as `account-texts.ts` does for the
 * account screens): every module that shows them imports this file.
 */
i18n.addResourceBundle('pt', 'translation', gamesTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', gamesTextsEn, true, false);
