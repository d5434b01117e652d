import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Icon } from '../../shared/ui/icon.tsx';
import { LotteryStatus } from './lottery-status.tsx';
import { useLotteryText } from './lottery-texts.ts';
import styles from './board.module.css';

/**
 * A betting board before its first answer, for the lottery's boards and the regional ones: the
 * way back, then the loading line or the error with a retry.
 */
export function BoardPending({
  query,
  backHref,
  backLabel,
  onRetry,
}: {
  query: Pick<UseQueryResult, 'isError' | 'error'>;
  backHref: string;
  backLabel: string;
  onRetry: () => void;
}) {
  const { lt } = useLotteryText();
  return (
    <div className={styles.board}>
      <Link to={backHref} className={styles.back}>
        <Icon name="chevronLeft" size={16} />
        {backLabel}
      </Link>
      {query.isError ? (
        <LotteryStatus kind="error" error={query.error} onRetry={onRetry} />
      ) : (
        <p className={styles.loading} role="status">
          {lt('lottery.board.loading')}
        </p>
      )}
    </div>
  );
}
