import { parseMinor } from '@portal/contract/money';
import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/lib/format-time.ts';
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
const margin = { top: 16, right: 12, bottom: 28, left: 12 };

/**
 * The profit and loss per day as a bar chart (visx scales and shapes, drawn as SVG): gains rise
 * above the zero line in green, losses fall below it in red. Screen readers get a summary
 * (period, best and worst day) as the image's name and every day's value in a table beside it.
 * Bar heights are geometry from the minor units; every amount shown is the server's string.
 */
export function ProfitChart({ days, money }: ProfitChartProps) {
  const { t, i18n } = useTranslation();
  const tableId = useId();
  if (days.length === 0) return null;
  const minor = days.map((day) => parseMinor(day.profit, 8));
  const top = minor.reduce((max, value) => (value > max ? value : max), 0n);
  const bottom = minor.reduce((min, value) => (value < min ? value : min), 0n);
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand({
    domain: days.map((day) => day.date),
    range: [0, innerWidth],
    padding: 0.32,
  });
  const y = scaleLinear({
    domain: [Number(bottom), top === bottom ? Number(top) + 1 : Number(top)],
    range: [innerHeight, 0],
  });
  const zeroY = y(0);
  const labelEvery = Math.ceil(days.length / 10);
  const bestIndex = minor.indexOf(minor.reduce((a, b) => (b > a ? b : a)));
  const worstIndex = minor.indexOf(minor.reduce((a, b) => (b < a ? b : a)));
  const day = (date: string) => formatDay(date, i18n.language);
  const dayText = (index: number) =>
    t('wallet.profit.dayValue', {
      date: day(days[index]!.date),
      amount: money(days[index]!.profit),
    });
  const summary = t('wallet.profit.chartSummary', {
    count: days.length,
    start: day(days[0]!.date),
    end: day(days.at(-1)!.date),
    best: dayText(bestIndex),
    worst: dayText(worstIndex),
  });
  const barWidth = Math.max(2, Math.min(28, x.bandwidth()));
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={summary}
        aria-describedby={tableId}
      >
        <Group left={margin.left} top={margin.top}>
          <Line
            className={styles.zero}
            from={{ x: 0, y: zeroY }}
            to={{ x: innerWidth, y: zeroY }}
          />
          {days.map((entry, index) => {
            const value = Number(minor[index]);
            const edge = y(value);
            const barHeight = Math.max(Math.abs(zeroY - edge), value === 0 ? 0 : 1);
            const left = (x(entry.date) ?? 0) + (x.bandwidth() - barWidth) / 2;
            return (
              <Bar
                key={entry.date}
                className={value >= 0 ? styles.gain : styles.loss}
                x={left}
                y={value >= 0 ? zeroY - barHeight : zeroY}
                width={barWidth}
                height={barHeight}
                rx={Math.min(3, barWidth / 3)}
              >
                <title>{dayText(index)}</title>
              </Bar>
            );
          })}
          <AxisBottom
            top={innerHeight}
            scale={x}
            hideAxisLine
            hideTicks
            tickValues={days.filter((_, index) => index % labelEvery === 0).map((d) => d.date)}
            tickFormat={(date) => day(date)}
            tickLabelProps={{ className: styles.label }}
          />
        </Group>
      </svg>
      <table id={tableId} className="visually-hidden">
        <caption>{t('wallet.profit.chartTitle')}</caption>
        <tbody>
          {days.map((entry) => (
            <tr key={entry.date}>
              <th scope="row">{day(entry.date)}</th>
              <td>{money(entry.profit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
