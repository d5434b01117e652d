import { lazy, Suspense } from 'react';
import { useStatus } from '../../../features/system/use-status.ts';
import { HomeHero } from './home-hero.tsx';
import styles from './home-route.module.css';

// The lobby (category menu, search, swipers, winner board, tiles) loads after the first paint:
// the initial route's JavaScript has a budget (ADR 0007 and scripts/check-bundle-budget.mjs).
const HomeLobbySection = lazy(() =>
  import('./home-lobby-section.tsx').then((m) => ({ default: m.HomeLobbySection })),
);
// The banner carousel and the notice marquee load after the first paint too.
const HomeTop = lazy(() =>
  import('../content/content-slots.tsx').then((m) => ({ default: m.HomeTop })),
);

/**
 * The home page: the banner area (the welcome hero until the carousel has banners; its height
 * is reserved, so nothing below moves), the notice marquee and the game lobby.
 */
export function HomeRoute() {
  const { merchant } = useStatus();
  const hero = <HomeHero merchantName={merchant.name} />;
  return (
    <div className={styles.page}>
      <Suspense
        fallback={
          <>
            <div className={styles.banner}>{hero}</div>
            <div className={styles.notices} />
          </>
        }
      >
        <HomeTop hero={hero} merchantName={merchant.name} classNames={styles} />
      </Suspense>
      <div className={styles.lobby}>
        <Suspense fallback={null}>
          <HomeLobbySection />
        </Suspense>
      </div>
    </div>
  );
}
