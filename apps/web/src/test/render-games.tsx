import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { GamesEnvContext, type GamesEnv } from '../features/games/games-env.ts';

/**
 * Renders a game screen with a fresh query client, a memory router at `path` and the given
 * `GamesEnv` (a visitor whose login and play are spies, unless overridden).
 */
export function renderGames(
  ui: ReactNode,
  { env = {}, path = '/' }: { env?: Partial<GamesEnv>; path?: string } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const value: GamesEnv = {
    currencySymbol: 'R$',
    token: null,
    isLogin: false,
    openLogin: vi.fn(),
    play: vi.fn(),
    ...env,
  };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <GamesEnvContext.Provider value={value}>{ui}</GamesEnvContext.Provider>,
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, env: value, router, client };
}
