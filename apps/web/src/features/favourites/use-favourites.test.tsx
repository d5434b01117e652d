import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { makeCard, ok } from '../../test/game-fixture.ts';
import { renderGames } from '../../test/render-games.tsx';
import { GameGrid } from '../games/index.ts';

/** Clicks and lets TanStack Query's batched notifications (a 0 ms timer) run. */
async function click(element: HTMLElement) {
  await act(async () => {
    element.click();
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('favourite toggle', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds optimistically, removes locally first, and allows one action per 1000 ms', async () => {
    let resolveAdd: (response: Response) => void = () => undefined;
    const fetch = stubFetch({
      '/wps/relay/MCSFE_getFavoriteGames': () => jsonResponse(ok({ ids: ['b'] })),
      '/wps/relay/MCSFE_addFavoriteGameV2': () =>
        new Promise<Response>((resolve) => {
          resolveAdd = resolve;
        }),
      '/wps/relay/MCSFE_removeFavoriteGameV2': () => jsonResponse(ok({ ids: ['a'] })),
    });
    renderGames(
      <GameGrid cards={[makeCard({ nodeId: 'a' }), makeCard({ nodeId: 'b' })]} label="Jogos" />,
      {
        env: { isLogin: true, token: 'tok' },
      },
    );
    const toggleA = screen.getByRole('button', { name: 'Favorito: Game a' });
    const toggleB = screen.getByRole('button', { name: 'Favorito: Game b' });
    await waitFor(() => expect(toggleB.getAttribute('aria-pressed')).toBe('true'));

    await click(toggleA);
    // Optimistic: pressed before the server answers.
    expect(toggleA.getAttribute('aria-pressed')).toBe('true');
    // Throttled: a second action within 1000 ms is ignored.
    await click(toggleB);
    expect(toggleB.getAttribute('aria-pressed')).toBe('true');
    await act(async () => resolveAdd(jsonResponse(ok({ ids: ['a', 'b'] }))));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await click(toggleB);
    // Removed locally at once, then the server is told.
    expect(toggleB.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() =>
      expect(
        fetch.mock.calls.filter(([input]) => String(input).includes('removeFavorite')),
      ).toHaveLength(1),
    );
    const calls = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
    expect(calls.filter((path) => path.includes('addFavorite'))).toHaveLength(1);
  });

  it('asks a visitor to log in', () => {
    stubFetch();
    const { env } = renderGames(<GameGrid cards={[makeCard({ nodeId: 'a' })]} label="Jogos" />);
    act(() => screen.getByRole('button', { name: 'Favorito: Game a' }).click());
    expect(env.openLogin).toHaveBeenCalledTimes(1);
  });
});
