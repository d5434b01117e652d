import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { Button } from '../../shared/ui/button.tsx';
import styles from './console.module.css';

/** A query's loading and error states, and its data through `children` once it has some. */
export function QueryState<T>({
  query,
  children,
}: {
  /** A query or an infinite query (flattened by its `select`): what both have in common. */
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <div role="alert" className={styles.stateBox}>
        <p>{errorText(query.error)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('ops.retry')}
        </Button>
      </div>
    );
  return (
    <p role="status" className={styles.stateBox}>
      {t('ops.loading')}
    </p>
  );
}
