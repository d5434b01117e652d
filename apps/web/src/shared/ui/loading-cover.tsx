import { useTranslation } from '../../i18n/use-translation.ts';
import styles from './loading-cover.module.css';

/** Props of `LoadingCover`. */
export interface LoadingCoverProps {
  /** Lets the page show through (over the app) instead of hiding it (app start). */
  translucent?: boolean;
}

/** A full-page loading cover, announced politely to assistive technology. */
export function LoadingCover({ translucent = false }: LoadingCoverProps) {
  const { t } = useTranslation();
  return (
    <div
      className={[styles.cover, translucent ? styles.translucent : undefined]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={styles.content} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    </div>
  );
}
