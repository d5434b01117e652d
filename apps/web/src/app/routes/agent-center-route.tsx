import { moduleIds } from '@portal/contract/module-tree';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { AgentCenter } from '../../features/agent/agent-center.tsx';
import type { AgentPageProps } from '../../features/agent/agent-page-props.ts';
import { agentPagesFor, toAgentPage, type AgentPage } from '../../features/agent/agent-pages.ts';
import { announcementsQuery } from '../../features/agent/announcements-query.ts';
import '../../features/agent/agent-texts.ts';
import { memberInfoQueryOptions } from '../../features/session/member-info-query.ts';
import { useSessionStore } from '../../features/session/session-store.ts';
import { useModuleEnabled } from '../../features/system/use-module-enabled.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { ButtonLink } from '../../shared/ui/button-link.tsx';
import { FullPageMessage } from '../../shared/ui/full-page-message.tsx';
import { paths } from '../paths.ts';
import { useRouteHandle } from './route-handle.ts';

type PageComponent = LazyExoticComponent<ComponentType<AgentPageProps>>;

/** One lazy chunk per page: a visit loads only the page it opens. */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType<AgentPageProps>>>,
  name: K,
): PageComponent {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// The four contract pages are one component for four kinds: one chunk serves them all.
const contractPages = () => import('../../features/contracts/contract-pages.tsx');

/** The agent centre's pages by `acPage` key; the contract pages come from the contracts feature. */
const agentCenterPages: Record<AgentPage, PageComponent> = {
  agentAnnouncement: page(
    () => import('../../features/agent/agent-announcements-page.tsx'),
    'AgentAnnouncementsPage',
  ),
  agentTeamOverview: page(
    () => import('../../features/agent/team-overview-page.tsx'),
    'TeamOverviewPage',
  ),
  registerCenter: page(
    () => import('../../features/agent/register-centre-page.tsx'),
    'RegisterCentrePage',
  ),
  downlineManagmentView: page(
    () => import('../../features/agent/downline-management-page.tsx'),
    'DownlineManagementPage',
  ),
  personalHistoryCopy: page(
    () => import('../../features/agent/personal-history-page.tsx'),
    'PersonalHistoryPage',
  ),
  palStatementsAgentCopy: page(
    () => import('../../features/agent/profit-loss-page.tsx'),
    'ProfitLossPage',
  ),
  agentRevenueReport: page(() => import('../../features/agent/revenue-page.tsx'), 'RevenuePage'),
  agentDownlineTransactionDetailsCopy: page(
    () => import('../../features/agent/downline-transactions-page.tsx'),
    'DownlineTransactionsPage',
  ),
  agentDividendRecordCopy2: page(contractPages, 'DividendContractsPage'),
  agentDailyWages2: page(contractPages, 'DailySalaryContractsPage'),
  agentHourSalary: page(contractPages, 'HourSalaryContractsPage'),
  agentRealtimeSalary: page(contractPages, 'RealtimeSalaryContractsPage'),
};

/**
 * /agent and /agentHome: the agent centre on the page named by `acPage`, with the contract pages
 * this merchant switches on. A logged-in non-agent is told only agents may enter. Each page is
 * its own lazy chunk; the announcements entry shows the unread count.
 */
export function AgentCenterRoute() {
  const { t } = useTranslation();
  const { name } = useRouteHandle();
  const [params] = useSearchParams();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { token, isLogin, isAgent } = useSessionStore();
  const stored = useSessionStore((state) => state.member);
  const info = useQuery(memberInfoQueryOptions(token, language));
  const member = info.data ?? stored;
  const unread = useQuery({ ...announcementsQuery(1), enabled: isAgent }).data?.unread;
  const pages = agentPagesFor({
    bonus: useModuleEnabled(moduleIds.bonus),
    salary: useModuleEnabled(moduleIds.salary),
    hourSalary: useModuleEnabled(moduleIds.hourSalary),
    realtimeSalary: useModuleEnabled(moduleIds.realtimeSalary),
  });
  // Money moved: the header balance (member info) reads the new value, as after a transfer to
  // the upline; the socket's `balance` event usually arrives first.
  const onMoneyMoved = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['member', 'info'] }),
    [queryClient],
  );
  if (isLogin && !isAgent) {
    return (
      <FullPageMessage
        inline
        icon="lock"
        title={t('sections.agentCenter')}
        actions={
          <ButtonLink to={paths.home.build()} variant="primary">
            {t('sections.backToPortal')}
          </ButtonLink>
        }
      >
        <p role="alert">{t('only_agent_login')}</p>
      </FullPageMessage>
    );
  }
  const build = name === 'agentHome' ? paths.agentHome.build : paths.agent.build;
  const pageHref = (target: AgentPage, query: Record<string, string> = {}) => {
    const extra = new URLSearchParams(query).toString();
    return extra === '' ? build(target) : `${build(target)}&${extra}`;
  };
  const current = toAgentPage(params.get('acPage'), pages);
  const Page = agentCenterPages[current];
  return (
    <AgentCenter
      pages={pages}
      page={current}
      pageHref={build}
      loading={member === null}
      badges={
        unread === undefined
          ? undefined
          : {
              agentAnnouncement: {
                count: unread,
                label: t('agent.announcements.unreadCount', { count: unread }),
              },
            }
      }
    >
      {member === null ? undefined : (
        <Page
          key={params.get('account') ?? ''}
          member={member}
          pageHref={pageHref}
          memberHref={paths.member.build}
          onMoneyMoved={onMoneyMoved}
          account={params.get('account') ?? undefined}
        />
      )}
    </AgentCenter>
  );
}
