import { lotteryEndpoints } from '@portal/contract/lottery';
import type { LotteryBoard, LotteryLane } from '@portal/contract/lottery/wire';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client.ts';

/**
 * The lottery's queries. Keys carry the session token (one session's tickets never answer for
 * another) and the language where the server translates names.
 */

/** How many drawn periods the results panel shows. */
export const resultsPageSize = 30;

/** How many tickets a page of "my bets" shows. */
export const myBetsPageSize = 10;

/** An answer with the server clock's offset from the browser's when it arrived. */
export type Clocked<T> = T & { offset: number };

/** Adds the server clock's offset (its `now` minus the browser's, at arrival) to an answer. */
function clocked<T extends { now: number }>(answer: T): Clocked<T> {
  return { ...answer, offset: answer.now - Date.now() };
}

export const lotteryKeys = {
  all: ['lottery'] as const,
  board: (gameCode: string) => ['lottery', 'board', gameCode] as const,
  opened: (gameCode: string) => ['lottery', 'opened', gameCode] as const,
  myBets: (gameCode: string) => ['lottery', 'myBets', gameCode] as const,
};

/** The lobby cards of a lane, refreshed every 15 s (and at each close and draw, by the lobby). */
export function gamesQueryOptions(lane: LotteryLane, language: string) {
  return queryOptions({
    queryKey: ['lottery', 'games', lane, language] as const,
    queryFn: async ({ signal }) =>
      clocked(await call(lotteryEndpoints.games, { prizeMode: lane }, { signal })),
    staleTime: 5_000,
    refetchInterval: 15_000,
  });
}

/** How long the board waits before asking again on its own. */
export function boardPollMs(board: LotteryBoard | undefined, serverNow: number): number {
  if (board === undefined) return 10_000;
  const { current, last } = board.game;
  if (current === null) return 10_000;
  // Between close and draw, and while the draw just made has not shown up, ask more often.
  const closed = serverNow >= current.closesAt || current.status !== 'OPEN';
  const lagging =
    last !== null && last.drawsAt < current.opensAt && serverNow - current.opensAt < 60_000;
  return closed || lagging ? 2_000 : 10_000;
}

/** A game's betting board: refetched every ~10 s, faster around a draw. */
export function boardQueryOptions(gameCode: string, token: string | null, language: string) {
  return queryOptions({
    queryKey: [...lotteryKeys.board(gameCode), token, language] as const,
    queryFn: async ({ signal }) =>
      clocked(await call(lotteryEndpoints.board, { gameCode }, { signal })),
    enabled: token !== null,
    staleTime: 2_000,
    refetchInterval: (query) => {
      const data = query.state.data;
      return boardPollMs(data, Date.now() + (data?.offset ?? 0));
    },
  });
}

/** The last drawn periods of a game, newest first. */
export function openedQueryOptions(gameCode: string, token: string | null) {
  return queryOptions({
    queryKey: [...lotteryKeys.opened(gameCode), token] as const,
    queryFn: ({ signal }) =>
      call(
        lotteryEndpoints.openedNumero,
        { gameCode, pageNo: 1, pageSize: resultsPageSize },
        { signal },
      ),
    enabled: token !== null,
    staleTime: 5_000,
  });
}

/** A page of the member's tickets on a game, newest first. */
export function myBetsQueryOptions(gameCode: string, token: string | null, pageNo: number) {
  return queryOptions({
    queryKey: [...lotteryKeys.myBets(gameCode), token, pageNo] as const,
    queryFn: ({ signal }) =>
      call(lotteryEndpoints.myBets, { gameCode, pageNo, pageSize: myBetsPageSize }, { signal }),
    enabled: token !== null,
    staleTime: 5_000,
  });
}

/** The inputs of one drawn period, for the verifier. */
export function verifyQueryOptions(gameCode: string, periodNo: string, token: string | null) {
  return queryOptions({
    queryKey: ['lottery', 'verify', gameCode, periodNo, token] as const,
    queryFn: ({ signal }) => call(lotteryEndpoints.verify, { gameCode, periodNo }, { signal }),
    staleTime: 60_000,
  });
}

/** Results and tickets changed (a draw, a slip, a cancel): ask for both again. */
export function refreshGameLists(queryClient: QueryClient, gameCode: string): void {
  void queryClient.invalidateQueries({ queryKey: lotteryKeys.opened(gameCode) });
  void queryClient.invalidateQueries({ queryKey: lotteryKeys.myBets(gameCode) });
}

/** Writes the balance a bet or cancel answered into the board (the header has its own copy). */
export function setBoardBalance(queryClient: QueryClient, gameCode: string, balance: string) {
  queryClient.setQueriesData<Clocked<LotteryBoard>>(
    { queryKey: lotteryKeys.board(gameCode) },
    (board) => (board === undefined ? board : { ...board, balance }),
  );
}
