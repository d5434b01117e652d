import { responsibleGamingOpsEndpoints as rgOps } from '@portal/contract/responsible-gaming';
import type { InputOf } from '@portal/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsCall } from './operator-session.ts';

/** A lift request state the list shows. */
export type LiftState = 'pending' | 'approved' | 'rejected';

/** Query keys of the Responsible gaming page, under the console's `ops` (a logout clears them). */
export const rgKeys = {
  all: ['ops', 'rg'] as const,
  settings: ['ops', 'rg', 'settings'] as const,
  /** Every lift list and every member looked up: what a request or a decision makes stale. */
  lifts: (state: LiftState) => ['ops', 'rg', 'lifts', state] as const,
  member: (account: string) => ['ops', 'rg', 'member', account.toLowerCase()] as const,
};

/** The brand's responsible-gaming rules. */
export function useRgSettings() {
  return useQuery({
    queryKey: rgKeys.settings,
    queryFn: ({ signal }) => opsCall(rgOps.opsSettings, {}, { signal }),
  });
}

/** Saves the rules; the answer (what the server now reads) replaces the cached ones. */
export function useSaveRgSettings(onSaved: () => void, onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof rgOps.opsSettingsSave>) =>
      opsCall(rgOps.opsSettingsSave, input),
    onSuccess: (settings) => {
      queryClient.setQueryData(rgKeys.settings, settings);
      onSaved();
    },
    onError,
  });
}

/** The brand's lift requests in one state, newest first. */
export function useRgLifts(state: LiftState) {
  return useQuery({
    queryKey: rgKeys.lifts(state),
    queryFn: ({ signal }) => opsCall(rgOps.opsLifts, { state }, { signal }),
  });
}

/** A member's controls by login; off until an account is given. */
export function useRgMember(account: string) {
  return useQuery({
    queryKey: rgKeys.member(account),
    queryFn: ({ signal }) => opsCall(rgOps.opsMember, { account }, { signal }),
    enabled: account !== '',
  });
}

/**
 * One of the page's actions (ask for a lift, decide one, pay out): the lists and the member
 * shown follow once it went through.
 */
export function useRgAction<I, O>(
  run: (input: I) => Promise<O>,
  callbacks: {
    onMutate: () => void;
    onSuccess: (out: O, input: I) => void;
    onError: (e: unknown) => void;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onMutate: callbacks.onMutate,
    onSuccess: (out, input) => {
      callbacks.onSuccess(out, input);
      void queryClient.invalidateQueries({ queryKey: rgKeys.all });
    },
    onError: callbacks.onError,
  });
}
