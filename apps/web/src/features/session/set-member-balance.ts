import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore, type MemberInfo } from './session-store.ts';

/**
 * Shows at once a balance a money call answered (a lottery slip, a cancelled ticket): the
 * member-info query the header reads, as the socket's `balance` event does, and the stored
 * member snapshot. The socket's own push, when it arrives, carries the same value.
 */
export function setMemberBalance(queryClient: QueryClient, balance: string): void {
  const { token, member } = useSessionStore.getState();
  if (token === null) return;
  queryClient.setQueriesData<MemberInfo>({ queryKey: ['member', 'info', token] }, (info) =>
    info === undefined ? info : { ...info, balance },
  );
  if (member !== null) useSessionStore.setState({ member: { ...member, balance } });
}
