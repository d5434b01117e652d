import { constants } from '@portal/contract/constants';
import { contentEndpoints } from '@portal/contract/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { call } from '../../../shared/api/api-client.ts';
import { formatDate } from '../../../shared/lib/format-time.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import '../content-texts.ts';
import { Pagination } from '../pagination.tsx';
import { MessageDetail } from './message-detail.tsx';
import { messagesQuery } from './messages-api.ts';
import styles from './messages.module.css';
import { setUnreadCount } from './use-unread-count.ts';

/**
 * messageV2, the member centre's platform messages: the inbox page by page (unread marked),
 * a message's detail (read on opening), mark all read, and delete with a confirmation.
 */
export function MessagePage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useQuery(messagesQuery(page));
  const list = query.data?.list ?? [];
  const unread = query.data?.unread ?? 0;
  const readAll = useMutation({
    mutationFn: () => call(contentEndpoints.messageRead, { messageIds: [], all: true }),
    onSuccess: ({ count }) => {
      setUnreadCount(queryClient, count);
      return queryClient.invalidateQueries({ queryKey: ['content', 'messages'] });
    },
  });

  if (openId !== null) {
    return (
      <MessageDetail
        messageId={openId}
        onBack={() => setOpenId(null)}
        onDeleted={() => setOpenId(null)}
      />
    );
  }

  return (
    <section className={styles.inbox} aria-labelledby="messages-title">
      <div className={styles.bar}>
        <h2 id="messages-title" className={styles.title}>
          {t('content.messages.title')}
          {unread > 0 ? (
            <span className={styles.count}>
              {t('content.messages.unreadCount', { count: unread })}
            </span>
          ) : null}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0 || readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          <Icon name="chat" size={16} />
          {t('content.messages.markAllRead')}
        </Button>
      </div>
      {query.isPending ? <p role="status">{t('content.loading')}</p> : null}
      {query.isError ? (
        <div role="alert" className={styles.state}>
          <p>{t('content.error')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('content.retry')}
          </Button>
        </div>
      ) : null}
      {query.isSuccess && list.length === 0 ? (
        <p className={styles.empty}>{t('content.messages.empty')}</p>
      ) : null}
      {list.length > 0 ? (
        <ul className={styles.list} aria-label={t('content.messages.listLabel')}>
          {list.map((message) => (
            <li key={message.messageId}>
              <button
                type="button"
                className={[styles.item, message.read ? undefined : styles.unread]
                  .filter(Boolean)
                  .join(' ')}
                onClick={() => setOpenId(message.messageId)}
              >
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.itemText}>
                  <span className={styles.itemTitle}>
                    {message.title}
                    {message.read ? null : (
                      <span className="visually-hidden"> ({t('content.messages.unread')})</span>
                    )}
                  </span>
                  <span className={styles.preview}>{message.preview}</span>
                </span>
                <time className={styles.date} dateTime={message.createdAt}>
                  {formatDate(message.createdAt, i18n.language)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination
        page={page}
        totalPages={query.data?.totalPages ?? 0}
        onPage={setPage}
        label={t('content.messages.pagination')}
        range={constants.announcement.pageRange}
        margin={constants.announcement.marginPages}
      />
    </section>
  );
}
