import type {
  LotteryRegion,
  VnMenuGame,
  VnMenuOutput,
  VnOpenedResult,
} from '@portal/contract/lottery/vn-wire';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../shared/ui/icon.tsx';
import { Tabs } from '../../../shared/ui/tabs.tsx';
import { useSessionStore } from '../../session/index.ts';
import { byDrawDay } from './draw-times.ts';
import { recentQueryOptions } from './regional-api.ts';
import { useRegionalText } from './regional-texts.ts';
import { StationCard } from './station-card.tsx';
import styles from './regional.module.css';

/** Props of `RegionalLobby`. */
export interface RegionalLobbyProps {
  groups: VnMenuOutput['groups'];
  region: LotteryRegion;
  onRegion: (region: LotteryRegion) => void;
  now: number;
  /** The last draw of each game, by game code. */
  lastResults: ReadonlyMap<string, VnOpenedResult>;
  stationHref: (gameCode: string) => string;
}

/**
 * The stations of an area: the member's recent ones, then a tab per region (South, Central,
 * North; 4D, Thai) with the stations drawing today first and the other days' after.
 */
export function RegionalLobby(props: RegionalLobbyProps) {
  const { groups, region, onRegion, now, lastResults, stationHref } = props;
  const { rt, lt, language } = useRegionalText();
  const group = groups.find((item) => item.region === region) ?? groups[0];
  if (group === undefined) return null;
  const today = group.gameMenus.filter((station) => station.drawsToday);
  const later = group.gameMenus.filter((station) => !station.drawsToday);
  const cards = { now, lastResults, stationHref };
  const section = (title: string, hint: string, days: DayGroup[]) =>
    days.length === 0 ? null : <StationSection title={title} hint={hint} days={days} {...cards} />;
  // Today's stations in one list; the other days' under the day of their next draw.
  const laterDays = byDrawDay(later, language, lt('lottery.phase.none'));
  return (
    <div className={styles.lobby}>
      <RecentStrip groups={groups} stationHref={stationHref} />
      <Tabs
        label={rt('lotteryRegional.regionsLabel')}
        items={groups.map((item) => ({ key: item.region, label: item.name }))}
        selected={group.region}
        onSelect={onRegion}
      >
        <div className={styles.sections}>
          {group.gameMenus.length === 0 ? (
            <p className={styles.muted}>{rt('lotteryRegional.empty')}</p>
          ) : null}
          {section(
            rt('lotteryRegional.today'),
            rt('lotteryRegional.todayHint'),
            today.length === 0 ? [] : [{ day: null, stations: today }],
          )}
          {section(rt('lotteryRegional.otherDays'), rt('lotteryRegional.otherDaysHint'), laterDays)}
        </div>
      </Tabs>
    </div>
  );
}

/** Stations under a day heading, or (`day` null) straight under their section. */
interface DayGroup {
  day: string | null;
  stations: VnMenuGame[];
}

interface StationSectionProps {
  title: string;
  hint: string;
  days: DayGroup[];
  now: number;
  lastResults: ReadonlyMap<string, VnOpenedResult>;
  stationHref: (gameCode: string) => string;
}

function StationSection({ title, hint, days, now, lastResults, stationHref }: StationSectionProps) {
  const titleId = useId();
  const list = (group: DayGroup) => (
    <ul className={styles.cards}>
      {group.stations.map((station) => (
        <li key={station.gameCode}>
          <StationCard
            station={station}
            now={now}
            href={stationHref(station.gameCode)}
            last={lastResults.get(station.gameCode)}
            level={group.day === null ? 3 : 4}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.muted}>{hint}</p>
      </div>
      {days.map((group) =>
        group.day === null ? (
          <div key="today">{list(group)}</div>
        ) : (
          <div key={group.day} className={styles.day}>
            <h3 className={styles.dayTitle}>{group.day}</h3>
            {list(group)}
          </div>
        ),
      )}
    </section>
  );
}

interface RecentStripProps {
  groups: VnMenuOutput['groups'];
  stationHref: (gameCode: string) => string;
}

/** The member's recent games of this area, as quick links; nothing until there are some. */
function RecentStrip({ groups, stationHref }: RecentStripProps) {
  const { rt, language } = useRegionalText();
  const token = useSessionStore((state) => state.token);
  const query = useQuery(recentQueryOptions(token, language));
  const regions = new Set(groups.map((group) => group.region));
  // The call lists VN and SEA games together: this page shows its own area's.
  const recent = (query.data?.list ?? []).filter((game) => regions.has(game.region));
  if (recent.length === 0) return null;
  return (
    <nav className={styles.recent} aria-label={rt('lotteryRegional.recent')}>
      <span className={styles.recentLabel}>
        <Icon name="history" size={16} />
        {rt('lotteryRegional.recent')}
      </span>
      <ul className={styles.recentList}>
        {recent.map((game) => (
          <li key={game.gameCode}>
            <Link to={stationHref(game.gameCode)} className={styles.recentLink}>
              {game.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
