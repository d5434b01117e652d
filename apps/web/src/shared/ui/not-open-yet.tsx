import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from './icon.tsx';
import styles from './not-open-yet.module.css';

/** Props of `NotOpenYet`. */
export interface NotOpenYetProps {
  /** Heading level that fits the surrounding outline. */
  level?: 2 | 3;
}

/**
 * The plain statement that a section is not open yet. Sections whose content comes later show
 * this instead of sample data, so nobody mistakes a placeholder for a real offer.
 */
export function NotOpenYet({ level = 2 }: NotOpenYetProps) {
  const { t } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.note}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="clock" size={22} />
      </span>
      <div>
        <Heading className={styles.title}>{t('common.notOpenTitle')}</Heading>
        <p className={styles.text}>{t('common.notOpenText')}</p>
      </div>
    </div>
  );
}
