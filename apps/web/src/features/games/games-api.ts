import { constants, storageKeys, type LanguageCode } from '@portal/contract/constants';
import { favouritesEndpoints } from '@portal/contract/favourites';
import type { GameCard, GameType } from '@portal/contract/game-card';
import { gamesEndpoints } from '@portal/contract/games';
import { vendorsEndpoints } from '@portal/contract/vendors';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client.ts';
import { readStorage, writeStorage } from '../../shared/storage/browser-storage.ts';

/** Filters of a game list; the language is part of every key, so a change refetches. */
export interface ListFilters {
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
}

const clientType = constants.clientType;
const platform = constants.platform;

/** Drops undefined and empty values so the contract's optional fields stay absent. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== ''),
  ) as T;
}

/** Session-storage cache of one language (hot games, vendors): refreshed on language change. */
interface LanguageCache<T> {
  language: LanguageCode;
  at: number;
  entries: Record<string, T>;
}

function readCache<T>(key: string, language: LanguageCode, entry: string) {
  const raw = readStorage('session', key);
  if (raw === null) return undefined;
  try {
    const cache = JSON.parse(raw) as LanguageCache<T>;
    if (cache.language !== language) return undefined;
    const value = cache.entries[entry];
    return value === undefined ? undefined : { value, at: cache.at };
  } catch {
    return undefined;
  }
}

function writeCache<T>(key: string, language: LanguageCode, entry: string, value: T): void {
  let cache: LanguageCache<T> = { language, at: Date.now(), entries: {} };
  const raw = readStorage('session', key);
  if (raw !== null) {
    try {
      const stored = JSON.parse(raw) as LanguageCache<T>;
      // Another language's entries are dropped: the cache follows the language on screen.
      if (stored.language === language) cache = { ...stored, at: Date.now() };
    } catch {
      // A damaged cache is simply replaced.
    }
  }
  cache.entries[entry] = value;
  writeStorage('session', key, JSON.stringify(cache));
}

/** `/lgw/games/game_menus`: categories with their vendors and classifies. */
export function gameMenusQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: ['games', 'menus', language] as const,
    queryFn: ({ signal }) => call(gamesEndpoints.gameMenus, { language }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** A page of `GCSGAME_gameList`. */
export function gameListQuery(
  language: LanguageCode,
  filters: ListFilters,
  pageSize: number,
  pageNo = 1,
) {
  return queryOptions({
    queryKey: ['games', 'list', language, filters, pageSize, pageNo] as const,
    queryFn: ({ signal }) =>
      call(
        gamesEndpoints.gameList,
        defined({ ...filters, language, clientType, platform, pageNo, pageSize }),
        { signal },
      ),
    staleTime: 60_000,
  });
}

/** Pages of `GCSGAME_gameList` for the lobby's load more; stops at `totalPages`. */
export function gameListPagesQuery(language: LanguageCode, filters: ListFilters) {
  return infiniteQueryOptions({
    queryKey: ['games', 'pages', language, filters] as const,
    queryFn: ({ signal, pageParam }) =>
      call(
        gamesEndpoints.gameList,
        defined({
          ...filters,
          language,
          clientType,
          platform,
          pageNo: pageParam,
          pageSize: constants.lobbyPageSize,
        }),
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    staleTime: 60_000,
  });
}

/** `GCSGAME_hotGamesV2`, cached in session storage under HOT_GAMES for the language. */
export function hotGamesQuery(language: LanguageCode, filters: ListFilters) {
  const entry = `${filters.gameType ?? ''}|${filters.vassalage ?? ''}`;
  const cached = readCache<GameCard[]>(storageKeys.hotGames, language, entry);
  return queryOptions({
    queryKey: ['games', 'hot', language, entry] as const,
    queryFn: async ({ signal }) => {
      const { list } = await call(
        gamesEndpoints.hotGames,
        defined({
          gameType: filters.gameType,
          vassalage: filters.vassalage,
          language,
          platform,
          isPlatform: constants.isPlatform,
        }),
        { signal },
      );
      writeCache(storageKeys.hotGames, language, entry, list);
      return list;
    },
    initialData: cached?.value,
    initialDataUpdatedAt: cached?.at,
    staleTime: 5 * 60_000,
  });
}

/** `GCSGAME_newGameVendor`, cached in session storage under gameVendor for the language. */
export function vendorsQuery(language: LanguageCode) {
  type Vendors = Awaited<ReturnType<typeof call<typeof vendorsEndpoints.newGameVendor>>>;
  const cached = readCache<Vendors>(storageKeys.gameVendor, language, 'all');
  return queryOptions({
    queryKey: ['games', 'vendors', language] as const,
    queryFn: async ({ signal }) => {
      const value = await call(
        vendorsEndpoints.newGameVendor,
        { platform: 'html5-desktop', language },
        { signal },
      );
      writeCache(storageKeys.gameVendor, language, 'all', value);
      return value;
    },
    initialData: cached?.value,
    initialDataUpdatedAt: cached?.at,
    staleTime: 5 * 60_000,
  });
}

/** The member's recent games (`GCS_recentGame`); only with a session. */
export function recentQuery(
  token: string | null,
  language: LanguageCode,
  filters: ListFilters,
  page = 1,
) {
  return queryOptions({
    queryKey: ['games', 'recent', token, language, filters, page] as const,
    queryFn: ({ signal }) =>
      call(
        gamesEndpoints.recent,
        defined({
          gameType: filters.gameType,
          vassalage: filters.vassalage,
          language,
          clientType,
          page,
          pageSize: constants.recentPageSize,
        }),
        { signal },
      ),
    enabled: token !== null,
  });
}

/** The member's favourite games as cards (`MCSFE_getFavoriteGamesList`, page size 999). */
export function favouriteListQuery(
  token: string | null,
  language: LanguageCode,
  filters: ListFilters,
) {
  return queryOptions({
    queryKey: ['games', 'favourites', token, language, filters] as const,
    queryFn: ({ signal }) =>
      call(
        favouritesEndpoints.list,
        defined({
          gameType: filters.gameType,
          vassalage: filters.vassalage,
          language,
          clientType,
          platform,
          pageNo: 1,
          pageSize: constants.favouritesPageSize,
        }),
        { signal },
      ),
    enabled: token !== null,
  });
}

/** `ODSFE2_getWinnerBoard`: all categories, 20 entries. */
export function winnerBoardQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: ['games', 'winners', language] as const,
    queryFn: ({ signal }) =>
      call(
        gamesEndpoints.winnerBoard,
        { gameCategory: 'ALL', language, limitNum: constants.winnerBoardLimit },
        { signal },
      ),
    staleTime: 60_000,
  });
}
