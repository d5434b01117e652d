import { useTranslation } from '../../i18n/use-translation.ts';
import './wallet-texts.ts';
import styles from './wallet.module.css';

/** What `RefreshButton` refreshes: a react-query result. */
export interface Refreshable {
  refetch: () => Promise<unknown>;
  isFetching: boolean;
}

/** A card's "Refresh" link-button: asks the query again, waiting while it runs. */
export function RefreshButton({ query }: { query: Refreshable }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.refreshLink}
      onClick={() => void query.refetch()}
      disabled={query.isFetching}
    >
      {t('wallet.common.refresh')}
    </button>
  );
}
