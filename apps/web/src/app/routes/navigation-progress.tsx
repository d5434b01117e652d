import { useTranslation } from '../../i18n/use-translation.ts';
import { useNavigationPending } from './portal-router.tsx';
import styles from './navigation-progress.module.css';

/** A thin bar at the top while a navigation waits for a lazy section. */
export function NavigationProgress() {
  const { t } = useTranslation();
  if (!useNavigationPending()) return null;
  return <div className={styles.bar} role="progressbar" aria-label={t('a11y.pageLoading')} />;
}
