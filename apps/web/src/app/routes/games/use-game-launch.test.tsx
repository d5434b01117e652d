import type { GameCard } from '@portal/contract/game-card';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GameGrid } from '../../../features/games/game-grid.tsx';
import { useSessionStore } from '../../../features/session/session-store.ts';
import { useModalStore } from '../../../shared/modals/modal-store.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeCard, makeCards, ok } from '../../../test/game-fixture.ts';
import { StatusContext } from '../../../features/system/status-context.ts';
import { makeStatus } from '../../../test/status-fixture.ts';
import { GamesEnvProvider } from './games-env-provider.tsx';

function renderGrid(cards: GameCard[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <StatusContext.Provider value={makeStatus()}>
            <GamesEnvProvider>
              <GameGrid cards={cards} label="Jogos" />
            </GamesEnvProvider>
          </StatusContext.Provider>
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function logIn(isTrial = false) {
  useSessionStore.setState({ token: 'tok', isLogin: true, isTrial });
}

const launchStub = () =>
  stubFetch({
    '/wps/relay/MCSFE_getFavoriteGames': () => jsonResponse(ok({ ids: [] })),
    '/wps/relay/GCS_gameLaunchFB': () =>
      jsonResponse(ok({ url: '/play/pge/dice?t=1', vendorName: 'PGE', demo: false })),
    '/wps/relay/GCSGAME_gameList': () =>
      jsonResponse(ok({ games: makeCards(2, 'v'), totalPages: 1, pageNum: 1, total: 2 })),
  });

describe('game launch', () => {
  it('opens the login popup for a visitor and stops', async () => {
    const fetch = launchStub();
    renderGrid([makeCard({ nodeId: 'a' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Jogar Game a' }));
    expect(useModalStore.getState().stack.map((modal) => modal.name)).toEqual(['loginPopupModal']);
    expect(fetch.mock.calls.some(([input]) => String(input).includes('gameLaunch'))).toBe(false);
  });

  it('lets a visitor play for free', async () => {
    const fetch = launchStub();
    const router = renderGrid([makeCard({ nodeId: 'a', supportPlay: 0 })]);
    await userEvent.click(screen.getByRole('button', { name: 'Jogar grátis Game a' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    const launch = fetch.mock.calls.find(([input]) => String(input).includes('gameLaunchFB'));
    expect(JSON.parse(String(launch?.[1]?.body))).toMatchObject({ nodeId: 'a', freePlay: true });
  });

  it('shows the real-account dialog to a trial account', async () => {
    launchStub();
    logIn(true);
    renderGrid([makeCard({ nodeId: 'a' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Jogar Game a' }));
    await waitFor(() => expect(useModalStore.getState().stack[0]?.name).toBe('confirm'));
    const [modal] = useModalStore.getState().stack;
    expect(modal?.props).toMatchObject({
      message: 'Registe uma conta real primeiro.',
      cancelLabel: 'Entendido',
      confirmLabel: 'Registar conta real',
    });
  });

  it('sends the lottery vassalages to their pages', async () => {
    launchStub();
    logIn();
    const router = renderGrid([
      makeCard({ nodeId: 'vn', vassalage: 'TCG_LOTTO_VN', gameCode: 'VN1' }),
      makeCard({ nodeId: 'sea', vassalage: 'TCG_SEA', gameCode: 'S1' }),
      makeCard({ nodeId: 'lott', vassalage: 'ELOTT', gameCode: 'L1' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Jogar Game vn' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/vnLottery?gameCode=VN1',
    );
    await router.navigate('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Jogar Game sea' }));
    expect(router.state.location.pathname).toBe('/seaLottery');
    await router.navigate('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Jogar Game lott' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/lottery?gameCode=L1',
    );
  });

  it('opens the vendor popup for a VASSALAGE card, and launches a game into /seamless', async () => {
    const fetch = launchStub();
    logIn();
    const router = renderGrid([
      makeCard({ nodeId: 'ag', isGame: 'VASSALAGE', displayName: 'AG Live', gameName: 'AG Live' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Jogar AG Live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jogos de AG Live' });
    expect(dialog).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Jogar Game v1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    expect(router.state.location.state).toMatchObject({ url: '/play/pge/dice?t=1', from: '/' });
    const launch = fetch.mock.calls.find(([input]) => String(input).includes('gameLaunchFB'));
    expect(JSON.parse(String(launch?.[1]?.body))).toMatchObject({ nodeId: 'v1', freePlay: false });
  });
});
