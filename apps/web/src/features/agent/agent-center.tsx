import '../../i18n/account-texts.ts';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
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
  /** Counts drawn on the menu entries (unread agent announcements). */
  badges?: Partial<Record<AgentPage, { count: number; label: string }>> | undefined;
  /**
   * The open page's content (a lazily loaded component, already rendered by the route; every
   * agent page has one).
   */
  children?: ReactNode;
  /** The open page waits for the agent's member info: the loading line shows. */
  loading?: boolean | undefined;
}

/**
 * The agent centre: its page menu (with badge counts) and the open page's frame. The page itself
 * loads on its own (each one is a lazy chunk), with a loading line meanwhile.
 */
export function AgentCenter({
  pages,
  page,
  pageHref,
  badges,
  children,
  loading = false,
}: AgentCenterProps) {
  const { t } = useTranslation();
  const items = pages.map((key) => ({
    key,
    label: t(`agentPages.${key}`),
    href: pageHref(key),
    current: key === page,
    badge: badges?.[key]?.count,
    badgeLabel: badges?.[key]?.label,
  }));
  // Unstyled on purpose: a style sheet here would add a file to the first page's preload list.
  const loadingLine = <p role="status">{t('common.loading')}</p>;
  return (
    <SideNavLayout
      navLabel={t('sections.agentCenter')}
      heading={t('sections.agentCenter')}
      items={items}
    >
      <SectionFrame title={t(`agentPages.${page}`)} icon="chart">
        <Suspense fallback={loadingLine}>{loading ? loadingLine : children}</Suspense>
      </SectionFrame>
    </SideNavLayout>
  );
}
