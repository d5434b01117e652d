import { paths } from '../../paths.ts';

const pages: Record<string, string> = {
  RNG: paths.rng.build(),
  LIVE: paths.live.build(),
  FISH: paths.fish.build(),
  PVP: paths.pvp.build(),
  SPORTS: paths.sports.build(),
  ESPORTS: paths.esports.build(),
  INHOUSE: paths.inHouse.build(),
  LOTT: paths.lott.build(),
  ELOTT: paths.elott.build(),
  PROMO: paths.promotions.build(),
  HOME: paths.home.build(),
};

/** The page of a game category; categories without one open in the home lobby (`?type=`). */
export function categoryHref(category: string): string {
  return pages[category] ?? `/?type=${encodeURIComponent(category)}`;
}
