import type { LotteryBoard } from '@portal/contract/lottery/wire';
import { Link } from 'react-router';
import { Icon } from '../../shared/ui/icon.tsx';
import { ResultBalls } from './balls.tsx';
import { cadenceLabel } from './lottery-labels.ts';
import type { LotteryMoney } from './lottery-money.ts';
import { CommitmentLine } from './commitment-line.tsx';
import { useLotteryText } from './lottery-texts.ts';
import { phaseOf, phaseText } from './period-phase.ts';
import styles from './board.module.css';

/** Props of `BoardHeader`. */
export interface BoardHeaderProps {
  board: LotteryBoard;
  now: number;
  lobbyHref: string;
  money: LotteryMoney;
}

/**
 * The board's head: the game, the period on sale with its countdown (to the close, then to the
 * draw), the seed commitment published for it, and the last result.
 */
export function BoardHeader({ board, now, lobbyHref, money }: BoardHeaderProps) {
  const { lt } = useLotteryText();
  const { game, next } = board;
  const current = game.current;
  const phase = phaseOf(current, now);
  const last = game.last;
  const lastResult = last?.result ?? null;
  return (
    <header className={styles.head}>
      <div className={styles.headGame}>
        <Link to={lobbyHref} className={styles.back}>
          <Icon name="chevronLeft" size={16} />
          {lt('lottery.board.backToLobby')}
        </Link>
        <h1 className={styles.title}>{game.name}</h1>
        <div className={styles.chips}>
          <span className={styles.chip}>{lt(`lottery.families.${game.gameGroupCode}`)}</span>
          <span className={styles.chip}>{cadenceLabel(lt, game.periodSeconds)}</span>
          <span className={styles.chip}>
            {lt('lottery.board.balance')}: <strong>{money.text(board.balance)}</strong>
          </span>
        </div>
      </div>

      <div className={styles.headPeriod}>
        <span className={styles.label}>{lt('lottery.board.period')}</span>
        <strong className={styles.periodNo}>{current?.periodNo ?? '—'}</strong>
        <p className={styles.countdown} data-phase={phase.kind} role="timer" aria-live="off">
          {phase.kind === 'opening'
            ? `${lt('lottery.phase.drawingNow')} ${phaseText(lt, phase, now)}`
            : phaseText(lt, phase, now)}
        </p>
        {next === null ? null : (
          <span className={styles.muted}>
            {lt('lottery.board.nextPeriod', { period: next.periodNo })}
          </span>
        )}
      </div>

      <div className={styles.headLast}>
        <span className={styles.label}>{lt('lottery.board.lastResult')}</span>
        {last === null || lastResult === null ? (
          <span className={styles.muted}>{lt('lottery.board.noResult')}</span>
        ) : (
          <>
            <ResultBalls
              shape={game.shape}
              result={lastResult}
              size={game.shape === 'PK10' ? 'sm' : 'md'}
            />
            <span className={styles.muted}>
              {lt('lottery.board.lastPeriod', { period: last.periodNo })}
            </span>
          </>
        )}
      </div>

      <CommitmentLine commitment={current?.seedCommitment ?? null} />
    </header>
  );
}
