import { parseMinor } from '@portal/contract/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/money/format-time.ts';
import styles from './profit-chart.module.css';

/** One day of the chart. */
export interface ProfitDay {
  date: string;
  profit: string;
}

/** Props of `ProfitChart`. */
export interface ProfitChartProps {
  days: readonly ProfitDay[];
  /** Formats an amount with the currency symbol. */
  money: (amount: string) => string;
}

const width = 760;
const height = 240;
const pad = { top: 16, right: 12, bottom: 28, left: 12 };

/**
 * The profit and loss per day as an inline SVG bar chart: gains rise above the zero line in
 * green, losses fall below it in red. Screen readers get a summary (period, best and worst day)
 * as the image's name and every day's value in a table beside it. Bar heights are geometry,
 * computed from the minor units; no amount is ever shown from a float.
 */
export function ProfitChart({ days, money }: ProfitChartProps) {
  const { t, i18n } = useTranslation();
  const tableId = useId();
  if (days.length === 0) return null;
  const minor = days.map((day) => parseMinor(day.profit, 8));
  const top = minor.reduce((max, value) => (value > max ? value : max), 0n);
  const bottom = minor.reduce((min, value) => (value < min ? value : min), 0n);
  const span = Number(top - bottom) || 1;
  const plotHeight = height - pad.top - pad.bottom;
  const zeroY = pad.top + (Number(top) / span) * plotHeight;
  const slot = (width - pad.left - pad.right) / days.length;
  const barWidth = Math.max(2, Math.min(28, slot * 0.68));
  const labelEvery = Math.ceil(days.length / 10);
  const bestIndex = minor.indexOf(minor.reduce((a, b) => (b > a ? b : a)));
  const worstIndex = minor.indexOf(minor.reduce((a, b) => (b < a ? b : a)));
  const dayText = (index: number) =>
    t('wallet.profit.dayValue', {
      date: formatDay(days[index]!.date, i18n.language),
      amount: money(days[index]!.profit),
    });
  const summary = t('wallet.profit.chartSummary', {
    count: days.length,
    start: formatDay(days[0]!.date, i18n.language),
    end: formatDay(days.at(-1)!.date, i18n.language),
    best: dayText(bestIndex),
    worst: dayText(worstIndex),
  });
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={summary}
        aria-describedby={tableId}
        preserveAspectRatio="none"
      >
        <line className={styles.zero} x1={pad.left} x2={width - pad.right} y1={zeroY} y2={zeroY} />
        {days.map((day, index) => {
          const value = Number(minor[index]);
          const barHeight = Math.max((Math.abs(value) / span) * plotHeight, value === 0 ? 0 : 1);
          const x = pad.left + slot * index + (slot - barWidth) / 2;
          const y = value >= 0 ? zeroY - barHeight : zeroY;
          return (
            <g key={day.date}>
              <rect
                className={value >= 0 ? styles.gain : styles.loss}
                x={x}
                y={y}
                width={barWidth}
                height={barHeight}
                rx={Math.min(3, barWidth / 3)}
              >
                <title>{dayText(index)}</title>
              </rect>
              {index % labelEvery === 0 ? (
                <text className={styles.label} x={x + barWidth / 2} y={height - 8}>
                  {formatDay(day.date, i18n.language)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table id={tableId} className="visually-hidden">
        <caption>{t('wallet.profit.chartTitle')}</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date, i18n.language)}</th>
              <td>{money(day.profit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
