import type { AccountTexts } from './account-texts-pt.ts';
import type { ContentTexts } from '../features/content/content-texts-pt.ts';
import type { GamesTexts } from '../features/games/games-texts-pt.ts';
import type { PtResources } from './pt.ts';
import type { WalletTexts } from '../features/wallet/wallet-texts-pt.ts';

/**
 * Typed keys: `t('header.login')` is checked against the PT resource at compile time. The
 * account texts load with the account screens (`account-texts.ts`), outside the first page.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: PtResources & AccountTexts & GamesTexts & ContentTexts & WalletTexts;
    };
    returnNull: false;
  }
}
