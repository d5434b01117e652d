import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client.ts';
import { readToken } from '../../shared/storage/session-values.ts';

/**
 * A page of agent announcements with the unread count (key as `agentKey` makes it). The agent
 * centre's menu asks for the first page too (its badge), so this file imports nothing of the
 * pages and the contract loads inside the call: the centre's own chunk, whose file list the
 * first page of the portal carries, stays small.
 */
export function announcementsQuery(pageNo: number) {
  return queryOptions({
    queryKey: ['agent', readToken(), 'announcements', pageNo] as const,
    queryFn: async ({ signal }) => {
      const { agentEndpoints } = await import('@portal/contract/agent');
      return call(agentEndpoints.announcements, { pageNo, pageSize: 10 }, { signal });
    },
    retry: false,
  });
}
