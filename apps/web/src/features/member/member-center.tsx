import { useTranslation } from 'react-i18next';
import '../../i18n/account-texts.ts';
import { openModal } from '../../shared/modals/modal-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
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
}

/**
 * The member centre: its page menu and the open page's frame. The security centre offers the
 * password change; the other pages' content comes with their own work.
 */
export function MemberCenter({ page, pageHref }: MemberCenterProps) {
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
        {page === 'securityCenter' ? (
          <div className={styles.card}>
            <span className={styles.cardIcon} aria-hidden="true">
              <Icon name="lock" size={22} />
            </span>
            <div className={styles.cardText}>
              <h2 className={styles.cardTitle}>{t('account.change.title')}</h2>
              <p>{t('account.change.securityText')}</p>
            </div>
            <Button variant="secondary" onClick={() => openModal('changePassword', {})}>
              {t('account.change.open')}
            </Button>
          </div>
        ) : null}
        <NotOpenYet />
      </SectionFrame>
    </SideNavLayout>
  );
}
