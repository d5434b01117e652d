import { moduleIds } from '@portal/contract/module-tree';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSessionStore } from '../../../features/session/session-store.ts';
import { useModuleEnabled } from '../../../features/system/use-module-enabled.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { paths } from '../../paths.ts';
import { LanguageSelect } from './language-select.tsx';
import { SideMenuEntry } from './side-menu-entry.tsx';
import styles from './side-menu.module.css';

// The game categories come from the server (game_menus) and load after the first paint.
const GameNav = lazy(() =>
  import('../../routes/games/game-nav.tsx').then((m) => ({ default: m.GameNav })),
);
// The download codes and channel links sit at the foot of the menu: they load after the first
// paint so the initial bundle stays within its budget.
const DownloadCodes = lazy(() =>
  import('./download-codes.tsx').then((m) => ({ default: m.DownloadCodes })),
);
// The promotions under their entry and the menu's banners come from the server (one chunk).
const loadContent = () => import('../../routes/content/content-slots.tsx');
const SideMenuPromotions = lazy(() =>
  loadContent().then((m) => ({ default: m.SideMenuPromotions })),
);
const SideMenuBanners = lazy(() => loadContent().then((m) => ({ default: m.SideMenuBanners })));
const ChannelLinks = lazy(() =>
  import('./channel-links.tsx').then((m) => ({ default: m.ChannelLinks })),
);

/**
 * The collapsible side menu of spec section 2: home, VIP and invite (each shown when logged out,
 * so visitors see the offer, or when its module is on), bet history, promotions, game
 * categories, app download codes, the language selector and the social channels. Collapsed, it
 * keeps the icon entries only.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const isLogin = useSessionStore((state) => state.isLogin);
  const vipOn = useModuleEnabled(moduleIds.vip);
  const referralOn = useModuleEnabled(moduleIds.referralPromo);

  return (
    <aside
      className={[styles.menu, collapsed ? styles.collapsed : undefined].filter(Boolean).join(' ')}
    >
      <Button
        className={styles.toggle}
        variant="ghost"
        size="sm"
        iconOnly
        aria-expanded={!collapsed}
        aria-label={collapsed ? t('sideMenu.expand') : t('sideMenu.collapse')}
        onClick={() => setCollapsed((value) => !value)}
      >
        <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
      </Button>
      <nav aria-label={t('a11y.sideMenu')}>
        <ul className={styles.group}>
          <li>
            <SideMenuEntry
              compact={collapsed}
              to={paths.home.build()}
              icon="home"
              label={t('sideMenu.home')}
            />
          </li>
          {!isLogin || vipOn ? (
            <li>
              <SideMenuEntry
                compact={collapsed}
                requiresLogin
                to={paths.member.build('vip')}
                icon="crown"
                label={t('sideMenu.vip')}
              />
            </li>
          ) : null}
          {!isLogin || referralOn ? (
            <li>
              <SideMenuEntry
                compact={collapsed}
                requiresLogin
                to={paths.member.build('referral')}
                icon="users"
                label={t('sideMenu.invite')}
              />
            </li>
          ) : null}
          <li>
            <SideMenuEntry
              compact={collapsed}
              requiresLogin
              to={paths.member.build('personalHistoryCopy')}
              icon="history"
              label={t('sideMenu.betHistory')}
            />
          </li>
          <li>
            <SideMenuEntry
              compact={collapsed}
              to={paths.hosts.build()}
              icon="chat"
              label={t('sideMenu.liveHosts')}
            />
          </li>
          <li>
            <SideMenuEntry
              compact={collapsed}
              to={paths.promotions.build()}
              icon="gift"
              label={t('sideMenu.promotions')}
            />
          </li>
        </ul>
        {collapsed ? null : (
          <div className={styles.promotionSlot}>
            <Suspense fallback={null}>
              <SideMenuPromotions />
            </Suspense>
          </div>
        )}
        <div className={styles.section}>
          {collapsed ? null : <p className={styles.groupTitle}>{t('sideMenu.games')}</p>}
          <ul className={styles.group}>
            <Suspense fallback={null}>
              <GameNav
                asListItems
                compact={collapsed}
                linkClassName={styles.gameEntry}
                listClassName={styles.vendorList}
              />
            </Suspense>
          </ul>
        </div>
      </nav>
      {collapsed ? null : (
        <>
          <section className={styles.section} aria-label={t('sideMenu.download')}>
            <p className={styles.groupTitle} aria-hidden="true">
              {t('sideMenu.download')}
            </p>
            <Suspense fallback={null}>
              <DownloadCodes />
            </Suspense>
          </section>
          <div className={styles.section}>
            <LanguageSelect />
          </div>
          <Suspense fallback={null}>
            <ChannelLinks className={styles.section} />
          </Suspense>
          <Suspense fallback={null}>
            <SideMenuBanners className={styles.section} />
          </Suspense>
        </>
      )}
    </aside>
  );
}
