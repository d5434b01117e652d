import { i18n } from '../../i18n/i18n.ts';
import { liveTextsEn } from './live-texts-en.ts';
import { liveTextsPt } from './live-texts-pt.ts';

/** Adds the live pages' texts when they load (`use-live-text.ts` imports this file). */
i18n.addResourceBundle('pt', 'translation', liveTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', liveTextsEn, true, false);
