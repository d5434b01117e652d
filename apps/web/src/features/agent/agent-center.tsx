import { useTranslation } from 'react-i18next';
import { NotOpenYet } from '../../shared/ui/not-open-yet.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';
import { SideNavLayout } from '../../shared/ui/side-nav-layout.tsx';
import type { AgentPage } from './agent-pages.ts';

/** Props of `AgentCenter`. */
export interface AgentCenterProps {
  /** The pages this merchant offers (see `agentPagesFor`). */
  pages: readonly AgentPage[];
  /** The open page (`acPage`), already checked against `pages`. */
  page: AgentPage;
  pageHref: (page: AgentPage) => string;
}

/** The agent centre: its page menu and the open page's frame; page content comes later. */
export function AgentCenter({ pages, page, pageHref }: AgentCenterProps) {
  const { t } = useTranslation();
  const items = pages.map((key) => ({
    key,
    label: t(`agentPages.${key}`),
    href: pageHref(key),
    current: key === page,
  }));
  return (
    <SideNavLayout
      navLabel={t('sections.agentCenter')}
      heading={t('sections.agentCenter')}
      items={items}
    >
      <SectionFrame title={t(`agentPages.${page}`)} icon="chart">
        <NotOpenYet />
      </SectionFrame>
    </SideNavLayout>
  );
}
