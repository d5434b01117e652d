import walletStyles from '../../shared/money/wallet.module.css';
import { ListStatus } from '../../shared/money/list-status.tsx';
import { lastInstant } from './rewards-math.ts';
import styles from './rewards.module.css';
import type { Leaderboard } from './rewards-types.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/** Props of `LeaderboardTable`. */
export interface LeaderboardTableProps {
  board: Leaderboard;
  format: RewardsFormat;
}

/**
 * The member's own place in a sentence, then the period's ranking (place, masked player, valid
 * bets) with the member's row highlighted and named as theirs for screen readers, and which
 * bets count. The member's place is said even when their row is below the table's last.
 */
export function LeaderboardTable({ board, format }: LeaderboardTableProps) {
  const text = useRewardsText();
  const caption = text(`rewards.leaderboard.captions.${board.period}`);
  const { mine } = board;
  return (
    <div className={styles.board}>
      <p className={styles.sentence}>
        {mine === null
          ? text('rewards.leaderboard.noBets')
          : text('rewards.leaderboard.mine', {
              rank: format.count(String(mine.rank)),
              amount: format.amount(mine.validBet),
            })}
      </p>
      {board.entries.length === 0 ? (
        <ListStatus kind="empty" emptyText={text('rewards.leaderboard.empty')} />
      ) : (
        // A wide table scrolls sideways: keyboard users reach the scroll through focus.
        <div className={walletStyles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
          <table className={walletStyles.table}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col" className={walletStyles.num}>
                  {text('rewards.leaderboard.rank')}
                </th>
                <th scope="col">{text('rewards.leaderboard.player')}</th>
                <th scope="col" className={walletStyles.num}>
                  {text('rewards.leaderboard.validBet')}
                </th>
              </tr>
            </thead>
            <tbody>
              {board.entries.map((entry, index) => (
                // Ties share a rank and masked names may repeat: the order is the key.
                <tr
                  key={index}
                  className={entry.me ? styles.currentRow : undefined}
                  aria-current={entry.me ? 'true' : undefined}
                >
                  <td className={walletStyles.num}>{entry.rank}</td>
                  <th scope="row">
                    {entry.name}
                    {entry.me ? (
                      <span className="visually-hidden"> {text('rewards.leaderboard.you')}</span>
                    ) : null}
                  </th>
                  <td className={walletStyles.num}>{format.amount(entry.validBet)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={walletStyles.muted}>
        {text(`rewards.leaderboard.counted.${board.period}`, {
          start: format.date(board.start),
          // The period ends at the next one's midnight: its last day is the day before.
          end: format.date(lastInstant(board.end)),
        })}
      </p>
    </div>
  );
}
