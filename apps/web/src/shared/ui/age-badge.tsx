import { constants } from '@portal/contract/constants';
import { useTranslation } from '../../i18n/use-translation.ts';
import styles from './age-badge.module.css';

/** The 18+ badge shown in the header and footer (spec sections 1 and 9). */
export function AgeBadge() {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} role="img" aria-label={t('common.ageBadge')}>
      {constants.ageStatement}+
    </span>
  );
}
