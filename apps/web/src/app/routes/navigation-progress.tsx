import { useTranslation } from '../../i18n/use-translation.ts';
import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/** A thin bar at the top while a navigation loads a lazy section or runs a loader. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.bar} role="progressbar" aria-label={t('a11y.pageLoading')} />;
}
