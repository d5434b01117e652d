import type { LotteryArea, LotteryRegion } from '@portal/contract/lottery/vn-wire';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Icon } from '../../../shared/ui/icon.tsx';
import { SectionFrame } from '../../../shared/ui/section-frame.tsx';
import { LotteryStatus } from '../lottery-status.tsx';
import { useRefetchAtBoundaries, useServerNow } from '../period-phase.ts';
import { areaResultsQueryOptions, menuQueryOptions } from './regional-api.ts';
import { RegionalBoard } from './regional-board.tsx';
import { RegionalLobby } from './regional-lobby.tsx';
import { useRegionalText } from './regional-texts.ts';
import styles from './regional.module.css';

/** Props of `RegionalPage`. */
export interface RegionalPageProps {
  area: LotteryArea;
  /** The station opened from the menu or a launcher (`?gameCode=`). */
  gameCode: string | undefined;
  /** This page's address, with a station's board when given a game code. */
  pageHref: (gameCode?: string) => string;
  depositHref: string;
}

/**
 * /vnLottery and /seaLottery: the area's stations by region, or one station's betting board.
 * The menu is asked once for both (the board's head reads the station's rota, zone and result
 * source from it) and again when a close or draw of any station passes.
 */
export function RegionalPage({ area, gameCode, pageHref, depositHref }: RegionalPageProps) {
  const { rt, language } = useRegionalText();
  const query = useQuery(menuQueryOptions(area, language));
  const results = useQuery(areaResultsQueryOptions(area, language));
  const offset = query.data?.offset ?? 0;
  const now = useServerNow(offset);
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const groups = useMemo(() => query.data?.groups ?? [], [query.data]);
  const stations = groups.flatMap((group) => group.gameMenus);
  useRefetchAtBoundaries(
    stations.flatMap((station) => [station.closesAt ?? 0, station.drawsAt ?? 0]),
    offset,
    refresh,
  );
  const lastResults = useMemo(
    () => new Map((results.data?.list ?? []).map((result) => [result.gameCode, result])),
    [results.data],
  );

  const station = stations.find((item) => item.gameCode === gameCode);
  const [chosenRegion, setRegion] = useState<LotteryRegion | null>(null);
  // Back from a station, the stations of its region show (state kept from render to render).
  if (station !== undefined && chosenRegion !== station.region) setRegion(station.region);
  const region = station?.region ?? chosenRegion ?? groups[0]?.region ?? 'MN';
  const group = groups.find((item) => item.region === region);

  if (gameCode !== undefined && gameCode !== '') {
    return (
      <RegionalBoard
        key={gameCode}
        area={area}
        gameCode={gameCode}
        station={station}
        regionName={group?.name}
        others={(group?.gameMenus ?? []).filter(
          (item) => item.drawsToday && item.gameCode !== gameCode,
        )}
        backHref={pageHref()}
        stationHref={pageHref}
        depositHref={depositHref}
      />
    );
  }

  let content;
  if (query.isPending)
    content = <LotteryStatus kind="loading" text={rt('lotteryRegional.loading')} />;
  else if (query.isError) {
    content = <LotteryStatus kind="error" error={query.error} onRetry={refresh} />;
  } else if (groups.length === 0) {
    content = <LotteryStatus kind="empty" text={rt('lotteryRegional.emptyArea')} />;
  } else {
    content = (
      <RegionalLobby
        groups={groups}
        region={region}
        onRegion={setRegion}
        now={now}
        lastResults={lastResults}
        stationHref={pageHref}
      />
    );
  }

  return (
    <div className={styles.page}>
      <SectionFrame
        title={rt(`lotteryRegional.titles.${area}`)}
        icon="lottery"
        meta={
          <span className={styles.intro}>
            <Icon name="flag" size={14} />
            {rt(`lotteryRegional.intros.${area}`)}
          </span>
        }
      >
        {content}
      </SectionFrame>
    </div>
  );
}
