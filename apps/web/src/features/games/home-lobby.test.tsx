import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { makeCards, ok } from '../../test/game-fixture.ts';
import { renderGames } from '../../test/render-games.tsx';
import type * as GameTileModule from './game-tile.tsx';
import { GamesEnvContext, useGamesEnv } from './games-env.ts';
import { HomeLobby } from './home-lobby.tsx';

// Each tile drawn is counted by its card, to show which sections a list's answer redraws.
const drawn = vi.hoisted(() => new Map<string, number>());
vi.mock('./game-tile.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof GameTileModule>();
  return {
    ...real,
    GameTile: (props: Parameters<typeof real.GameTile>[0]) => {
      drawn.set(props.card.nodeId, (drawn.get(props.card.nodeId) ?? 0) + 1);
      return real.GameTile(props);
    },
  };
});

function stubCatalogue() {
  return stubFetch({
    '/wps/relay/GCSGAME_gameList': (request) => {
      const url = new URL(request.url);
      const name = url.searchParams.get('gameName');
      const type = url.searchParams.get('gameType') ?? 'ALL';
      const games = name === null ? makeCards(2, type) : makeCards(1, `found-${name}-`);
      return jsonResponse(ok({ games, totalPages: 1, pageNum: 1, total: games.length }));
    },
    '/wps/relay/GCSGAME_hotGamesV2': () => jsonResponse(ok({ list: makeCards(1, 'hot') })),
    '/wps/relay/ODSFE2_getWinnerBoard': () => jsonResponse(ok({ list: [] })),
    '/lgw/games/game_menus': () => jsonResponse(ok({ list: [] })),
    '/wps/relay/GCSGAME_newGameVendor': () => jsonResponse(ok({ list: [] })),
  });
}

describe('home lobby', () => {
  it('trims the search, switches to SEARCH, and returns to HOME when cleared', async () => {
    const fetch = stubCatalogue();
    const user = userEvent.setup();
    const { router } = renderGames(<HomeLobby />);
    const menu = await screen.findByRole('navigation', { name: 'Categorias de jogos' });
    expect(menu.querySelector('[aria-current="page"]')?.textContent).toBe('Início');

    await user.type(screen.getByRole('searchbox', { name: 'Procurar jogos' }), '  fortune  ');
    expect(await screen.findByRole('heading', { name: 'Resultados para “fortune”' })).toBeTruthy();
    expect(router.state.location.search).toBe('?type=SEARCH&name=fortune');
    const searched = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://x').searchParams.get('gameName'))
      .filter((name) => name !== null);
    expect(searched.at(-1)).toBe('fortune');
    expect(searched.every((name) => name === name?.trim())).toBe(true);

    await user.clear(screen.getByRole('searchbox', { name: 'Procurar jogos' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('heading', { name: /Resultados/u })).toBeNull();
  });

  it('opens the login popup for FAV and RECENT when logged out', async () => {
    stubCatalogue();
    const user = userEvent.setup();
    const { env, router } = renderGames(<HomeLobby />);
    await user.click(await screen.findByRole('button', { name: 'Favoritos' }));
    await user.click(screen.getByRole('button', { name: 'Recentes' }));
    expect(env.openLogin).toHaveBeenCalledTimes(2);
    expect(router.state.location.search).toBe('');
  });

  it('shows INHOUSE first and the More button switches to the category', async () => {
    stubCatalogue();
    const user = userEvent.setup();
    const { router } = renderGames(<HomeLobby />);
    const more = await screen.findAllByRole('button', { name: /^Mais jogos de/u });
    expect(more[0]?.getAttribute('aria-label')).toBe('Mais jogos de Jogos da casa');
    await user.click(screen.getByRole('button', { name: 'Mais jogos de Casino ao vivo' }));
    expect(router.state.location.search).toBe('?type=LIVE');
  });

  it('shows a section only once every list above it has answered, so nothing is pushed down', async () => {
    let releaseInHouse = () => {};
    const boardAsked = () =>
      fetch.mock.calls.filter(([input]) => String(input).includes('ODSFE2_getWinnerBoard')).length;
    const inHouseHeld = new Promise<void>((resolve) => {
      releaseInHouse = resolve;
    });
    const fetch = stubFetch({
      '/wps/relay/GCSGAME_gameList': async (request) => {
        const url = new URL(request.url);
        const type = url.searchParams.get('gameType') ?? 'ALL';
        // The in-house list (RNG of the in-house vendor) answers last.
        if (url.searchParams.get('vassalage') !== null) await inHouseHeld;
        const games = makeCards(2, `${type}-${url.searchParams.get('vassalage') ?? 'all'}-`);
        return jsonResponse(ok({ games, totalPages: 1, pageNum: 1, total: games.length }));
      },
      '/wps/relay/GCSGAME_hotGamesV2': () => jsonResponse(ok({ list: makeCards(1, 'hot') })),
      '/wps/relay/ODSFE2_getWinnerBoard': () => jsonResponse(ok({ list: [] })),
    });
    const { client } = renderGames(<HomeLobby />);
    const loading = await screen.findByRole('status');
    expect(loading.textContent).toBe('A carregar jogos…');
    // Every list but the in-house one has answered (the sections read the same cache)...
    await waitFor(() => {
      const lists = client.getQueryCache().findAll({ type: 'active' });
      expect(lists.filter((query) => query.state.status === 'success').length).toBe(
        lists.length - 1,
      );
    });
    // ...and their sections, and the winner board below them all, wait under the in-house one.
    expect(screen.queryByRole('region', { name: 'Casino ao vivo' })).toBeNull();
    expect(boardAsked()).toBe(0);
    expect(screen.getByRole('status').textContent).toBe('A carregar jogos…');

    releaseInHouse();
    const regions = await screen.findAllByRole('region');
    expect(regions.map((region) => region.getAttribute('aria-label')).slice(0, 3)).toEqual([
      'Jogos da casa',
      'Populares',
      'Slots',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(boardAsked()).toBe(1));
  });

  it('draws a section once: a later answer does not draw the sections above it again', async () => {
    let releaseCockfight = () => {};
    const cockfightHeld = new Promise<void>((resolve) => {
      releaseCockfight = resolve;
    });
    stubFetch({
      '/wps/relay/GCSGAME_gameList': async (request) => {
        const url = new URL(request.url);
        const type = url.searchParams.get('gameType') ?? 'ALL';
        // The last section's list answers last.
        if (type === 'COCKFIGHT') await cockfightHeld;
        const games = makeCards(2, `${type}-${url.searchParams.get('vassalage') ?? 'all'}-`);
        return jsonResponse(ok({ games, totalPages: 1, pageNum: 1, total: games.length }));
      },
      '/wps/relay/GCSGAME_hotGamesV2': () => jsonResponse(ok({ list: makeCards(1, 'hot') })),
      '/wps/relay/ODSFE2_getWinnerBoard': () => jsonResponse(ok({ list: [] })),
    });
    drawn.clear();
    renderGames(<HomeLobby />);
    await screen.findByRole('region', { name: 'E-sports' });
    const before = new Map(drawn);
    expect(before.get('LIVE-all-1')).toBeGreaterThan(0);

    releaseCockfight();
    await screen.findByRole('region', { name: 'Luta de galos' });
    expect(drawn.get('COCKFIGHT-all-1')).toBeGreaterThan(0);
    for (const [card, times] of before) expect(drawn.get(card), card).toBe(times);
  });

  it('keeps the sections in view while a member who logs in on the page gets recent games', async () => {
    let releaseRecent = () => {};
    const recentHeld = new Promise<void>((resolve) => {
      releaseRecent = resolve;
    });
    const fetch = stubFetch({
      '/wps/relay/GCSGAME_gameList': (request) => {
        const type = new URL(request.url).searchParams.get('gameType') ?? 'ALL';
        const games = makeCards(2, `${type}-`);
        return jsonResponse(ok({ games, totalPages: 1, pageNum: 1, total: games.length }));
      },
      '/wps/relay/GCSGAME_hotGamesV2': () => jsonResponse(ok({ list: makeCards(1, 'hot') })),
      '/wps/relay/ODSFE2_getWinnerBoard': () => jsonResponse(ok({ list: [] })),
      '/wps/relay/GCS_recentGame': async () => {
        await recentHeld;
        const list = makeCards(1, 'recent');
        return jsonResponse(ok({ list, totalPages: 1, pageNum: 1, total: list.length }));
      },
    });
    const user = userEvent.setup();
    renderGames(<LoginOnPage />);
    await screen.findByRole('region', { name: 'Luta de galos' });

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The recent games are on their way: every section stays where it was.
    await waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input).includes('GCS_recentGame'))).toBe(
        true,
      ),
    );
    expect(screen.getByRole('region', { name: 'Casino ao vivo' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Luta de galos' })).toBeTruthy();

    releaseRecent();
    await screen.findByRole('region', { name: 'Recentes' });
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'));
    expect(regions.slice(0, 2)).toEqual(['Jogos da casa', 'Recentes']);
  });
});

/** The lobby on a page where the visitor logs in (the test's own button). */
function LoginOnPage() {
  const outer = useGamesEnv();
  const [token, setToken] = useState<string | null>(null);
  return (
    <GamesEnvContext.Provider value={{ ...outer, token, isLogin: token !== null }}>
      <button type="button" onClick={() => setToken('member-token')}>
        Log in
      </button>
      <HomeLobby />
    </GamesEnvContext.Provider>
  );
}
