import { contentEndpoints } from '@portal/contract/content';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api-client.ts';

/** Page size of the inbox. */
export const messagesPageSize = 10;

/** One page of the member's inbox, newest first. */
export function messagesQuery(pageNo: number) {
  return queryOptions({
    queryKey: ['content', 'messages', 'list', pageNo] as const,
    queryFn: ({ signal }) =>
      call(contentEndpoints.messages, { pageNo, pageSize: messagesPageSize }, { signal }),
  });
}

/** One message with its content. */
export function messageDetailQuery(messageId: string) {
  return queryOptions({
    queryKey: ['content', 'messages', 'detail', messageId] as const,
    queryFn: ({ signal }) => call(contentEndpoints.messageDetail, { messageId }, { signal }),
  });
}
