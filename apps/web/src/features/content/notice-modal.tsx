import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatDate } from '../../shared/lib/format-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import { popularNoticeQuery } from './content-api.ts';
import './content-texts.ts';
import styles from './notice-modal.module.css';

/** Props of `NoticeModal`. */
export interface NoticeModalProps {
  /** The notice to open on (a marquee click); absent from the header's notice button. */
  index?: number | undefined;
  onClose: () => void;
}

/**
 * Opened from the header without a chosen notice, the dialog only informs and closes by itself
 * after 5 s; opened on a notice from the marquee it stays until closed.
 */
export const noticeAutoCloseMs = 5000;

/** The notice popup: the popular notices one at a time, with previous and next. */
export function NoticeModal({ index, onClose }: NoticeModalProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const query = useQuery(popularNoticeQuery(language));
  const list = query.data?.list ?? [];
  const [current, setCurrent] = useState(index ?? 0);
  const at = Math.min(Math.max(current, 0), Math.max(list.length - 1, 0));
  const notice = list[at];

  return (
    <Dialog
      title={t('modals.noticeTitle')}
      onClose={onClose}
      size="md"
      autoCloseMs={index === undefined ? noticeAutoCloseMs : undefined}
    >
      {query.isPending ? (
        <p role="status">{t('content.loading')}</p>
      ) : query.isError ? (
        <p role="alert">{t('content.error')}</p>
      ) : notice === undefined ? (
        <p>{t('content.empty')}</p>
      ) : (
        <article className={styles.notice}>
          <h3 className={styles.title}>{notice.title}</h3>
          <time className={styles.date} dateTime={notice.createdAt}>
            {formatDate(notice.createdAt, i18n.language)}
          </time>
          <p className={styles.text}>{notice.content}</p>
          {list.length > 1 ? (
            <div className={styles.nav}>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                disabled={at === 0}
                aria-label={t('content.notices.previous')}
                onClick={() => setCurrent(at - 1)}
              >
                <Icon name="chevronLeft" />
              </Button>
              <span>{t('content.notices.position', { index: at + 1, total: list.length })}</span>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                disabled={at >= list.length - 1}
                aria-label={t('content.notices.next')}
                onClick={() => setCurrent(at + 1)}
              >
                <Icon name="chevronRight" />
              </Button>
            </div>
          ) : null}
        </article>
      )}
    </Dialog>
  );
}
