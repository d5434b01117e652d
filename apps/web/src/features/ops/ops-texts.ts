import { i18n } from '../../i18n/i18n.ts';
import { opsTextsEn } from './ops-texts-en.ts';
import { opsTextsPt } from './ops-texts-pt.ts';

/**
 * Adds the console's texts to the translation. Only the console's entry imports this file, so
 * the player portal never downloads them; both languages come together (a few KiB).
 */
i18n.addResourceBundle('pt', 'translation', opsTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', opsTextsEn, true, false);
