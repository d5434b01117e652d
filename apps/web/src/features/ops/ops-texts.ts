import { i18n } from '../../i18n/i18n.ts';
import { brandsTextsEn } from './brands-texts-en.ts';
import { brandsTextsPt } from './brands-texts-pt.ts';
import { applicationsTextsEn } from './applications-texts-en.ts';
import { applicationsTextsPt } from './applications-texts-pt.ts';
import { depositsTextsEn } from './deposits-texts-en.ts';
import { depositsTextsPt } from './deposits-texts-pt.ts';
import { dashboardTextsEn } from './dashboard-texts-en.ts';
import { dashboardTextsPt } from './dashboard-texts-pt.ts';
import { catalogueTextsEn } from './catalogue-texts-en.ts';
import { catalogueTextsPt } from './catalogue-texts-pt.ts';
import { contentEditorTextsEn } from './content-editor-texts-en.ts';
import { contentEditorTextsPt } from './content-editor-texts-pt.ts';
import { liveOpsTextsEn } from './live-texts-en.ts';
import { liveOpsTextsPt } from './live-texts-pt.ts';
import { lotteryResultsTextsEn } from './lottery-results-texts-en.ts';
import { lotteryResultsTextsPt } from './lottery-results-texts-pt.ts';
import { membersTextsEn } from './members-texts-en.ts';
import { membersTextsPt } from './members-texts-pt.ts';
import { opsTextsEn } from './ops-texts-en.ts';
import { opsTextsPt } from './ops-texts-pt.ts';
import { rgOpsTextsEn } from './rg-texts-en.ts';
import { rgOpsTextsPt } from './rg-texts-pt.ts';

/**
 * Adds the console's texts to the translation. Only the console's entry imports this file, so
 * the player portal never downloads them; both languages come together (a few KiB).
 */
i18n.addResourceBundle('pt', 'translation', opsTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', opsTextsEn, true, false);
for (const [language, texts] of [
  ['pt', membersTextsPt],
  ['en', membersTextsEn],
  ['pt', brandsTextsPt],
  ['en', brandsTextsEn],
  ['pt', applicationsTextsPt],
  ['en', applicationsTextsEn],
  ['pt', depositsTextsPt],
  ['en', depositsTextsEn],
  ['pt', dashboardTextsPt],
  ['en', dashboardTextsEn],
  ['pt', catalogueTextsPt],
  ['en', catalogueTextsEn],
  ['pt', contentEditorTextsPt],
  ['en', contentEditorTextsEn],
  ['pt', lotteryResultsTextsPt],
  ['en', lotteryResultsTextsEn],
  ['pt', liveOpsTextsPt],
  ['en', liveOpsTextsEn],
  ['pt', rgOpsTextsPt],
  ['en', rgOpsTextsEn],
] as const)
  i18n.addResourceBundle(language, 'translation', texts, true, false);
