import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { LoadingCover } from '../../../shared/ui/loading-cover.tsx';

/**
 * The content screens' entry points, in one small chunk. The first page's script lists, for
 * each of its dynamic imports, every file that import needs; pointing the layout's and the
 * routes' content imports here keeps that list to this one file (the bundle budget), and each
 * screen's real chunk loads from here.
 */

function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const Inner = lazy(() => load().then((component) => ({ default: component })));
  function Deferred(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Inner {...(props as ComponentProps<typeof Inner>)} />
      </Suspense>
    );
  }
  return Deferred;
}

/** The home hero's decorative artwork (shown until the banners arrive). */
export { HeroArt } from '../home/hero-art.tsx';

const page = () => <LoadingCover translucent />;

/** The home page's banner area and notice marquee (`home-content.tsx`). */
export const HomeTop = deferred(
  () => import('../home/home-content.tsx').then((m) => m.HomeTop),
  // The hero in the reserved banner area, and the marquee's reserved line: nothing moves.
  ({ hero, classNames }) => (
    <>
      <div className={classNames.banner}>{hero}</div>
      <div className={classNames.notices} />
    </>
  ),
);
const sideMenuContent = () => import('../../layouts/side-menu/side-menu-content.tsx');
/** The side menu's promotions (first 6 and More), under their entry. */
export const SideMenuPromotions = deferred(() =>
  sideMenuContent().then((m) => m.SideMenuPromotions),
);
/** The side menu's banners, at its foot. */
export const SideMenuBanners = deferred(() => sideMenuContent().then((m) => m.SideMenuBanners));
/** The floating contact bar and the announcement popup's start check. */
export const LayoutExtras = deferred(() =>
  import('../../layouts/layout-extras.tsx').then((m) => m.LayoutExtras),
);
export const HelpRoute = deferred(() => import('../help-route.tsx').then((m) => m.HelpRoute), page);
export const PromotionsRoute = deferred(
  () => import('../promotions-route.tsx').then((m) => m.PromotionsRoute),
  page,
);
export const DownloadRoute = deferred(
  () => import('../download-route.tsx').then((m) => m.DownloadRoute),
  page,
);
export const WinnersRoute = deferred(
  () => import('../../../features/content/winners-page.tsx').then((m) => m.WinnersPage),
  page,
);
export const LanguagesRoute = deferred(
  () => import('../languages-route.tsx').then((m) => m.LanguagesRoute),
  page,
);
