import { moduleIds } from '@portal/contract/module-tree';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AgentCenter } from '../../features/agent/agent-center.tsx';
import { agentPagesFor, toAgentPage } from '../../features/agent/agent-pages.ts';
import { useSessionStore } from '../../features/session/session-store.ts';
import { useModuleEnabled } from '../../features/system/use-module-enabled.ts';
import { ButtonLink } from '../../shared/ui/button-link.tsx';
import { FullPageMessage } from '../../shared/ui/full-page-message.tsx';
import { paths } from '../paths.ts';
import { useRouteHandle } from './route-handle.ts';

/**
 * /agent and /agentHome: the agent centre on the page named by `acPage`, with the contract pages
 * this merchant switches on. A logged-in non-agent is told only agents may enter.
 */
export function AgentCenterRoute() {
  const { t } = useTranslation();
  const { name } = useRouteHandle();
  const [params] = useSearchParams();
  const { isLogin, isAgent } = useSessionStore();
  const pages = agentPagesFor({
    bonus: useModuleEnabled(moduleIds.bonus),
    salary: useModuleEnabled(moduleIds.salary),
    hourSalary: useModuleEnabled(moduleIds.hourSalary),
    realtimeSalary: useModuleEnabled(moduleIds.realtimeSalary),
  });
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
  const pageHref = name === 'agentHome' ? paths.agentHome.build : paths.agent.build;
  return (
    <AgentCenter
      pages={pages}
      page={toAgentPage(params.get('acPage'), pages)}
      pageHref={pageHref}
    />
  );
}
