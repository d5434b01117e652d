import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import { popularNoticeQuery } from './content-api.ts';
import './content-texts.ts';
import styles from './notice-marquee.module.css';

/** Props of `NoticeMarquee`. */
export interface NoticeMarqueeProps {
  /** Opens the notice modal on the notice at this index. */
  onOpen: (index: number) => void;
}

/**
 * The popular notices scrolling across the home page (spec section 2); a click opens the
 * notice modal at that notice. The scroll pauses on hover and focus, and stops for visitors
 * who ask for reduced motion (the list then wraps and stays still).
 */
export function NoticeMarquee({ onOpen }: NoticeMarqueeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(popularNoticeQuery(language));
  const list = query.data?.list ?? [];
  return (
    <section className={styles.marquee} aria-label={t('content.notices.label')}>
      <Icon name="bell" size={18} className={styles.icon} />
      <div className={styles.viewport}>
        {list.length === 0 ? null : (
          <div
            className={styles.track}
            style={{ animationDuration: `${Math.max(20, list.length * 9)}s` }}
          >
            <ul className={styles.list}>
              {list.map((notice, index) => (
                <li key={notice.id}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-label={t('content.notices.open', { title: notice.title })}
                    onClick={() => onOpen(index)}
                  >
                    <strong>{notice.title}</strong>
                    {notice.content === notice.title ? null : (
                      <span className={styles.text}>{notice.content}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
            {/* A second copy follows the first, so the loop has no gap; it is only decoration. */}
            <ul className={[styles.list, styles.copy].join(' ')} aria-hidden="true">
              {list.map((notice, index) => (
                <li key={notice.id}>
                  <button
                    type="button"
                    tabIndex={-1}
                    className={styles.item}
                    onClick={() => onOpen(index)}
                  >
                    <strong>{notice.title}</strong>
                    {notice.content === notice.title ? null : (
                      <span className={styles.text}>{notice.content}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
