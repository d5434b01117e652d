import { lazy, Suspense } from 'react';
import { useStatus } from '../../../features/system/use-status.ts';
import { HomeHero } from './home-hero.tsx';
import styles from './home-route.module.css';

// The lobby (category menu, search, swipers, winner board, tiles) loads after the first paint:
// the initial route's JavaScript has a budget (ADR 0007 and scripts/check-bundle-budget.mjs).
const HomeLobbySection = lazy(() =>
  import('./home-lobby-section.tsx').then((m) => ({ default: m.HomeLobbySection })),
);

/** The home page: the welcome (banner area) and the game lobby below it. */
export function HomeRoute() {
  const { merchant } = useStatus();
  return (
    <div className={styles.page}>
      <HomeHero merchantName={merchant.name} />
      <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
        <HomeLobbySection />
      </Suspense>
    </div>
  );
}
