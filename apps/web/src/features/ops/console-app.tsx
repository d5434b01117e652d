import { useEffect, useMemo, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import type { OpsMeOutput } from '@portal/contract/ops';
import { ApprovalsPage } from './approvals-page.tsx';
import { ApplicationsPage } from './applications-page.tsx';
import { AuditPage } from './audit-page.tsx';
import { BrandsPage } from './brands-page.tsx';
import { ConsoleHome } from './console-home.tsx';
import { ConsoleLogin } from './console-login.tsx';
import { consolePages, ConsoleShell, opens } from './console-shell.tsx';
import { CataloguePage } from './catalogue-page.tsx';
import { ContentPage } from './content-page.tsx';
import { DepositsPage } from './deposits-page.tsx';
import { FeedbackPage } from './feedback-page.tsx';
import { LivePage } from './live-page.tsx';
import { LotteryResultsPage } from './lottery-results-page.tsx';
import { MembersPage } from './members-page.tsx';
import { useOperatorToken } from './operator-session.ts';
import { OperatorsPage } from './operators-page.tsx';
import { useOperatorMe } from './ops-queries.ts';
import { QueryState } from './query-state.tsx';
import { RgPage } from './rg-page.tsx';
import { SystemPage } from './system-page.tsx';
import { WithdrawalsPage } from './withdrawals-page.tsx';

/** A section the operator may not open leads home rather than to a page of refusals. */
function guarded(me: OpsMeOutput, name: (typeof consolePages)[number]['name'], page: ReactElement) {
  const section = consolePages.find((p) => p.name === name)!;
  return opens(me, section.needs) ? page : <Navigate to="/" replace />;
}

/** The console's pages under `/console`, for the operator of the session. */
function ConsoleRoutes({ me }: { me: OpsMeOutput }) {
  const router = useMemo(
    () =>
      createBrowserRouter(
        [
          {
            path: '/',
            element: <ConsoleShell me={me} />,
            children: [
              { index: true, element: <ConsoleHome me={me} /> },
              { path: 'approvals', element: guarded(me, 'approvals', <ApprovalsPage me={me} />) },
              {
                path: 'withdrawals',
                element: guarded(me, 'withdrawals', <WithdrawalsPage me={me} />),
              },
              { path: 'deposits', element: guarded(me, 'deposits', <DepositsPage />) },
              { path: 'content', element: guarded(me, 'content', <ContentPage />) },
              { path: 'catalogue', element: guarded(me, 'catalogue', <CataloguePage />) },
              {
                path: 'lottery-results',
                element: guarded(me, 'lotteryResults', <LotteryResultsPage me={me} />),
              },
              { path: 'members', element: guarded(me, 'members', <MembersPage me={me} />) },
              {
                path: 'responsible-gaming',
                element: guarded(me, 'responsibleGaming', <RgPage me={me} />),
              },
              {
                path: 'applications',
                element: guarded(me, 'applications', <ApplicationsPage />),
              },
              { path: 'feedback', element: guarded(me, 'feedback', <FeedbackPage />) },
              { path: 'live', element: guarded(me, 'live', <LivePage me={me} />) },
              { path: 'system', element: guarded(me, 'system', <SystemPage />) },
              { path: 'brands', element: guarded(me, 'brands', <BrandsPage />) },
              { path: 'operators', element: guarded(me, 'operators', <OperatorsPage me={me} />) },
              { path: 'audit', element: guarded(me, 'audit', <AuditPage />) },
              { path: '*', element: <Navigate to="/" replace /> },
            ],
          },
        ],
        { basename: '/console' },
      ),
    [me],
  );
  return <RouterProvider router={router} />;
}

/** Signed in: the operator's console; else the login (password, then authenticator code). */
function SignedIn() {
  const me = useOperatorMe();
  return <QueryState query={me}>{(data) => <ConsoleRoutes me={data} />}</QueryState>;
}

/** The operator console: its own entry and bundle, never part of the player portal. */
export function ConsoleApp() {
  const token = useOperatorToken();
  const { t } = useTranslation();
  const title = t('ops.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return token === null ? <ConsoleLogin /> : <SignedIn key={token} />;
}
