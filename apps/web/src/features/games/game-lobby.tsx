import { cardTitle, type GameCard } from '@portal/contract/game-card';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { Button } from '../../shared/ui/button.tsx';
import { GameGrid, ListState } from './game-grid.tsx';
import {
  favouriteListQuery,
  gameListPagesQuery,
  gameMenusQuery,
  hotGamesQuery,
  recentQuery,
  vendorsQuery,
  type ListFilters,
} from './games-api.ts';
import { useGamesEnv } from './games-env.ts';
import './games-texts.ts';
import styles from './game-lobby.module.css';
import {
  filterNeedsLogin,
  lobbyFilters,
  lobbySetup,
  type LobbyCategory,
  type LobbyFilter,
} from './lobby-config.ts';
import { VendorSelect, type VendorOption } from './vendor-select.tsx';

/** Props of `GameLobby`. */
export interface GameLobbyProps {
  category: LobbyCategory;
  /** The title (a heading of the level the page needs). */
  title: string;
  headingLevel?: 1 | 2;
  /** A vendor chosen before (`/rng?vassalage=`). */
  initialVendor?: string | undefined;
}

/** Keeps cards matching the classify and the name (lists the server does not filter). */
function refine(
  cards: readonly GameCard[],
  classify: string | undefined,
  name: string,
): GameCard[] {
  const needle = name.toLocaleLowerCase();
  return cards.filter(
    (card) =>
      (classify === undefined || card.gameClassify === classify) &&
      (needle === '' || cardTitle(card).toLocaleLowerCase().includes(needle)),
  );
}

/** The vendors of the dropdown: newGameVendor's list for the type, restricted where needed. */
function useVendorOptions(setup: ReturnType<typeof lobbySetup>): VendorOption[] {
  const language = useLanguage();
  const data = useQuery(vendorsQuery(language)).data;
  const seen = new Set<string>();
  const options: VendorOption[] = [];
  for (const group of data?.list ?? []) {
    if (setup.gameType !== undefined && group.gameType !== setup.gameType) continue;
    for (const vendor of group.vendors) {
      if (seen.has(vendor.vassalage)) continue;
      if (setup.vendors !== undefined && !setup.vendors.includes(vendor.vassalage)) continue;
      seen.add(vendor.vassalage);
      options.push({ vassalage: vendor.vassalage, displayName: vendor.displayName });
    }
  }
  if (setup.vendors !== undefined) {
    for (const vassalage of setup.vendors) {
      if (!seen.has(vassalage)) options.push({ vassalage, displayName: vassalage });
    }
  }
  return options;
}

/**
 * A category lobby (spec section 2): title, filters ALL/HOT/FAV/RECENT (one control for the
 * recent games: a second "recently played" toggle beside RECENT only confused), the vendor dropdown, classify tabs when there is more than one classify, the grid and load
 * more (page size 18, nothing beyond the total pages). Changing the vendor resets the classify,
 * the page and the name search. Lists are keyed by language and name, and refetch on mount.
 */
export function GameLobby({ category, title, headingLevel = 2, initialVendor }: GameLobbyProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token, isLogin, openLogin } = useGamesEnv();
  const setup = lobbySetup(category);
  const [filter, setFilter] = useState<LobbyFilter>(
    filterNeedsLogin(setup.initialFilter) && !isLogin ? 'ALL' : setup.initialFilter,
  );
  const [vendor, setVendor] = useState<string | undefined>(initialVendor);
  const [classify, setClassify] = useState<string | undefined>(undefined);
  const [nameInput, setNameInput] = useState('');
  const gameName = nameInput.trim();

  const vendors = useVendorOptions(setup);
  const menus = useQuery(gameMenusQuery(language)).data;
  const menu = menus?.list.find((entry) => entry.gameCategory === (setup.gameType ?? category));
  const classifies = (menu?.gameClassify ?? []).filter(
    (entry) => vendor === undefined || entry.vendors.includes(vendor),
  );

  // The in-house lobby lists its providers' games when All is chosen (one provider: PGE).
  const vassalage = vendor ?? (setup.vendors?.length === 1 ? setup.vendors[0] : undefined);
  const filters: ListFilters = {
    gameType: setup.gameType,
    vassalage,
    gameClassify: classify,
    gameName: gameName === '' ? undefined : gameName,
  };
  const loggedToken = isLogin ? token : null;
  const pages = useInfiniteQuery({
    ...gameListPagesQuery(language, filters),
    enabled: filter === 'ALL',
    refetchOnMount: 'always',
  });
  const hot = useQuery({
    ...hotGamesQuery(language, filters),
    enabled: filter === 'HOT',
  });
  const favourites = useQuery({
    ...favouriteListQuery(loggedToken, language, { gameType: setup.gameType, vassalage }),
    enabled: filter === 'FAV' && loggedToken !== null,
  });
  const recentFilters = { gameType: setup.gameType, vassalage };
  const recent = useQuery({
    ...recentQuery(loggedToken, language, recentFilters),
    enabled: filter === 'RECENT' && loggedToken !== null,
  });

  const chooseFilter = (next: LobbyFilter) => {
    if (filterNeedsLogin(next) && !isLogin) {
      openLogin();
      return;
    }
    setFilter(next);
  };
  const chooseVendor = (next: string | undefined) => {
    setVendor(next);
    setClassify(undefined);
    setNameInput('');
  };

  const active =
    filter === 'ALL' ? pages : filter === 'HOT' ? hot : filter === 'FAV' ? favourites : recent;
  const cards: GameCard[] =
    filter === 'ALL'
      ? (pages.data?.pages.flatMap((page) => page.games) ?? [])
      : refine(
          filter === 'HOT'
            ? (hot.data ?? [])
            : filter === 'FAV'
              ? (favourites.data?.content ?? [])
              : (recent.data?.list ?? []),
          classify,
          gameName,
        );
  const lastPage = pages.data?.pages.at(-1);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const grid = (
    <>
      <ListState
        status={active.status}
        empty={cards.length === 0}
        onRetry={() => void active.refetch()}
      />
      {cards.length > 0 ? <GameGrid cards={cards} label={title} /> : null}
      {filter === 'ALL' && lastPage !== undefined && lastPage.totalPages > 0 ? (
        <div className={styles.more}>
          <span aria-live="polite">
            {t('games.pageOf', { page: lastPage.pageNum, total: lastPage.totalPages })}
          </span>
          {pages.hasNextPage ? (
            <Button
              variant="secondary"
              disabled={pages.isFetchingNextPage}
              onClick={() => {
                if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
              }}
            >
              {t('games.loadMore')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );

  return (
    <section className={styles.lobby} aria-label={title}>
      <div className={styles.head}>
        <Heading className={styles.title}>{title}</Heading>
        <div className={styles.filters} role="group" aria-label={t('games.filtersLabel')}>
          {lobbyFilters.map((key) => (
            <button
              key={key}
              type="button"
              className={styles.filter}
              aria-pressed={filter === key}
              onClick={() => chooseFilter(key)}
            >
              {t(`games.filters.${key}`)}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.tools}>
        <VendorSelect vendors={vendors} selected={vendor} onSelect={chooseVendor} />
        <label className={styles.search}>
          <span className={styles.visuallyHidden}>{t('games.nameFilter')}</span>
          <input
            type="search"
            value={nameInput}
            placeholder={t('games.nameFilter')}
            onChange={(event) => setNameInput(event.target.value)}
          />
        </label>
      </div>
      {classifies.length > 1 ? (
        <div className={styles.classify} role="group" aria-label={t('games.classifyLabel')}>
          {[{ key: undefined, displayName: t('games.allClassify') }, ...classifies].map((entry) => (
            <button
              key={entry.key ?? 'ALL'}
              type="button"
              className={styles.filter}
              aria-pressed={classify === entry.key}
              onClick={() => setClassify(entry.key)}
            >
              {entry.displayName}
            </button>
          ))}
        </div>
      ) : null}
      {grid}
    </section>
  );
}
