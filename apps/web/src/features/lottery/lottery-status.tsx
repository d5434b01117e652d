import { useTranslation } from '../../i18n/use-translation.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { Button } from '../../shared/ui/button.tsx';
import styles from './board.module.css';

/** Props of `LotteryStatus`. */
export interface LotteryStatusProps {
  /** What a query shows instead of its content. */
  kind: 'loading' | 'error' | 'empty';
  /** The loading or empty text. */
  text?: string | undefined;
  /** The failure, for its message (error only). */
  error?: unknown;
  onRetry?: (() => void) | undefined;
}

/**
 * The loading, empty and error states of the lottery's lists: loading is a polite status, an
 * error an alert with its reason and a retry button.
 */
export function LotteryStatus({ kind, text, error, onRetry }: LotteryStatusProps) {
  const { t } = useTranslation();
  if (kind === 'loading') {
    return (
      <p className={styles.stateBox} role="status">
        {text ?? t('common.loading')}
      </p>
    );
  }
  if (kind === 'empty') return <p className={styles.stateBox}>{text}</p>;
  return (
    <div className={styles.stateBox} data-kind="error" role="alert">
      <p>{errorText(error)}</p>
      {onRetry === undefined ? null : (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

/** What a list query needs of TanStack Query's result to show its state. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The state a list query shows instead of its rows (loading, error with retry, or `emptyText`
 * when it answered no rows), or null when the rows are there to show.
 */
export function listQueryStatus(query: ListQuery, rows: number, emptyText: string) {
  if (query.isPending) return <LotteryStatus kind="loading" />;
  if (query.isError) {
    return <LotteryStatus kind="error" error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (rows === 0) return <LotteryStatus kind="empty" text={emptyText} />;
  return null;
}
