import { useTranslation } from '../../i18n/use-translation.ts';
import { errorText } from '../forms/error-text.ts';
import { Button } from '../ui/button.tsx';
import './wallet-texts.ts';
import styles from './wallet.module.css';

/** Props of `ListStatus`. */
export interface ListStatusProps {
  /** What a query shows instead of its content. */
  kind: 'loading' | 'error' | 'empty';
  /** The failure, for its message (error only). */
  error?: unknown;
  onRetry?: (() => void) | undefined;
  /** The empty text; the generic "no records yet" by default. */
  emptyText?: string | undefined;
}

/**
 * The loading, error and empty states every wallet list and card shares: loading is a polite
 * status, an error is an alert with the reason and a retry button.
 */
export function ListStatus({ kind, error, onRetry, emptyText }: ListStatusProps) {
  const { t } = useTranslation();
  if (kind === 'loading') {
    return (
      <p className={styles.stateBox} role="status">
        {t('wallet.common.loading')}
      </p>
    );
  }
  if (kind === 'empty') {
    return <p className={styles.stateBox}>{emptyText ?? t('wallet.common.empty')}</p>;
  }
  return (
    <div className={styles.stateBox} data-kind="error" role="alert">
      <p>
        {t('wallet.common.error')} {errorText(error)}
      </p>
      {onRetry === undefined ? null : (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('wallet.common.retry')}
        </Button>
      )}
    </div>
  );
}

/** What a query needs of TanStack Query's result to show its state. */
interface StatusQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The state a query shows instead of its content: loading, or its error with a retry; null once
 * it has data (the caller then draws it, narrowed by the query's `isSuccess`).
 */
export function queryStatus(query: StatusQuery) {
  if (query.isPending) return <ListStatus kind="loading" />;
  if (query.isError) {
    return <ListStatus kind="error" error={query.error} onRetry={() => void query.refetch()} />;
  }
  return null;
}
