import { opsEndpoints, type OpsMeOutput } from '@portal/contract/ops';
import type { OpsPermission } from '@portal/contract/ops/roles';
import { useQuery } from '@tanstack/react-query';
import { opsCall } from './operator-session.ts';

/** Query keys of the console: all under `ops`, so a logout clears them in one go. */
export const opsKeys = {
  all: ['ops'] as const,
  me: ['ops', 'me'] as const,
  operators: ['ops', 'operators'] as const,
  /** Every page of the approvals list, whatever its filter: what a decision makes stale. */
  allApprovals: ['ops', 'approvals'] as const,
  approvals: (state: string, pageNo: number) => ['ops', 'approvals', state, pageNo] as const,
  audit: (action: string, pageNo: number) => ['ops', 'audit', action, pageNo] as const,
  /** Every page of the withdrawals list, whatever its filters: what a review makes stale. */
  allWithdrawals: ['ops', 'withdrawals'] as const,
  withdrawals: (status: string, member: string, pageNo: number) =>
    ['ops', 'withdrawals', status, member, pageNo] as const,
  /** Every content list, whatever its kind, filter or page: what a switch makes stale. */
  allContent: ['ops', 'content'] as const,
  content: (kind: string, group: string, pageNo: number) =>
    ['ops', 'content', kind, group, pageNo] as const,
  feedback: (questionType: string, pageNo: number) =>
    ['ops', 'feedback', questionType, pageNo] as const,
  /** Every page of the member search and every member's detail: what an action makes stale. */
  allMembers: ['ops', 'members'] as const,
  members: (q: string, kind: string, locked: string, pageNo: number) =>
    ['ops', 'members', 'search', q, kind, locked, pageNo] as const,
  member: (memberId: string) => ['ops', 'members', 'detail', memberId] as const,
  dashboard: ['ops', 'dashboard'] as const,
  /** The brand's system settings: every change answers them whole. */
  system: ['ops', 'system'] as const,
};

/** The operator of the session and its permissions. */
export function useOperatorMe() {
  return useQuery({
    queryKey: opsKeys.me,
    queryFn: ({ signal }) => opsCall(opsEndpoints.me, {}, { signal }),
    staleTime: 60_000,
  });
}

/** Whether the operator holds a permission (the server checks it again on every call). */
export function can(me: OpsMeOutput | undefined, permission: OpsPermission): boolean {
  return me?.permissions.includes(permission) ?? false;
}
