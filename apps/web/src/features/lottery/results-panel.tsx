import type { DrawShapeName } from '@portal/contract/lottery/families';
import { useQuery } from '@tanstack/react-query';
import { memo, useId } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import { useSessionStore } from '../session/index.ts';
import { ResultBalls } from './balls.tsx';
import { openedQueryOptions } from './lottery-api.ts';
import { listQueryStatus } from './lottery-status.tsx';
import { useLotteryText } from './lottery-texts.ts';
import { TrendChart } from './trend-chart.tsx';
import styles from './board.module.css';

/** Props of `ResultsPanel`. */
export interface ResultsPanelProps {
  gameCode: string;
  shape: DrawShapeName;
  onVerify: (periodNo: string) => void;
}

/** The last drawn periods with their balls and a verify button each, beside the trend chart. */
export const ResultsPanel = memo(function ResultsPanel({
  gameCode,
  shape,
  onVerify,
}: ResultsPanelProps) {
  const { lt } = useLotteryText();
  const titleId = useId();
  const token = useSessionStore((state) => state.token);
  const query = useQuery(openedQueryOptions(gameCode, token));
  const list = query.data?.list ?? [];

  let content = listQueryStatus(query, list.length, lt('lottery.results.empty'));
  if (content === null) {
    content = (
      <div className={styles.resultsGrid}>
        <div className={`${styles.tableWrap} ${styles.scroll}`}>
          <table className={styles.table}>
            <caption className="visually-hidden">{lt('lottery.results.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{lt('lottery.table.period')}</th>
                <th scope="col">{lt('lottery.table.result')}</th>
                <th scope="col">
                  <span className="visually-hidden">{lt('lottery.table.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((period) => (
                <tr key={period.periodNo}>
                  <th scope="row" className={styles.periodCell}>
                    {period.periodNo}
                  </th>
                  <td>
                    {period.result === null ? (
                      '—'
                    ) : (
                      <ResultBalls
                        shape={shape}
                        result={period.result}
                        size={shape === 'PK10' ? 'xs' : 'sm'}
                      />
                    )}
                  </td>
                  <td className={styles.num}>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={lt('lottery.results.verifyPeriod', { period: period.periodNo })}
                      disabled={period.result === null}
                      onClick={() => onVerify(period.periodNo)}
                    >
                      <Icon name="shield" size={14} />
                      {lt('lottery.results.verify')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.trendBox}>
          <h3 className={styles.subTitle}>{lt('lottery.trend.title')}</h3>
          <TrendChart shape={shape} periods={list} />
        </div>
      </div>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        <Icon name="chart" size={18} />
        {lt('lottery.results.title')}
      </h2>
      {content}
    </section>
  );
});
