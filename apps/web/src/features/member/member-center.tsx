import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../i18n/account-texts.ts';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';
import { SideNavLayout } from '../../shared/ui/side-nav-layout.tsx';
import { memberPages, type MemberPage } from './member-pages.ts';
import styles from './member-center.module.css';

/** Props of `MemberCenter`. */
export interface MemberCenterProps {
  /** The open page (`mcPage`), already checked against the page list. */
  page: MemberPage;
  pageHref: (page: MemberPage) => string;
  /** Counts drawn on the menu entries (spec section 2: missions, messages, rewards). */
  badges?: Partial<Record<MemberPage, number>> | undefined;
  /**
   * The open page's content (a lazily loaded component, already rendered by the route);
   * nothing while the member's details are still loading (the loading line shows).
   */
  children?: ReactNode;
}

/** The text assistive technology reads for a menu badge. */
function useBadgeLabel() {
  const { t } = useTranslation();
  return (page: MemberPage, count: number) => {
    if (page === 'messageV2') return t('account.header.unread', { count });
    if (page === 'rewardCenter') return t('account.header.toClaim', { count });
    if (page === 'missionLeaderboard') return t('account.header.missionsToClaim', { count });
    return String(count);
  };
}

/**
 * The member centre: its page menu (with badge counts) and the open page's frame. The page
 * itself loads on its own (each one is a lazy chunk), with a loading line meanwhile.
 */
export function MemberCenter({ page, pageHref, badges, children }: MemberCenterProps) {
  const { t } = useTranslation();
  const badgeLabel = useBadgeLabel();
  const loading = (
    <p className={styles.loading} role="status">
      {t('common.loading')}
    </p>
  );
  const items = memberPages.map((key) => {
    const count = badges?.[key];
    return {
      key,
      label: t(`memberPages.${key}`),
      href: pageHref(key),
      current: key === page,
      badge: count,
      badgeLabel: count === undefined ? undefined : badgeLabel(key, count),
    };
  });
  return (
    <SideNavLayout
      navLabel={t('sections.memberCenter')}
      heading={t('sections.memberCenter')}
      items={items}
    >
      <SectionFrame title={t(`memberPages.${page}`)} icon="user">
        <Suspense fallback={loading}>{children ?? loading}</Suspense>
      </SectionFrame>
    </SideNavLayout>
  );
}
