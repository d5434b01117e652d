import type { VnMenuGame, VnOpenedResult } from '@portal/contract/lottery/vn-wire';
import { Link } from 'react-router';
import { Icon } from '../../../shared/ui/icon.tsx';
import { ResultBalls } from '../balls.tsx';
import { phaseText } from '../period-phase.ts';
import { menuPhase, rotaText, zoneDayTime, zoneName, zoneTime } from './draw-times.ts';
import { useRegionalText } from './regional-texts.ts';
import { SourceBadge } from './source-badge.tsx';
import styles from './station-card.module.css';

/** Props of `StationCard`. */
export interface StationCardProps {
  station: VnMenuGame;
  now: number;
  href: string;
  /** The station's last draw, when the area's results have answered. */
  last: VnOpenedResult | undefined;
  /** Its name's heading level: 3 under a section, 4 under a day of a section. */
  level?: 3 | 4;
}

/**
 * One station of a region. Drawing today: a live countdown to the close (then to the draw) and
 * the draw time; another day: the next draw's day and time in the draw's zone and the rota.
 * The whole card is the link to its board; the name is the link's text.
 */
export function StationCard({ station, now, href, last, level = 3 }: StationCardProps) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const { rt, lt, language } = useRegionalText();
  const phase = menuPhase(station, now);
  const zone = zoneName(rt, station.timeZone);
  const drawsAt = station.drawsAt;
  return (
    <article className={styles.card} data-region={station.region}>
      <div className={styles.cardHead}>
        <Heading className={styles.cardTitle}>
          <Link to={href} className={styles.cardLink}>
            {station.name}
          </Link>
        </Heading>
        <SourceBadge source={station.resultSource} compact />
      </div>
      {station.drawsToday ? (
        <>
          <p className={styles.timer} data-phase={phase.kind}>
            <Icon name="clock" size={16} />
            <span>
              {phase.kind === 'scheduled'
                ? rt('lotteryRegional.opensSoon')
                : phaseText(lt, phase, now)}
            </span>
          </p>
          {drawsAt === null ? null : (
            <p className={styles.when}>
              {rt('lotteryRegional.drawAt', {
                time: rt('lotteryRegional.zoneTime', {
                  time: zoneTime(drawsAt, station.timeZone, language),
                  zone,
                }),
              })}
            </p>
          )}
        </>
      ) : (
        <>
          <p className={styles.next}>
            <Icon name="clock" size={16} />
            <span>
              {drawsAt === null
                ? lt('lottery.phase.none')
                : rt('lotteryRegional.nextDraw', {
                    when: rt('lotteryRegional.zoneTime', {
                      time: zoneDayTime(drawsAt, station.timeZone, language),
                      zone,
                    }),
                  })}
            </span>
          </p>
          <p className={styles.when}>{rotaText(rt, station, language)}</p>
        </>
      )}
      <div className={styles.last}>
        {last === undefined ? (
          <span className={styles.muted}>{rt('lotteryRegional.noResult')}</span>
        ) : (
          <>
            <span className={styles.muted}>
              {lt('lottery.lobby.lastResult', { period: last.periodNo })}
            </span>
            <ResultBalls shape={last.shape} result={last.result} size="xs" />
          </>
        )}
      </div>
      <span className={styles.cta} aria-hidden="true">
        {rt('lotteryRegional.bet')}
        <Icon name="chevronRight" size={16} />
      </span>
    </article>
  );
}
