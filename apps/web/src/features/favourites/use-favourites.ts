import { constants } from '@portal/contract/constants';
import { favouritesEndpoints } from '@portal/contract/favourites';
import type { GameCard } from '@portal/contract/game-card';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client.ts';
import { useGamesEnv } from '../games/index.ts';

/** The nodeIds of the member's favourites (`MCSFE_getFavoriteGames`). */
export function favouriteIdsQuery(token: string | null) {
  return queryOptions({
    queryKey: ['games', 'favouriteIds', token] as const,
    queryFn: async ({ signal }) => (await call(favouritesEndpoints.ids, {}, { signal })).ids,
    enabled: token !== null,
    staleTime: 60_000,
  });
}

// One favourite action per 1000 ms across the page (spec section 4), per query client.
const lastActionAt = new WeakMap<QueryClient, number>();

/** Applies one favourite toggle: optimistic add, local-first remove, then the server. */
async function applyToggle(client: QueryClient, token: string, card: GameCard): Promise<void> {
  const key = favouriteIdsQuery(token).queryKey;
  const before = client.getQueryData(key) ?? [];
  const input = { nodeId: card.nodeId, vendor: card.vassalage, gameType: card.gameType };
  const removing = before.includes(card.nodeId);
  if (removing) {
    client.setQueryData(key, (ids = []) => ids.filter((id) => id !== card.nodeId));
  } else {
    client.setQueryData(key, (ids = []) =>
      ids.includes(card.nodeId) ? ids : [...ids, card.nodeId],
    );
  }
  try {
    const { ids } = await call(
      removing ? favouritesEndpoints.remove : favouritesEndpoints.add,
      input,
    );
    client.setQueryData(key, ids);
  } catch {
    // The server refused: show what it holds again.
    client.setQueryData(key, before);
    void client.invalidateQueries({ queryKey: key });
  } finally {
    void client.invalidateQueries({ queryKey: ['games', 'favourites'] });
  }
}

/**
 * The member's favourite nodeIds and the toggle of spec section 4: in the list → remove (locally
 * first, then the server); else add (optimistic, skipped when already present). Throttled to one
 * action per 1000 ms; visitors get the login popup instead.
 */
export function useFavourites() {
  const client = useQueryClient();
  const { token, isLogin, openLogin } = useGamesEnv();
  const ids = useQuery(favouriteIdsQuery(isLogin ? token : null)).data;
  const toggle = useCallback(
    (card: GameCard) => {
      if (!isLogin || token === null) {
        openLogin();
        return;
      }
      const now = Date.now();
      const last = lastActionAt.get(client);
      if (last !== undefined && now - last < constants.favouriteThrottleMs) return;
      lastActionAt.set(client, now);
      void applyToggle(client, token, card);
    },
    [client, isLogin, openLogin, token],
  );
  return { ids: ids ?? [], toggle };
}
