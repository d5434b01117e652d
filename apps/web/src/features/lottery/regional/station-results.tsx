import type { LotteryArea } from '@portal/contract/lottery/vn-wire';
import { useQuery } from '@tanstack/react-query';
import { memo, useId, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { listQueryStatus } from '../lottery-status.tsx';
import { stationResultsQueryOptions } from './regional-api.ts';
import { useRegionalText } from './regional-texts.ts';
import { SourceBadge } from './source-badge.tsx';
import { LotoTable, TierBoard } from './tier-board.tsx';
import boardStyles from '../board.module.css';
import styles from './regional.module.css';
import { dateLocale } from '../../../i18n/date-time-text.ts';

/** Props of `StationResults`. */
export interface StationResultsProps {
  area: LotteryArea;
  gameCode: string;
  /** Opens the verifier of a draw made in-house (official results have no seed to check). */
  onVerify: (periodNo: string) => void;
  /** The draw's time zone, so a draw's date is its own (not the viewer's); from the menu. */
  timeZone?: string | undefined;
}

/**
 * A station's latest draws: one at a time as its prize-tier board (the newest first, the
 * others a choice away), with where the result comes from, and for VN the lô tô beside it.
 */
export const StationResults = memo(function StationResults({
  area,
  gameCode,
  onVerify,
  timeZone,
}: StationResultsProps) {
  const { rt, lt, language } = useRegionalText();
  const titleId = useId();
  const selectId = useId();
  const query = useQuery(stationResultsQueryOptions(area, gameCode, language));
  const list = query.data?.list ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const draw = list.find((item) => item.periodNo === chosen) ?? list[0];
  const date = new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: 'medium',
    ...(timeZone === undefined ? {} : { timeZone }),
  });

  let content = listQueryStatus(query, list.length, rt('lotteryRegional.results.empty'));
  if (content === null && draw !== undefined) {
    const inHouse = draw.resultSource === 'IN_HOUSE';
    content = (
      <>
        <div className={styles.resultsBar}>
          <label htmlFor={selectId} className={boardStyles.label}>
            {rt('lotteryRegional.results.draws')}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={draw.periodNo}
            onChange={(event) => setChosen(event.target.value)}
          >
            {list.map((item) => (
              <option key={item.periodNo} value={item.periodNo}>
                {item.periodNo} · {date.format(item.drawnAt)}
              </option>
            ))}
          </select>
          <SourceBadge source={draw.resultSource} explain />
          {draw.resultVersion > 1 ? (
            <span className={boardStyles.pill} data-tone="warning">
              {rt('lotteryRegional.results.version', { n: draw.resultVersion })}
            </span>
          ) : null}
          {inHouse ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={lt('lottery.results.verifyPeriod', { period: draw.periodNo })}
              onClick={() => onVerify(draw.periodNo)}
            >
              <Icon name="shield" size={14} />
              {lt('lottery.results.verify')}
            </Button>
          ) : null}
        </div>
        <div className={draw.region === '4D' || draw.region === 'THAI' ? undefined : styles.boards}>
          <TierBoard
            shape={draw.shape}
            result={draw.result}
            caption={rt('lotteryRegional.results.caption', {
              period: draw.periodNo,
              date: date.format(draw.drawnAt),
            })}
          />
          {draw.shape === 'VN_MB' || draw.shape === 'VN_MN' ? (
            <LotoTable shape={draw.shape} result={draw.result} />
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section className={boardStyles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={boardStyles.cardTitle}>
        <Icon name="chart" size={18} />
        {rt('lotteryRegional.results.title')}
      </h2>
      {content}
    </section>
  );
});
