import { constants, gameTypes, type homeCategories } from '@portal/contract/constants';
import type { GameType } from '@portal/contract/game-card';

/** A home category of spec section 2 (HOME, FAV, HOT, RNG...). */
export type Category = (typeof homeCategories)[number];

/** A category that shows a lobby: every home category but HOME and SEARCH, plus the lotteries. */
export type LobbyCategory = Exclude<Category, 'HOME' | 'SEARCH'> | 'LOTT' | 'ELOTT';

/** The lobby filters of spec section 2. */
export const lobbyFilters = ['ALL', 'HOT', 'FAV', 'RECENT'] as const;
export type LobbyFilter = (typeof lobbyFilters)[number];

/** Filters that need a session (spec section 2: FAV and RECENT require login). */
export function filterNeedsLogin(filter: LobbyFilter): boolean {
  return filter === 'FAV' || filter === 'RECENT';
}

/** What a category's lobby lists: its game type, its vendor restriction and first filter. */
export interface LobbySetup {
  gameType: GameType | undefined;
  /** Only these vendors (the in-house providers), or any. */
  vendors: readonly string[] | undefined;
  initialFilter: LobbyFilter;
}

const typed: readonly string[] = gameTypes;

/** The lobby setup of a category. */
export function lobbySetup(category: LobbyCategory): LobbySetup {
  if (category === 'INHOUSE') {
    return { gameType: undefined, vendors: constants.inHouseProviders, initialFilter: 'ALL' };
  }
  if (typed.includes(category)) {
    return { gameType: category as GameType, vendors: undefined, initialFilter: 'ALL' };
  }
  const initialFilter: LobbyFilter =
    category === 'HOT'
      ? 'HOT'
      : category === 'FAV'
        ? 'FAV'
        : category === 'RECENT'
          ? 'RECENT'
          : 'ALL';
  return { gameType: undefined, vendors: undefined, initialFilter };
}
