import { i18n } from '../../i18n/i18n.ts';
import { agentTextsEn } from './agent-texts-en.ts';
import { agentTextsPt } from './agent-texts-pt.ts';

/**
 * Adds the agent pages' texts when the agent centre loads (as `wallet-texts.ts` does for the
 * wallet pages): every agent module that shows them imports this file. The wallet texts the
 * pages share come with the shared money parts that show them.
 */
i18n.addResourceBundle('pt', 'translation', agentTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', agentTextsEn, true, false);
