import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionStore } from '../session/index.ts';
import { boardQueryOptions, refreshGameLists } from './lottery-api.ts';
import { useLotteryText } from './lottery-texts.ts';
import { periodBoundaries, useRefetchAtBoundaries, useServerNow } from './period-phase.ts';
import type { SlipBet } from './slip.ts';

/**
 * What every betting board keeps (the prize-group lottery's and the regional ones): the board
 * query, asked again every ~10 s and when a close or draw passes; the server's clock; results
 * and tickets asked again when a new draw shows up; and the bets waiting on the slip.
 */
export function useBettingBoard(gameCode: string) {
  const { language } = useLotteryText();
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const query = useQuery(boardQueryOptions(gameCode, token, language));
  const board = query.data;
  const offset = board?.offset ?? 0;
  const now = useServerNow(offset);
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  useRefetchAtBoundaries(
    [...periodBoundaries(board?.game.current), ...periodBoundaries(board?.next)],
    offset,
    refresh,
  );

  // A new draw: its result and the tickets it settled.
  const lastDrawn = board?.game.last?.periodNo ?? null;
  const seenDrawn = useRef(lastDrawn);
  useEffect(() => {
    if (lastDrawn === seenDrawn.current) return;
    seenDrawn.current = lastDrawn;
    refreshGameLists(queryClient, gameCode);
  }, [lastDrawn, queryClient, gameCode]);

  const [bets, setBets] = useState<SlipBet[]>([]);
  const addBets = useCallback((added: SlipBet[]) => setBets((list) => [...list, ...added]), []);
  const removeBet = useCallback(
    (id: string) => setBets((list) => list.filter((bet) => bet.id !== id)),
    [],
  );
  const clearBets = useCallback(() => setBets([]), []);
  const refreshBoard = useCallback(async () => (await refetch()).data, [refetch]);

  return { query, board, now, refresh, refreshBoard, bets, addBets, removeBet, clearBets };
}
