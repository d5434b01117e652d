import type { homeCategories } from '@portal/contract/constants';
import { paths } from './paths.ts';

/** A home lobby category of spec section 2 (HOME, FAV, HOT, RNG...). */
export type HomeCategory = (typeof homeCategories)[number];

/** Game sections with a page of their own, in the order menus list them. */
export const gameSections = [
  { key: 'RNG', href: paths.rng.build() },
  { key: 'LIVE', href: paths.live.build() },
  { key: 'FISH', href: paths.fish.build() },
  { key: 'SPORTS', href: paths.sports.build() },
  { key: 'PVP', href: paths.pvp.build() },
  { key: 'INHOUSE', href: paths.inHouse.build() },
  { key: 'ESPORTS', href: paths.esports.build() },
  { key: 'LOTT', href: paths.lott.build() },
  { key: 'ELOTT', href: paths.elott.build() },
] as const;

/**
 * Where each home category leads. HOT, COCKFIGHT and SEARCH live inside the home lobby (built
 * with the games work) and have no page of their own, so they are not linked yet.
 */
export const homeCategoryLinks: Partial<Record<HomeCategory, string>> = {
  HOME: paths.home.build(),
  FAV: paths.favorite.build(),
  RECENT: paths.recent.build(),
  RNG: paths.rng.build(),
  LIVE: paths.live.build(),
  FISH: paths.fish.build(),
  SPORTS: paths.sports.build(),
  PVP: paths.pvp.build(),
  INHOUSE: paths.inHouse.build(),
  ESPORTS: paths.esports.build(),
};
