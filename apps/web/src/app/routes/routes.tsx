import { Suspense, useMemo, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { MainLayout } from '../layouts/main-layout.tsx';
import { paths } from '../paths.ts';
import { LoadingCover } from '../../shared/ui/loading-cover.tsx';
import { HomeRoute } from './home/home-route.tsx';
import {
  AccountGame,
  AgentCenter,
  AgentLayout,
  Download,
  GameCenter,
  GameListCenter,
  Help,
  HostRoom,
  Hosts,
  Languages,
  Lottery,
  MemberCenter,
  PointMall,
  Promotions,
  Seamless,
  SupportChat,
  Winners,
} from './lazy-routes.ts';
import { NotFoundRoute } from './not-found-route.tsx';
import { OpenLoginRoute, OpenRegisterRoute } from './open-popup-routes.tsx';
import { RequireLogin } from './require-login.tsx';
import { RootRoute } from './root-route.tsx';
import { PageOutlet, RouteErrorBoundary } from './route-error.tsx';
import {
  deepestHandle,
  RouteHandleContext,
  type RouteHandle,
  type SectionGameType,
} from './route-handle.ts';

const handle = (value: RouteHandle) => value;

/** A page at `path`: what it shows, and its handle for the layout. */
function page(path: string, value: RouteHandle, element: ReactElement): RouteObject {
  return { path, element, handle: handle(value) };
}

function gameRoute(
  path: string,
  name: RouteHandle['name'],
  gameType: SectionGameType,
  Section: ComponentType,
): RouteObject {
  return page(path, { name, gameType }, <Section />);
}

/** A page only a logged-in member sees (the agent site's pages ask for the agent login). */
function memberRoute(
  path: string,
  value: RouteHandle,
  Section: ComponentType,
  side?: 'agent',
): RouteObject {
  // The same element types on every such route: moving between two of them that show the same
  // section (favourites and recent games, the lotteries) keeps it mounted.
  const element = (
    <RequireLogin side={side}>
      <Section />
    </RequireLogin>
  );
  return page(path, value, element);
}

function lotteryRoute(path: string, name: RouteHandle['name']): RouteObject {
  // Lottery pages need a session and take the whole width: no side menu, no footer.
  return memberRoute(path, { name, hideSideMenu: true, hideFooter: true }, Lottery);
}

/** The portal's pages inside the main layout (header, side menu, footer). */
const portalRoutes: RouteObject[] = [
  { index: true, element: <HomeRoute />, handle: handle({ name: 'home' }) },
  ...paths.home.aliases.map((path) => ({
    path,
    element: <HomeRoute />,
    handle: handle({ name: 'home' }),
  })),
  page(paths.login.pattern, { name: 'login' }, <OpenLoginRoute />),
  page(paths.register.pattern, { name: 'register' }, <OpenRegisterRoute />),
  memberRoute(paths.member.pattern, { name: 'member' }, MemberCenter),
  page(paths.help.pattern, { name: 'help' }, <Help />),
  gameRoute(paths.sports.pattern, 'sports', 'SPORTS', GameCenter),
  gameRoute(paths.esports.pattern, 'esports', 'ESPORTS', GameCenter),
  gameRoute(paths.lott.pattern, 'lott', 'LOTT', GameCenter),
  gameRoute(paths.elott.pattern, 'elott', 'ELOTT', GameCenter),
  gameRoute(paths.live.pattern, 'live', 'LIVE', GameListCenter),
  gameRoute(paths.fish.pattern, 'fish', 'FISH', GameListCenter),
  gameRoute(paths.rng.pattern, 'rng', 'RNG', GameListCenter),
  gameRoute(paths.pvp.pattern, 'pvp', 'PVP', GameListCenter),
  gameRoute(paths.inHouse.pattern, 'inHouse', 'INHOUSE', GameListCenter),
  memberRoute(paths.favorite.pattern, { name: 'favorite' }, AccountGame),
  memberRoute(paths.recent.pattern, { name: 'recent' }, AccountGame),
  lotteryRoute(paths.lottery.pattern, 'lottery'),
  lotteryRoute(paths.seaLottery.pattern, 'seaLottery'),
  lotteryRoute(paths.vnLottery.pattern, 'vnLottery'),
  page(paths.promotions.pattern, { name: 'promotions' }, <Promotions />),
  page(paths.pointMall.pattern, { name: 'pointMall' }, <PointMall />),
  page(paths.download.pattern, { name: 'download' }, <Download />),
  page(paths.downloadGuide.pattern, { name: 'downloadGuide' }, <Download />),
  page(paths.winners.pattern, { name: 'winners' }, <Winners />),
  page(paths.hosts.pattern, { name: 'hosts' }, <Hosts />),
  page(paths.hostRoom.pattern, { name: 'hostRoom' }, <HostRoom />),
  page(paths.supportChat.pattern, { name: 'supportChat' }, <SupportChat />),
  page(paths.languages.pattern, { name: 'languages' }, <Languages />),
  page(
    paths.seamless.pattern,
    { name: 'seamless', hideSideMenu: true, hideFooter: true },
    <Seamless />,
  ),
  { path: '*', element: <NotFoundRoute />, handle: handle({ name: 'notFound' }) },
];

/**
 * The route table of spec section 2. Errors of any page (a section chunk that failed to load, a
 * render error) show inside the layout that page belongs to; the root's, on their own.
 */
const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <MainLayout />,
        children: [{ element: <PageOutlet />, children: portalRoutes }],
      },
      {
        element: <AgentLayout />,
        children: [
          {
            element: <PageOutlet />,
            children: [
              memberRoute(paths.agent.pattern, { name: 'agent' }, AgentCenter, 'agent'),
              memberRoute(paths.agentHome.pattern, { name: 'agentHome' }, AgentCenter, 'agent'),
            ],
          },
        ],
      },
    ],
  },
];

function RouteTable() {
  const location = useLocation();
  const page = useRoutes(routes, location);
  const current = useMemo(() => deepestHandle(matchRoutes(routes, location)), [location]);
  return <RouteHandleContext.Provider value={current}>{page}</RouteHandleContext.Provider>;
}

/**
 * The portal's pages, inside a `PortalRouter`. Opening the site on a lazy section shows the
 * loading cover until its chunk has loaded.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingCover />}>
        <RouteTable />
      </Suspense>
    </RouteErrorBoundary>
  );
}
