import { lotteryOpsEndpoints } from '@portal/contract/lottery';
import type { DrawShapeName } from '@portal/contract/lottery/families';
import type { ResultEntryState, ResultEntryView } from '@portal/contract/lottery/result-entry';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsCall } from './operator-session.ts';

/** A result entry state to filter on, or `''` for every state. */
export type ResultStateFilter = ResultEntryState | '';

/** Query keys of the Lottery results page, under the console's `ops` so a logout clears them. */
export const lotteryResultsKeys = {
  /** The work list and every page of the entries: what an entry or a decision makes stale. */
  all: ['ops', 'lottery-results'] as const,
  awaiting: ['ops', 'lottery-results', 'awaiting'] as const,
  entries: (state: ResultStateFilter, pageNo: number) =>
    ['ops', 'lottery-results', 'entries', state, pageNo] as const,
  /** A game's shape hardly ever changes: kept apart, so a decision does not ask for it again. */
  shape: (gameCode: string) => ['ops', 'lottery-shape', gameCode] as const,
};

/** The page size of the entries list. */
export const resultEntriesPageSize = 20;

/** The MANUAL periods past their draw time without a result, refreshed as draw times pass. */
export function useAwaitingPeriods() {
  return useQuery({
    queryKey: lotteryResultsKeys.awaiting,
    queryFn: ({ signal }) => opsCall(lotteryOpsEndpoints.opsPeriodsAwaiting, {}, { signal }),
    refetchInterval: 60_000,
  });
}

/** One page of the entered results, newest first. */
export function useResultEntries(state: ResultStateFilter, pageNo: number) {
  return useQuery({
    queryKey: lotteryResultsKeys.entries(state, pageNo),
    queryFn: ({ signal }) =>
      opsCall(
        lotteryOpsEndpoints.opsPeriodResults,
        { pageNo, pageSize: resultEntriesPageSize, ...(state === '' ? {} : { state }) },
        { signal },
      ),
  });
}

/**
 * The result shapes of `gameCodes`, from their terms: an entry carries no shape, and without it
 * a tiered result could not be padded nor corrected. A game whose terms fail stays out.
 */
export function useGameShapes(gameCodes: readonly string[]): ReadonlyMap<string, DrawShapeName> {
  const codes = [...new Set(gameCodes)];
  return useQueries({
    queries: codes.map((gameCode) => ({
      queryKey: lotteryResultsKeys.shape(gameCode),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        opsCall(lotteryOpsEndpoints.opsTerms, { gameCode }, { signal }),
      staleTime: 10 * 60_000,
    })),
    combine: (results) =>
      new Map(
        results.flatMap((result, i) =>
          result.data === undefined ? [] : [[codes[i]!, result.data.shape] as const],
        ),
      ),
  });
}

/** What a decision is about, for its notice: the entry and its game's name. */
export interface Decision {
  entry: ResultEntryView;
  game: string;
  approve: boolean;
  remark: string;
}

/** Approves or rejects an entry; the lists follow once it is decided. */
export function useDecideResult(callbacks: {
  onMutate: () => void;
  onSuccess: (status: string, decision: Decision) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, approve, remark }: Decision) =>
      opsCall(lotteryOpsEndpoints.opsPeriodResultDecide, { entryId: entry.id, approve, remark }),
    onMutate: callbacks.onMutate,
    onSuccess: (out, decision) => {
      callbacks.onSuccess(out.status, decision);
      void queryClient.invalidateQueries({ queryKey: lotteryResultsKeys.all });
    },
    onError: callbacks.onError,
  });
}
