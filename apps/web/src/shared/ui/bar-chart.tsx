import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { useId } from 'react';
import styles from './bar-chart.module.css';

/** How a series' bars are coloured: by sign (gain green, loss red) or in one colour. */
export type BarTone = 'signed' | 'primary' | 'accent' | 'info';

/** One series of bars: a value per category. */
export interface BarSeries {
  key: string;
  /** The series' name (legend, table head, bar titles). */
  label: string;
  /**
   * Bar heights per category, in any unit shared by the chart's series (minor units, counts).
   * Only geometry: every text shown comes from `texts`.
   */
  values: readonly number[];
  /** What each value reads as (a formatted amount or count). */
  texts: readonly string[];
  tone: BarTone;
}

/** Props of `BarChart`. */
export interface BarChartProps {
  /** The categories along the bottom (formatted days, product names), one bar group each. */
  categories: readonly string[];
  series: readonly BarSeries[];
  /** The image's accessible name: the chart's message in words. */
  summary: string;
  /** The name of the data table beside the chart (read by assistive technology). */
  caption: string;
  /** The head of the table's category column. */
  categoryHead?: string | undefined;
  /** `short`: a lower chart for small numbers (counts) beside a regular one. */
  size?: 'regular' | 'short' | undefined;
}

const width = 760;
const margin = { top: 16, right: 12, bottom: 28, left: 12 };

/**
 * Grouped bars per category (visx scales and shapes, drawn as SVG), above and below a zero line.
 * Screen readers get `summary` as the image's name and every value in a table beside it; a chart
 * of several series has a legend.
 */
export function BarChart({
  categories,
  series,
  summary,
  caption,
  categoryHead,
  size = 'regular',
}: BarChartProps) {
  const tableId = useId();
  const height = size === 'short' ? 180 : 240;
  if (categories.length === 0 || series.length === 0) return null;
  const all = series.flatMap((entry) => entry.values);
  const top = Math.max(0, ...all);
  const bottom = Math.min(0, ...all);
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const keys = categories.map((_, index) => String(index));
  const x = scaleBand({ domain: keys, range: [0, innerWidth], padding: 0.28 });
  const inner = scaleBand({
    domain: series.map((entry) => entry.key),
    range: [0, x.bandwidth()],
    padding: series.length > 1 ? 0.12 : 0,
  });
  const y = scaleLinear({
    domain: [bottom, top === bottom ? top + 1 : top],
    range: [innerHeight, 0],
  });
  const zeroY = y(0);
  const labelEvery = Math.ceil(categories.length / 10);
  const barWidth = Math.max(2, Math.min(series.length > 1 ? 18 : 28, inner.bandwidth()));
  const toneOf = (tone: BarTone, value: number) =>
    tone === 'signed' ? (value >= 0 ? styles.gain : styles.loss) : styles[tone];
  return (
    <figure className={styles.figure}>
      {series.length > 1 ? (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((entry) => (
            <li key={entry.key}>
              <span className={[styles.swatch, toneOf(entry.tone, 1)].join(' ')} />
              {entry.label}
            </li>
          ))}
        </ul>
      ) : null}
      <svg
        className={[styles.chart, styles[size]].join(' ')}
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
          {keys.map((key, index) =>
            series.map((entry) => {
              const value = entry.values[index] ?? 0;
              const edge = y(value);
              const barHeight = Math.max(Math.abs(zeroY - edge), value === 0 ? 0 : 1);
              const left =
                (x(key) ?? 0) + (inner(entry.key) ?? 0) + (inner.bandwidth() - barWidth) / 2;
              return (
                <Bar
                  key={`${key}-${entry.key}`}
                  className={toneOf(entry.tone, value)}
                  x={left}
                  y={value >= 0 ? zeroY - barHeight : zeroY}
                  width={barWidth}
                  height={barHeight}
                  rx={Math.min(3, barWidth / 3)}
                >
                  <title>
                    {series.length > 1
                      ? `${categories[index]} · ${entry.label}: ${entry.texts[index]}`
                      : `${categories[index]}: ${entry.texts[index]}`}
                  </title>
                </Bar>
              );
            }),
          )}
          <AxisBottom
            top={innerHeight}
            scale={x}
            hideAxisLine
            hideTicks
            tickValues={keys.filter((_, index) => index % labelEvery === 0)}
            tickFormat={(key) => categories[Number(key)] ?? ''}
            tickLabelProps={{ className: styles.label }}
          />
        </Group>
      </svg>
      <table id={tableId} className="visually-hidden">
        <caption>{caption}</caption>
        {series.length > 1 || categoryHead !== undefined ? (
          <thead>
            <tr>
              <th scope="col">{categoryHead}</th>
              {series.map((entry) => (
                <th key={entry.key} scope="col">
                  {entry.label}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {categories.map((category, index) => (
            <tr key={keys[index]}>
              <th scope="row">{category}</th>
              {series.map((entry) => (
                <td key={entry.key}>{entry.texts[index]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
