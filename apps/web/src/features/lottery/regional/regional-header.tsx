import type { VnMenuGame } from '@portal/contract/lottery/vn-wire';
import type { LotteryBoard } from '@portal/contract/lottery/wire';
import { Link } from 'react-router';
import { Icon } from '../../../shared/ui/icon.tsx';
import { CommitmentLine } from '../commitment-line.tsx';
import type { LotteryMoney } from '../lottery-money.ts';
import { phaseOf, phaseText } from '../period-phase.ts';
import { menuPhase, rotaText, zoneDayTime, zoneName } from './draw-times.ts';
import { useRegionalText } from './regional-texts.ts';
import { SourceBadge } from './source-badge.tsx';
import boardStyles from '../board.module.css';
import styles from './regional.module.css';

/** Props of `RegionalHeader`. */
export interface RegionalHeaderProps {
  board: LotteryBoard;
  /** The station as the menu lists it (region, rota, zone, result source), once it answered. */
  station: VnMenuGame | undefined;
  regionName: string | undefined;
  /** The region's other stations drawing today, for a quick switch. */
  others: readonly VnMenuGame[];
  now: number;
  money: LotteryMoney;
  backHref: string;
  stationHref: (gameCode: string) => string;
}

/**
 * A station's head: its name, region and rota, whether its results are official or a demo
 * drawn in-house, the period on sale with its countdown and draw time in the draw's own zone,
 * the region's other stations of the day, and (drawn in-house) the seed commitment.
 */
export function RegionalHeader(props: RegionalHeaderProps) {
  const { board, station, regionName, others, now, money, backHref, stationHref } = props;
  const { rt, lt, language } = useRegionalText();
  const current = board.game.current;
  const phase = phaseOf(current, now);
  const zone = station?.timeZone;
  const inZone = (at: number, tz: string) =>
    rt('lotteryRegional.zoneTime', {
      time: zoneDayTime(at, tz, language),
      zone: zoneName(rt, tz),
    });
  // A close days away reads better as its day and time than as 68:20:42.
  const closesOn =
    phase.kind === 'open' && phase.until - now > 86_400_000 && zone !== undefined
      ? rt('lotteryRegional.closesOn', { when: inZone(phase.until, zone) })
      : null;
  return (
    <header className={`${boardStyles.head} ${styles.head}`}>
      <div className={boardStyles.headGame}>
        <Link to={backHref} className={boardStyles.back}>
          <Icon name="chevronLeft" size={16} />
          {rt('lotteryRegional.board.back')}
        </Link>
        <h1 className={boardStyles.title}>{board.game.name}</h1>
        <div className={boardStyles.chips}>
          {regionName === undefined ? null : <span className={boardStyles.chip}>{regionName}</span>}
          {station === undefined ? null : (
            <span className={boardStyles.chip}>{rotaText(rt, station, language)}</span>
          )}
          <span className={boardStyles.chip}>
            {lt('lottery.board.balance')}: <strong>{money.text(board.balance)}</strong>
          </span>
        </div>
        {station === undefined ? null : <SourceBadge source={station.resultSource} explain />}
      </div>

      <div className={boardStyles.headPeriod}>
        <span className={boardStyles.label}>{lt('lottery.board.period')}</span>
        <strong className={boardStyles.periodNo}>{current?.periodNo ?? '—'}</strong>
        <p
          className={`${boardStyles.countdown} ${closesOn === null ? '' : styles.closesOn}`}
          data-phase={phase.kind}
          role="timer"
          aria-live="off"
        >
          {closesOn ?? phaseText(lt, phase, now)}
        </p>
        {current === null || zone === undefined ? null : (
          <span className={boardStyles.muted}>
            {rt('lotteryRegional.drawAt', { time: inZone(current.drawsAt, zone) })}
          </span>
        )}
      </div>

      <nav className={boardStyles.headLast} aria-label={rt('lotteryRegional.board.stationsToday')}>
        <span className={boardStyles.label}>{rt('lotteryRegional.board.stationsToday')}</span>
        {others.length === 0 ? (
          <span className={boardStyles.muted}>{rt('lotteryRegional.board.noOthers')}</span>
        ) : (
          <ul className={styles.others}>
            {others.map((other) => {
              const otherPhase = menuPhase(other, now);
              return (
                <li key={other.gameCode}>
                  <Link to={stationHref(other.gameCode)} className={styles.otherLink}>
                    <span>{other.name}</span>
                    <span className={styles.otherTime} data-phase={otherPhase.kind}>
                      {otherPhase.kind === 'scheduled'
                        ? rt('lotteryRegional.opensSoon')
                        : phaseText(lt, otherPhase, now)}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </nav>

      {station?.resultSource === 'IN_HOUSE' ? (
        <CommitmentLine commitment={current?.seedCommitment ?? null} />
      ) : null}
    </header>
  );
}
