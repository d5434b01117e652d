import { agentEndpoints } from '@portal/contract/agent';
import type { agentAnnouncement } from '@portal/contract/agent/announcements';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { call } from '../../shared/api/api-client.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus, queryStatus } from '../../shared/money/list-status.tsx';
import { Pager } from '../../shared/money/pager.tsx';
import { StatusPill } from '../../shared/money/status-pill.tsx';
import styles from '../../shared/money/wallet.module.css';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { SafeHtml } from '../content/index.ts';
import { agentKey } from './agent-key.ts';
import { announcementsQuery } from './announcements-query.ts';
import './agent-texts.ts';
import agentStyles from './agent.module.css';

type Announcement = z.infer<typeof agentAnnouncement>;

/**
 * agentAnnouncement: announcements for agents, newest first, unread ones marked. Opening one
 * shows its HTML (through the shared allow-list) and marks it read.
 */
export function AgentAnnouncementsPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Announcement | null>(null);
  const list = useQuery({ ...announcementsQuery(page), placeholderData: keepPreviousData });

  const read = (item: Announcement) => {
    setOpen(item);
    if (item.read) return;
    // Marking read is a side effect of reading: a failure leaves it unread for next time.
    void call(agentEndpoints.readAnnouncement, { id: item.id })
      .then(() => queryClient.invalidateQueries({ queryKey: agentKey('announcements') }))
      .catch(() => undefined);
  };

  let body = queryStatus(list);
  if (list.isSuccess && list.data.list.length === 0) {
    body = <ListStatus kind="empty" emptyText={t('agent.announcements.empty')} />;
  } else if (list.isSuccess) {
    body = (
      <>
        <ul className={agentStyles.announcements} aria-busy={list.isFetching}>
          {list.data.list.map((item) => (
            <li key={item.id} className={agentStyles.announcement} data-unread={!item.read}>
              <div>
                <div className={agentStyles.announcementTitle}>
                  {item.read ? null : <span className={agentStyles.unreadDot} aria-hidden="true" />}
                  {item.title}
                </div>
                <span className={styles.muted}>{formatTime(item.time, i18n.language)}</span>
              </div>
              <div className={agentStyles.rowActions}>
                {item.read ? null : (
                  <StatusPill tone="warning" label={t('agent.announcements.unread')} />
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${t('agent.announcements.open')}: ${item.title}`}
                  onClick={() => read(item)}
                >
                  {t('agent.announcements.open')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <Pager
          page={list.data.pageNum}
          totalPages={list.data.totalPages}
          total={list.data.total}
          onPage={setPage}
          busy={list.isFetching}
        />
      </>
    );
  }
  const unread = list.data?.unread ?? 0;
  return (
    <Card
      title={t('agent.announcements.title')}
      icon="bell"
      actions={
        unread > 0 ? (
          <StatusPill
            tone="accent"
            label={t('agent.announcements.unreadCount', { count: unread })}
          />
        ) : undefined
      }
    >
      {body}
      {open === null ? null : (
        <Dialog title={open.title} size="lg" onClose={() => setOpen(null)}>
          <p className={styles.muted}>{formatTime(open.time, i18n.language)}</p>
          <SafeHtml html={open.content} />
        </Dialog>
      )}
    </Card>
  );
}
