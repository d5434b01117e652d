import { useMatches } from 'react-router';
import type { RouteName } from '../paths.ts';

/** Game types a section route stands for (the GameCenter and GameListCenter sections). */
export type SectionGameType =
  'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'LIVE' | 'FISH' | 'RNG' | 'PVP' | 'INHOUSE';

/** What a route tells the layout and its section (React Router `handle`). */
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

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return { name: 'notFound' };
}
