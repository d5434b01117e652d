import type { IconName } from './icon.tsx';

/** The icon of each game category and section game type, shared by menus, tiles and sections. */
export const categoryIcons = {
  HOME: 'home',
  FAV: 'heart',
  HOT: 'fire',
  RNG: 'slots',
  LIVE: 'live',
  FISH: 'fish',
  SPORTS: 'sports',
  PVP: 'cards',
  INHOUSE: 'star',
  RECENT: 'clock',
  ESPORTS: 'gamepad',
  COCKFIGHT: 'flag',
  SEARCH: 'search',
  LOTT: 'lottery',
  ELOTT: 'lottery',
} as const satisfies Record<string, IconName>;

export type CategoryWithIcon = keyof typeof categoryIcons;
