import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onMemberEvent, openMemberSocket } from './member-socket.ts';
import { setMemberBalance } from './set-member-balance.ts';
import { useSessionStore } from './session-store.ts';

const moneyPattern = /^-?\d{1,18}(?:\.\d{1,8})?$/u;

/** The balance of a `balance` event, when it is a money string. */
function balanceOf(payload: unknown): string | null {
  const balance = (payload as { balance?: unknown } | null)?.balance;
  return typeof balance === 'string' && moneyPattern.test(balance) ? balance : null;
}

/**
 * Keeps the logged-in tab's member socket open (mount it once, from the logged-in header):
 * a `balance` event updates the member-info query, so every balance on screen follows it; a
 * reconnection refetches member info (events may have been missed); a closed session logs the
 * tab out as `useLogout` does.
 */
export function useMemberSocket(): void {
  const token = useSessionStore((state) => state.token);
  const clear = useSessionStore((state) => state.clear);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (token === null) return;
    const infoKey = ['member', 'info', token] as const;
    let first = true;
    const stopReady = onMemberEvent('ready', () => {
      if (!first) void queryClient.invalidateQueries({ queryKey: infoKey });
      first = false;
    });
    const stopBalance = onMemberEvent('balance', (payload) => {
      const balance = balanceOf(payload);
      if (balance === null) return;
      setMemberBalance(queryClient, balance);
    });
    const close = openMemberSocket(token, () => {
      clear();
      queryClient.removeQueries({ queryKey: ['member'] });
    });
    return () => {
      stopReady();
      stopBalance();
      close();
    };
  }, [token, clear, queryClient]);
}
