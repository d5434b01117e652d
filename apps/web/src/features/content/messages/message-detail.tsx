import { contentEndpoints } from '@portal/contract/content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { call } from '../../../shared/api/api-client.ts';
import { openModal } from '../../../shared/modals/modal-store.ts';
import { formatTime } from '../../../shared/lib/format-time.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import '../content-texts.ts';
import { SafeHtml } from '../safe-html.tsx';
import { messageDetailQuery } from './messages-api.ts';
import styles from './messages.module.css';
import { setUnreadCount } from './use-unread-count.ts';

/** Props of `MessageDetail`. */
export interface MessageDetailProps {
  messageId: string;
  onBack: () => void;
  onDeleted: () => void;
}

/**
 * One message: its sanitised content, marked read once it is shown (the answer's count updates
 * every badge), and delete after a confirmation.
 */
export function MessageDetail({ messageId, onBack, onDeleted }: MessageDetailProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(messageDetailQuery(messageId));
  const unread = query.data?.read === false;

  useEffect(() => {
    if (!unread) return;
    call(contentEndpoints.messageRead, { messageIds: [messageId], all: false })
      .then(({ count }) => {
        setUnreadCount(queryClient, count);
        void queryClient.invalidateQueries({ queryKey: ['content', 'messages', 'list'] });
      })
      .catch(() => undefined);
  }, [unread, messageId, queryClient]);

  const confirmDelete = (title: string) =>
    openModal('confirm', {
      title: t('content.messages.deleteTitle'),
      message: t('content.messages.deleteConfirm', { title }),
      confirmLabel: t('content.messages.delete'),
      onConfirm: () => {
        call(contentEndpoints.messageDelete, { messageId })
          .then(({ count }) => {
            setUnreadCount(queryClient, count);
            queryClient.removeQueries({ queryKey: ['content', 'messages', 'detail', messageId] });
            void queryClient.invalidateQueries({ queryKey: ['content', 'messages', 'list'] });
            onDeleted();
          })
          .catch((error: unknown) =>
            openModal('message', {
              title: t('content.messages.deleteTitle'),
              message: error instanceof Error ? error.message : t('content.error'),
            }),
          );
      },
    });

  return (
    <article className={styles.detail} aria-busy={query.isPending}>
      <div className={styles.detailBar}>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <Icon name="chevronLeft" size={16} />
          {t('content.messages.back')}
        </Button>
        {query.data === undefined ? null : (
          <Button variant="ghost" size="sm" onClick={() => confirmDelete(query.data.title)}>
            <Icon name="close" size={16} />
            {t('content.messages.delete')}
          </Button>
        )}
      </div>
      {query.isPending ? <p role="status">{t('content.loading')}</p> : null}
      {query.isError ? <p role="alert">{t('content.error')}</p> : null}
      {query.data === undefined ? null : (
        <>
          <h2 className={styles.detailTitle}>{query.data.title}</h2>
          <time className={styles.date} dateTime={query.data.createdAt}>
            {formatTime(query.data.createdAt, i18n.language)}
          </time>
          <SafeHtml html={query.data.content} />
        </>
      )}
    </article>
  );
}
