import { i18n } from '../../i18n/i18n.ts';
import { contentTextsPt } from './content-texts-pt.ts';

/**
 * Adds the content screens' PT texts when the first of them loads (as `games-texts.ts` does):
 * every module that shows them imports this file. The home page shows them, so their EN
 * texts load with the rest of EN (`i18n/en.ts`), never on a visit in PT.
 */
i18n.addResourceBundle('pt', 'translation', contentTextsPt, true, false);
