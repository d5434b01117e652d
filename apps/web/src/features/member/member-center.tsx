import { useTranslation } from 'react-i18next';
import { NotOpenYet } from '../../shared/ui/not-open-yet.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';
import { SideNavLayout } from '../../shared/ui/side-nav-layout.tsx';
import { memberPages, type MemberPage } from './member-pages.ts';
import styles from './member-center.module.css';

/** Props of `MemberCenter`. */
export interface MemberCenterProps {
  /** The open page (`mcPage`), already checked against the page list. */
  page: MemberPage;
  pageHref: (page: MemberPage) => string;
  /** Trial accounts are told to register a real account before any member-centre action. */
  isTrial: boolean;
}

/** The member centre: its page menu and the open page's frame; page content comes later. */
export function MemberCenter({ page, pageHref, isTrial }: MemberCenterProps) {
  const { t } = useTranslation();
  const items = memberPages.map((key) => ({
    key,
    label: t(`memberPages.${key}`),
    href: pageHref(key),
    current: key === page,
  }));
  return (
    <SideNavLayout
      navLabel={t('sections.memberCenter')}
      heading={t('sections.memberCenter')}
      items={items}
    >
      <SectionFrame title={t(`memberPages.${page}`)} icon="user">
        {isTrial ? (
          <p className={styles.trial} role="note">
            {t('in_need_true_account')}
          </p>
        ) : null}
        <NotOpenYet />
      </SectionFrame>
    </SideNavLayout>
  );
}
