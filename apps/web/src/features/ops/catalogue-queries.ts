import type { CatalogueState } from '@portal/contract/games/ops';

/** The Catalogue page's filters of the game list; '' means any. */
export interface CatalogueGameFilters {
  vendor: string;
  gameType: string;
  q: string;
  state: CatalogueState | '';
}

/**
 * Query keys of the Catalogue page, all under `['ops', 'catalogue']`: a switch invalidates the
 * whole prefix, since a vendor's switch changes its games' rows and a game's switch changes its
 * vendor's counts.
 */
export const catalogueKeys = {
  all: ['ops', 'catalogue'] as const,
  vendors: () => ['ops', 'catalogue', 'vendors'] as const,
  games: (filters: CatalogueGameFilters, pageNo: number) =>
    ['ops', 'catalogue', 'games', filters, pageNo] as const,
};
