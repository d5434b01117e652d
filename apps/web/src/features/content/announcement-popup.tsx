import { constants } from '@portal/contract/constants';
import type { Announcement } from '@portal/contract/content';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDate } from '../../shared/lib/format-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import styles from './announcement-popup.module.css';
import './content-texts.ts';
import { Pagination } from './pagination.tsx';
import { SafeHtml } from './safe-html.tsx';

/** Props of `AnnouncementPopup`. */
export interface AnnouncementPopupProps {
  announcements: readonly Announcement[];
  onClose: () => void;
  /** Opens `/promotions#promoId`; the popup closes first. */
  onGoToPromotion: (promoId: string) => void;
}

const { pageSize, pageRange, marginPages } = constants.announcement;

/**
 * The announcement popup (spec section 2): titles, 8 per page, beside the chosen one's HTML;
 * an announcement tied to a promotion offers "go to promotion"; pages use range 5, margin 1.
 */
export function AnnouncementPopup({
  announcements,
  onClose,
  onGoToPromotion,
}: AnnouncementPopupProps) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState(announcements[0]?.id);
  const totalPages = Math.ceil(announcements.length / pageSize);
  const shown = announcements.slice((page - 1) * pageSize, page * pageSize);
  const selected = announcements.find((item) => item.id === selectedId) ?? shown[0];
  const promoId = selected?.promotionType ? selected.promoId : null;

  return (
    <Dialog
      title={t('content.announcements.title')}
      onClose={onClose}
      size="lg"
      actions={
        <>
          {promoId === null || promoId === undefined ? null : (
            <Button
              variant="secondary"
              onClick={() => {
                onClose();
                onGoToPromotion(promoId);
              }}
            >
              <Icon name="gift" size={18} />
              {t('content.announcements.goToPromotion')}
            </Button>
          )}
          <Button variant="primary" onClick={onClose}>
            {t('content.close')}
          </Button>
        </>
      }
    >
      <div className={styles.layout}>
        <div className={styles.side}>
          <ul className={styles.list} aria-label={t('content.announcements.list')}>
            {shown.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.title}
                  aria-current={item.id === selected?.id ? 'true' : undefined}
                  onClick={() => setSelectedId(item.id)}
                >
                  {item.promotionType ? <Icon name="gift" size={14} /> : null}
                  <span>{item.title}</span>
                </button>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={totalPages}
            range={pageRange}
            margin={marginPages}
            label={t('content.announcements.pagination')}
            onPage={(next) => {
              setPage(next);
              setSelectedId(announcements[(next - 1) * pageSize]?.id);
            }}
          />
        </div>
        <article className={styles.detail} aria-live="polite">
          {selected === undefined ? null : (
            <>
              <h3 className={styles.heading}>{selected.title}</h3>
              <time className={styles.date} dateTime={selected.createdAt}>
                {formatDate(selected.createdAt, i18n.language)}
              </time>
              <SafeHtml html={selected.content} />
            </>
          )}
        </article>
      </div>
    </Dialog>
  );
}
