import { paths } from './paths.ts';

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
