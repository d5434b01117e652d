import { useQuery } from '@tanstack/react-query';
import { leaderboardQuery } from './live-queries.ts';
import styles from './live.module.css';
import { useLiveText } from './use-live-text.ts';

/** Today's hosts ranked by the gifts they received. */
export function GiftLeaderboard() {
  const text = useLiveText();
  const board = useQuery(leaderboardQuery());
  return (
    <section className={styles.panel} aria-labelledby="live-board-title">
      <h2 id="live-board-title" className={styles.panelTitle}>
        {text('live.board.title')}
      </h2>
      {board.isPending ? (
        <p className={styles.muted} role="status">
          {text('live.hosts.loading')}
        </p>
      ) : board.isError || board.data.list.length === 0 ? (
        <p className={styles.muted}>{text('live.board.empty')}</p>
      ) : (
        <ol className={styles.board} aria-label={text('live.board.title')}>
          {board.data.list.map((row) => (
            <li key={row.hostId} className={styles.boardRow}>
              <span>{row.hostName}</span>
              <span>
                {row.amount} · {text('live.board.gifts', { count: row.gifts })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
