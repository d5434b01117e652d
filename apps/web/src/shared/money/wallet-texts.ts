import { i18n } from '../../i18n/i18n.ts';
import { walletTextsEn } from './wallet-texts-en.ts';
import { walletTextsPt } from './wallet-texts-pt.ts';

/**
 * Adds the wallet pages' texts when the first of them loads (as `games-texts.ts` does for the
 * game screens): every wallet page imports this file, so the texts are there before it renders.
 */
i18n.addResourceBundle('pt', 'translation', walletTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', walletTextsEn, true, false);
