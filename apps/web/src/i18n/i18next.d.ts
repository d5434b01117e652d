import type { AccountTexts } from './account-texts-pt.ts';
import type { AgentTexts } from '../features/agent/agent-texts-pt.ts';
import type { ContentTexts } from '../features/content/content-texts-pt.ts';
import type { GamesTexts } from '../features/games/games-texts-pt.ts';
import type { LaunchTexts } from '../features/launch/launch-texts-pt.ts';
import type { ApplicationsTexts } from '../features/ops/applications-texts-pt.ts';
import type { BrandsTexts } from '../features/ops/brands-texts-pt.ts';
import type { DepositsTexts } from '../features/ops/deposits-texts-pt.ts';
import type { DashboardTexts } from '../features/ops/dashboard-texts-pt.ts';
import type { CatalogueTexts } from '../features/ops/catalogue-texts-pt.ts';
import type { ContentEditorTexts } from '../features/ops/content-editor-texts-pt.ts';
import type { LiveOpsTexts } from '../features/ops/live-texts-pt.ts';
import type { LotteryResultsTexts } from '../features/ops/lottery-results-texts-pt.ts';
import type { MembersTexts } from '../features/ops/members-texts-pt.ts';
import type { OpsTexts } from '../features/ops/ops-texts-pt.ts';
import type { RgOpsTexts } from '../features/ops/rg-texts-pt.ts';
import type { PtResources } from './pt.ts';
import type { DateFieldTexts } from '../shared/forms/date-field-texts.ts';
import type { WalletTexts } from '../shared/money/wallet-texts-pt.ts';

/**
 * Typed keys: `t('header.login')` is checked against the PT resource at compile time. The
 * account texts load with the account screens (`account-texts.ts`), outside the first page.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: PtResources &
        AccountTexts &
        GamesTexts &
        LaunchTexts &
        ContentTexts &
        WalletTexts &
        AgentTexts &
        OpsTexts &
        MembersTexts &
        BrandsTexts &
        ApplicationsTexts &
        DepositsTexts &
        DashboardTexts &
        CatalogueTexts &
        ContentEditorTexts &
        LotteryResultsTexts &
        LiveOpsTexts &
        RgOpsTexts &
        DateFieldTexts;
    };
    returnNull: false;
  }
}
