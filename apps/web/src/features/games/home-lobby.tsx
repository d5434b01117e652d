import { constants, homeCategories } from '@portal/contract/constants';
import type { GameCard } from '@portal/contract/game-card';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../i18n/use-language.ts';
import { categoryIcons } from '../../shared/ui/category-icons.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import { GameGrid, ListState } from './game-grid.tsx';
import { GameLobby } from './game-lobby.tsx';
import { gameListQuery, hotGamesQuery, recentQuery } from './games-api.ts';
import { useGamesEnv } from './games-env.ts';
import './games-texts.ts';
import {
  buildHomeSections,
  homeSectionOrder,
  keepUnchanged,
  type HomeSection,
  type HomeSectionKey,
} from './home-sections.ts';
import { HomeSwiper } from './home-swiper.tsx';
import styles from './home-lobby.module.css';
import type { Category } from './lobby-config.ts';
import { WinnerBoard } from './winner-board.tsx';

const cap = constants.homeSectionCap;
const listed = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ESPORTS', 'COCKFIGHT'] as const;

function isCategory(value: string | null): value is Category {
  return (homeCategories as readonly string[]).includes(value ?? '');
}

/**
 * The HOME sections' data: one capped list per category. The lists load in parallel, but the
 * sections show in their order, each once every list above it has answered: a section that
 * appeared before one above it would be pushed down when that one came, a jump of the page
 * under the visitor's eyes (and a layout shift in the page's score). Sections below a loaded
 * one come in under it and move nothing. For the same reason the winner board, below them all,
 * comes once every list has answered. A section keeps its identity while its cards are the
 * same cards, so an answer redraws only what it changed.
 */
function useHomeLists() {
  const language = useLanguage();
  const { token, isLogin } = useGamesEnv();
  const rng = useQuery(gameListQuery(language, { gameType: 'RNG' }, cap));
  const live = useQuery(gameListQuery(language, { gameType: 'LIVE' }, cap));
  const fish = useQuery(gameListQuery(language, { gameType: 'FISH' }, cap));
  const sports = useQuery(gameListQuery(language, { gameType: 'SPORTS' }, cap));
  const pvp = useQuery(gameListQuery(language, { gameType: 'PVP' }, cap));
  const esports = useQuery(gameListQuery(language, { gameType: 'ESPORTS' }, cap));
  const cockfight = useQuery(gameListQuery(language, { gameType: 'COCKFIGHT' }, cap));
  const inHouse = useQuery(
    gameListQuery(language, { gameType: 'RNG', vassalage: constants.inHouseProviders[0] }, cap),
  );
  const hot = useQuery(hotGamesQuery(language, {}));
  const recent = useQuery(recentQuery(isLogin ? token : null, language, {}));
  const byType = [rng, live, fish, sports, pvp, esports, cockfight];
  const lists: Partial<Record<HomeSectionKey, readonly GameCard[]>> = {
    INHOUSE: inHouse.data?.games ?? [],
    RECENT: recent.data?.list ?? [],
    HOT: hot.data ?? [],
  };
  // True once every section has been shown: a member who then logs in on the page gets the
  // recent games in above the sections, which stay in view meanwhile, rather than seeing every
  // section below the first go while the recent games load (a shift the login itself caused).
  const shownInFull = useRef(false);
  // `isLoading`: a first load in flight (a disabled query, RECENT for a visitor, is not).
  const loading: Partial<Record<HomeSectionKey, boolean>> = {
    // The in-house section also takes the RNG list's in-house cards.
    INHOUSE: inHouse.isLoading || rng.isLoading,
    RECENT: recent.isLoading && !shownInFull.current,
    HOT: hot.isLoading,
  };
  listed.forEach((key, index) => {
    lists[key] = byType[index]?.data?.games ?? [];
    loading[key] = byType[index]?.isLoading ?? false;
  });
  const firstLoading = homeSectionOrder.findIndex((key) => loading[key]);
  if (firstLoading < 0) shownInFull.current = true;
  const ready = new Set(
    firstLoading < 0 ? homeSectionOrder : homeSectionOrder.slice(0, firstLoading),
  );
  // The sections of the render before, kept where their cards are the same cards.
  const kept = useRef<readonly HomeSection[]>([]);
  const sections = keepUnchanged(
    kept.current,
    buildHomeSections(lists, isLogin).filter((section) => ready.has(section.key)),
  );
  kept.current = sections;
  const all = [...byType, inHouse, hot];
  const status =
    sections.length === 0 && firstLoading >= 0
      ? 'pending'
      : all.every((query) => query.isError)
        ? 'error'
        : 'success';
  const retry = () => all.forEach((query) => void query.refetch());
  return { sections, status, retry, complete: firstLoading < 0 } as const;
}

/** One HOME section: its title, the More button and its carousel; drawn again only on change. */
const HomeSectionView = memo(function HomeSectionView({
  section,
  onMore,
}: {
  section: HomeSection;
  onMore: (key: Category) => void;
}) {
  const { t } = useTranslation();
  const title = t(`categories.${section.key}`);
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>
          <Icon name={categoryIcons[section.key]} />
          {title}
        </h2>
        <button
          type="button"
          className={styles.moreButton}
          aria-label={t('games.moreOf', { category: title })}
          onClick={() => onMore(section.key)}
        >
          {t('games.more')}
          <Icon name="chevronRight" size={16} />
        </button>
      </div>
      <HomeSwiper cards={section.cards} label={title} />
    </section>
  );
});

/**
 * The HOME view: the in-house-first sections as swipers and the winner board. Sections are
 * drawn from a deferred copy of the lists: each answer's new sections (a dozen tiles each, and
 * the winner board) render in the background, in slices between which the browser stays free
 * to handle input, rather than in one long task per answer while the page loads.
 */
function HomeSections({ onMore }: { onMore: (key: Category) => void }) {
  const lists = useHomeLists();
  // Deferred together: they change in the same background render.
  const sections = useDeferredValue(lists.sections);
  const status = useDeferredValue(lists.status);
  const complete = useDeferredValue(lists.complete);
  return (
    <div className={styles.sections}>
      <ListState status={status} empty={sections.length === 0} onRetry={lists.retry} />
      {sections.map((section) => (
        <HomeSectionView key={section.key} section={section} onMore={onMore} />
      ))}
      {complete ? <WinnerBoard /> : null}
    </div>
  );
}

/** SEARCH: games of every type whose name matches. */
function SearchResults({ name }: { name: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(gameListQuery(language, { gameName: name }, constants.lobbyPageSize * 2));
  const cards = query.data?.games ?? [];
  const label = t('games.searchResults', { name });
  return (
    <section className={styles.section} aria-label={label}>
      <h2 className={styles.sectionTitle}>{label}</h2>
      <ListState
        status={query.status}
        empty={cards.length === 0}
        onRetry={() => void query.refetch()}
      />
      {cards.length > 0 ? <GameGrid cards={cards} label={label} /> : null}
    </section>
  );
}

/**
 * The home lobby below the hero (spec section 2): the category menu, the search input and the
 * current category: HOME's sections and winner board, SEARCH's results or a category lobby.
 * The category lives in the address (`?type=`), so back returns to the previous one.
 */
export function HomeLobby() {
  const { t } = useTranslation();
  const { isLogin, openLogin } = useGamesEnv();
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const nameParam = (params.get('name') ?? '').trim();
  const [search, setSearch] = useState(nameParam);
  const type: Category =
    isCategory(typeParam) && !(typeParam === 'SEARCH' && nameParam === '') ? typeParam : 'HOME';

  const switchTo = (next: Category, name?: string) => {
    if ((next === 'FAV' || next === 'RECENT') && !isLogin) {
      openLogin();
      return;
    }
    const query = new URLSearchParams();
    if (next !== 'HOME') query.set('type', next);
    if (name !== undefined) query.set('name', name);
    setParams(query, { replace: next === 'SEARCH' || type === 'SEARCH' });
    if (next !== 'SEARCH') setSearch('');
  };
  const onSearch = (value: string) => {
    setSearch(value);
    const trimmed = value.trim();
    if (trimmed === '') switchTo('HOME');
    else switchTo('SEARCH', trimmed);
  };

  return (
    <div className={styles.lobby}>
      <div className={styles.bar}>
        <nav aria-label={t('games.categoriesLabel')}>
          <ul className={styles.menu}>
            {homeCategories
              .filter((key) => key !== 'SEARCH')
              .map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    className={styles.menuItem}
                    aria-current={type === key ? 'page' : undefined}
                    onClick={() => switchTo(key)}
                  >
                    <Icon name={categoryIcons[key]} size={18} />
                    {t(`categories.${key}`)}
                  </button>
                </li>
              ))}
          </ul>
        </nav>
        <label className={styles.search}>
          <Icon name="search" size={18} />
          <span className={styles.visuallyHidden}>{t('games.searchLabel')}</span>
          <input
            type="search"
            value={search}
            placeholder={t('games.searchPlaceholder')}
            onChange={(event) => onSearch(event.target.value)}
          />
        </label>
      </div>
      {type === 'HOME' ? (
        <HomeSections onMore={(key) => switchTo(key)} />
      ) : type === 'SEARCH' ? (
        <SearchResults name={nameParam} />
      ) : (
        <GameLobby key={type} category={type} title={t(`categories.${type}`)} />
      )}
    </div>
  );
}
