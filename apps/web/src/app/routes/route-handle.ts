import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router';
import type { RouteName } from '../paths.ts';

/** Game types a section route stands for (the GameCenter and GameListCenter sections). */
export type SectionGameType =
  'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'LIVE' | 'FISH' | 'RNG' | 'PVP' | 'INHOUSE';

/** What a route tells the layout and its section (the `handle` of its route object). */
export interface RouteHandle {
  /** The route name; "navigation to a different route name" compares these. */
  name: RouteName;
  /** Game pages (seamless, lotteries) hide the side menu. */
  hideSideMenu?: boolean;
  /** Lottery pages and seamless hide the footer. */
  hideFooter?: boolean;
  gameType?: SectionGameType;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as RouteHandle).name === 'string'
  );
}

const notFound: RouteHandle = { name: 'notFound' };

/** The handle of the deepest matched route that has one. */
export function deepestHandle(matches: readonly RouteMatch[] | null): RouteHandle {
  for (let index = (matches?.length ?? 0) - 1; index >= 0; index -= 1) {
    const handle = matches?.[index]?.route.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return notFound;
}

/** The handle of the page on screen, which the route table provides (see AppRoutes). */
export const RouteHandleContext = createContext<RouteHandle>(notFound);

export function useRouteHandle(): RouteHandle {
  return useContext(RouteHandleContext);
}
