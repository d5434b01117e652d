import type { RouteObject } from 'react-router';
import { MainLayout } from '../layouts/main-layout.tsx';
import { paths } from '../paths.ts';
import { LoadingCover } from '../../shared/ui/loading-cover.tsx';
import { HomeRoute } from './home/home-route.tsx';
import {
  accountGame,
  agentCenter,
  agentLayout,
  download,
  gameCenter,
  gameListCenter,
  help,
  hostRoom,
  hosts,
  languages,
  lottery,
  memberCenter,
  pointMall,
  promotions,
  seamless,
  supportChat,
  winners,
} from './lazy-routes.ts';
import { NotFoundRoute } from './not-found-route.tsx';
import { openLoginLoader, openRegisterLoader } from './open-popup-loader.ts';
import { requireLogin } from './require-login.ts';
import { RootRoute } from './root-route.tsx';
import { RouteError } from './route-error.tsx';
import type { RouteHandle, SectionGameType } from './route-handle.ts';

const handle = (value: RouteHandle) => value;

function gameRoute(
  path: string,
  name: RouteHandle['name'],
  gameType: SectionGameType,
  lazy: typeof gameCenter,
): RouteObject {
  return { path, handle: handle({ name, gameType }), lazy };
}

function lotteryRoute(path: string, name: RouteHandle['name']): RouteObject {
  // Lottery pages need a session and take the whole width: no side menu, no footer.
  return {
    path,
    loader: requireLogin,
    lazy: lottery,
    handle: handle({ name, hideSideMenu: true, hideFooter: true }),
  };
}

/** The portal's pages inside the main layout (header, side menu, footer). */
const portalRoutes: RouteObject[] = [
  { index: true, element: <HomeRoute />, handle: handle({ name: 'home' }) },
  ...paths.home.aliases.map((path) => ({
    path,
    element: <HomeRoute />,
    handle: handle({ name: 'home' }),
  })),
  { path: paths.login.pattern, loader: openLoginLoader, handle: handle({ name: 'login' }) },
  {
    path: paths.register.pattern,
    loader: openRegisterLoader,
    element: <HomeRoute />,
    handle: handle({ name: 'register' }),
  },
  {
    path: paths.member.pattern,
    loader: requireLogin,
    lazy: memberCenter,
    handle: handle({ name: 'member' }),
  },
  { path: paths.help.pattern, lazy: help, handle: handle({ name: 'help' }) },
  gameRoute(paths.sports.pattern, 'sports', 'SPORTS', gameCenter),
  gameRoute(paths.esports.pattern, 'esports', 'ESPORTS', gameCenter),
  gameRoute(paths.lott.pattern, 'lott', 'LOTT', gameCenter),
  gameRoute(paths.elott.pattern, 'elott', 'ELOTT', gameCenter),
  gameRoute(paths.live.pattern, 'live', 'LIVE', gameListCenter),
  gameRoute(paths.fish.pattern, 'fish', 'FISH', gameListCenter),
  gameRoute(paths.rng.pattern, 'rng', 'RNG', gameListCenter),
  gameRoute(paths.pvp.pattern, 'pvp', 'PVP', gameListCenter),
  gameRoute(paths.inHouse.pattern, 'inHouse', 'INHOUSE', gameListCenter),
  {
    path: paths.favorite.pattern,
    loader: requireLogin,
    lazy: accountGame,
    handle: handle({ name: 'favorite' }),
  },
  {
    path: paths.recent.pattern,
    loader: requireLogin,
    lazy: accountGame,
    handle: handle({ name: 'recent' }),
  },
  lotteryRoute(paths.lottery.pattern, 'lottery'),
  lotteryRoute(paths.seaLottery.pattern, 'seaLottery'),
  lotteryRoute(paths.vnLottery.pattern, 'vnLottery'),
  { path: paths.promotions.pattern, lazy: promotions, handle: handle({ name: 'promotions' }) },
  { path: paths.pointMall.pattern, lazy: pointMall, handle: handle({ name: 'pointMall' }) },
  { path: paths.download.pattern, lazy: download, handle: handle({ name: 'download' }) },
  {
    path: paths.downloadGuide.pattern,
    lazy: download,
    handle: handle({ name: 'downloadGuide' }),
  },
  { path: paths.winners.pattern, lazy: winners, handle: handle({ name: 'winners' }) },
  { path: paths.hosts.pattern, lazy: hosts, handle: handle({ name: 'hosts' }) },
  { path: paths.hostRoom.pattern, lazy: hostRoom, handle: handle({ name: 'hostRoom' }) },
  { path: paths.supportChat.pattern, lazy: supportChat, handle: handle({ name: 'supportChat' }) },
  { path: paths.languages.pattern, lazy: languages, handle: handle({ name: 'languages' }) },
  {
    path: paths.seamless.pattern,
    lazy: seamless,
    handle: handle({ name: 'seamless', hideSideMenu: true, hideFooter: true }),
  },
  { path: '*', element: <NotFoundRoute />, handle: handle({ name: 'notFound' }) },
];

/**
 * The route table of spec section 2. Errors of any page (a section chunk that failed to load,
 * a loader error) render inside the layout that page belongs to.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteError />,
      // Opening the site on a lazy section: the cover shows until its chunk has loaded.
      hydrateFallbackElement: <LoadingCover />,
      children: [
        {
          element: <MainLayout />,
          children: [{ errorElement: <RouteError />, children: portalRoutes }],
        },
        {
          lazy: agentLayout,
          children: [
            {
              errorElement: <RouteError />,
              children: [
                {
                  path: paths.agent.pattern,
                  loader: requireLogin,
                  lazy: agentCenter,
                  handle: handle({ name: 'agent' }),
                },
                {
                  path: paths.agentHome.pattern,
                  loader: requireLogin,
                  lazy: agentCenter,
                  handle: handle({ name: 'agentHome' }),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
