import { i18n } from '../../i18n/i18n.ts';
import { contractsTextsEn } from './contracts-texts-en.ts';
import { contractsTextsPt } from './contracts-texts-pt.ts';

/**
 * Adds the contract screens' texts when one of them loads (as `agent-texts.ts` does for the
 * agent pages): `use-contracts-text.ts`, which every contract component reads its texts through,
 * imports this file.
 */
i18n.addResourceBundle('pt', 'translation', contractsTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', contractsTextsEn, true, false);
