import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Outlet } from 'react-router';
import { useStatus } from '../../features/system/use-status.ts';
import { useRouteHandle } from '../routes/route-handle.ts';
import { Header } from './header/header.tsx';
import styles from './main-layout.module.css';
import { SideMenu } from './side-menu/side-menu.tsx';

// The footer (below the fold), the floating contact bar and the announcement popup check load
// after the first paint, outside the initial bundle.
const Footer = lazy(() => import('./footer/footer.tsx').then((m) => ({ default: m.Footer })));
const LayoutExtras = lazy(() =>
  import('../routes/content/content-slots.tsx').then((m) => ({ default: m.LayoutExtras })),
);

/**
 * The portal layout: header, side menu, page, footer and the floating contact bar. Game pages
 * hide the side menu (seamless and the lotteries) and the footer (the same pages), as their
 * route handles say.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const merchantName = useStatus().merchant.name;

  useEffect(() => {
    document.title = merchantName;
  }, [merchantName]);

  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skip}>
        {t('a11y.skipToContent')}
      </a>
      <Header />
      <div className={styles.body}>
        {handle.hideSideMenu === true ? null : <SideMenu />}
        <div className={styles.column}>
          <main id="main-content" tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
          {handle.hideFooter === true ? null : (
            <Suspense fallback={null}>
              <Footer />
            </Suspense>
          )}
        </div>
      </div>
      <Suspense fallback={null}>
        <LayoutExtras />
      </Suspense>
    </div>
  );
}
