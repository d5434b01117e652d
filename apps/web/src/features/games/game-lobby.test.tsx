import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { makeCards, ok } from '../../test/game-fixture.ts';
import { renderGames } from '../../test/render-games.tsx';
import { GameLobby } from './game-lobby.tsx';

function stubLobby(totalPages: number) {
  return stubFetch({
    '/wps/relay/GCSGAME_gameList': (request) => {
      const page = Number(new URL(request.url).searchParams.get('pageNo'));
      const games = makeCards(18, `p${page}-`);
      return jsonResponse(ok({ games, totalPages, pageNum: page, total: totalPages * 18 }));
    },
    '/wps/relay/GCSGAME_newGameVendor': () =>
      jsonResponse(
        ok({
          list: [
            {
              gameType: 'RNG',
              vendors: [
                { vassalage: 'AG', displayName: 'AG Gaming', gameCount: 10 },
                { vassalage: 'PG', displayName: 'PG Soft', gameCount: 10 },
              ],
            },
          ],
        }),
      ),
    '/lgw/games/game_menus': () =>
      jsonResponse(
        ok({
          list: [
            {
              gameCategory: 'RNG',
              vendors: [],
              gameClassify: [
                { key: 'SLOT', displayName: 'Slot', vendors: ['AG', 'PG'] },
                { key: 'TABLE', displayName: 'Mesa', vendors: ['AG', 'PG'] },
              ],
            },
          ],
        }),
      ),
  });
}

const listParams = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === '/wps/relay/GCSGAME_gameList')
    .map((url) => url.searchParams);

describe('category lobby', () => {
  it('loads more pages and stops at the total pages', async () => {
    const fetch = stubLobby(2);
    const user = userEvent.setup();
    renderGames(<GameLobby category="RNG" title="Slots" />);
    expect(await screen.findByRole('button', { name: 'Jogar Game p1-1' })).toBeTruthy();
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('button', { name: 'Jogar Game p2-18' })).toBeTruthy();
    expect(screen.getByText('Página 2 de 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(listParams(fetch).map((params) => params.get('pageNo'))).toEqual(['1', '2']);
    expect(listParams(fetch)[0]?.get('pageSize')).toBe('18');
  });

  it('resets classify, page and name search when the vendor changes', async () => {
    const fetch = stubLobby(3);
    const user = userEvent.setup();
    renderGames(<GameLobby category="RNG" title="Slots" />);
    await screen.findByRole('button', { name: 'Jogar Game p1-1' });
    await user.click(await screen.findByRole('button', { name: 'Mesa' }));
    await user.type(screen.getByRole('searchbox', { name: 'Procurar por nome' }), 'fortune');
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    await screen.findByText('Página 2 de 3');

    await user.click(screen.getByRole('button', { name: /^Fornecedor:/u }));
    await user.click(screen.getByRole('button', { name: 'PG Soft' }));

    await waitFor(() => expect(screen.getByText('Página 1 de 3')).toBeTruthy());
    const last = listParams(fetch).at(-1);
    expect(last?.get('vassalage')).toBe('PG');
    expect(last?.get('gameClassify')).toBeNull();
    expect(last?.get('gameName')).toBeNull();
    expect(last?.get('pageNo')).toBe('1');
    expect(
      (screen.getByRole('searchbox', { name: 'Procurar por nome' }) as HTMLInputElement).value,
    ).toBe('');
    const classify = screen.getByRole('group', { name: 'Tipo de jogo' });
    expect(
      within(classify).getByRole('button', { name: 'Todos' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('asks a visitor to log in for the FAV and RECENT filters', async () => {
    stubLobby(1);
    const user = userEvent.setup();
    const { env } = renderGames(<GameLobby category="RNG" title="Slots" />);
    const filters = await screen.findByRole('group', { name: 'Filtro' });
    await user.click(within(filters).getByRole('button', { name: 'Favoritos' }));
    await user.click(within(filters).getByRole('button', { name: 'Recentes' }));
    expect(env.openLogin).toHaveBeenCalledTimes(2);
    // One control for the recent games: the RECENT filter, no second toggle beside it.
    expect(within(filters).getAllByRole('button', { name: /recent/iu })).toHaveLength(1);
  });
});
