import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, NavLink } from 'react-router';
import { CustomerServiceMenu } from '../../../features/system/customer-service-menu.tsx';
import { useStatus } from '../../../features/system/use-status.ts';
import { useSessionStore } from '../../../features/session/session-store.ts';
import { openModal } from '../../../shared/modals/modal-store.ts';
import { AgeBadge } from '../../../shared/ui/age-badge.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { Wordmark } from '../../../shared/ui/wordmark.tsx';
import { paths } from '../../paths.ts';
import styles from './header.module.css';

// The game categories come from the server and load after the first paint (bundle budget).
const GameNav = lazy(() =>
  import('../../routes/games/game-nav.tsx').then((m) => ({ default: m.GameNav })),
);
// The logged-in part loads only for members: visitors never download it.
const HeaderAccount = lazy(() =>
  import('./header-account.tsx').then((m) => ({ default: m.HeaderAccount })),
);

/**
 * The top bar: logo, the nav items (home and promotions until the server's vendor categories
 * fill the game navigation), the 18+ badge, notices, customer service and the account area.
 */
export function Header() {
  const { t } = useTranslation();
  const merchant = useStatus().merchant;
  const isLogin = useSessionStore((state) => state.isLogin);
  return (
    <header className={isLogin ? `${styles.header} ${styles.member}` : styles.header}>
      <Link
        to={paths.home.build()}
        className={styles.logo}
        aria-label={t('header.logoLabel', { name: merchant.name })}
      >
        <Wordmark name={merchant.name} height={38} />
      </Link>
      <nav className={styles.nav} aria-label={t('a11y.mainNavigation')}>
        <NavLink to={paths.home.build()} end className={styles.navLink}>
          <Icon name="home" size={18} />
          <span className={styles.navLabel}>{t('header.home')}</span>
        </NavLink>
        <Suspense fallback={null}>
          <GameNav
            linkClassName={styles.navLink}
            listClassName={styles.vendorList}
            labelClassName={styles.navLabel}
          />
        </Suspense>
        <NavLink to={paths.promotions.build()} className={styles.navLink}>
          <Icon name="gift" size={18} />
          <span className={styles.navLabel}>{t('header.promotions')}</span>
        </NavLink>
      </nav>
      <div className={styles.tools}>
        <AgeBadge />
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={t('header.notices')}
          onClick={() => openModal('notice')}
        >
          <Icon name="bell" />
        </Button>
        <CustomerServiceMenu compact={isLogin} />
        <span className={styles.divider} aria-hidden="true" />
        {isLogin ? (
          <Suspense fallback={null}>
            <HeaderAccount />
          </Suspense>
        ) : (
          <>
            <Button variant="secondary" onClick={() => openModal('login')}>
              {t('header.login')}
            </Button>
            <Button variant="primary" onClick={() => openModal('register')}>
              {t('header.register')}
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
