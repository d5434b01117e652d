import { drawShapes, type DrawShapeName } from '@portal/contract/lottery/families';
import type { PeriodView } from '@portal/contract/lottery/wire';
import { useState } from 'react';
import { numberText, positionLabel } from './lottery-labels.ts';
import { useLotteryText } from './lottery-texts.ts';
import styles from './board.module.css';

/** Props of `TrendChart`. */
export interface TrendChartProps {
  shape: DrawShapeName;
  /** Drawn periods, newest first (as the results call answers). */
  periods: readonly PeriodView[];
}

const width = 560;
const height = 220;
const margin = { top: 14, right: 14, bottom: 26, left: 30 };

/**
 * The number drawn at one position over the last periods, oldest on the left, as an SVG line
 * with a dot per period. Its accessible name lists the values in order.
 */
export function TrendChart({ shape, periods }: TrendChartProps) {
  const { lt } = useLotteryText();
  const spec = drawShapes[shape];
  const [position, setPosition] = useState(0);
  const drawn = periods
    .filter((period): period is PeriodView & { result: number[] } => period.result !== null)
    .slice()
    .reverse();
  if (drawn.length < 2) return <p className={styles.muted}>{lt('lottery.trend.empty')}</p>;

  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const x = (i: number) =>
    margin.left + (drawn.length === 1 ? 0 : (i * innerWidth) / (drawn.length - 1));
  const y = (n: number) =>
    margin.top + innerHeight - ((n - spec.min) * innerHeight) / (spec.max - spec.min);
  const values = drawn.map((period) => period.result[position] ?? spec.min);
  const points = values.map((n, i) => `${x(i).toFixed(1)},${y(n).toFixed(1)}`).join(' ');
  const ticks = [spec.min, Math.round((spec.min + spec.max) / 2), spec.max];
  const labelEvery = Math.ceil(drawn.length / 6);
  const name = positionLabel(lt, shape, position);

  return (
    <div className={styles.trend}>
      <div
        role="group"
        aria-label={lt('lottery.trend.positionsLabel')}
        className={styles.trendPositions}
      >
        {Array.from({ length: spec.count }, (_, i) => (
          <button
            key={i}
            type="button"
            className={styles.segment}
            aria-pressed={i === position}
            onClick={() => setPosition(i)}
          >
            {positionLabel(lt, shape, i)}
          </button>
        ))}
      </div>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={lt('lottery.trend.chart', {
          position: name,
          count: drawn.length,
          values: values.map((n) => numberText(shape, n)).join(', '),
        })}
      >
        <defs>
          <linearGradient id="lottery-trend-fill" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="var(--color-primary)" stopOpacity="0.35" />
            <stop offset="100%" stopColor="var(--color-primary)" stopOpacity="0" />
          </linearGradient>
        </defs>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={margin.left}
              x2={width - margin.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--color-border)"
              strokeDasharray="3 4"
            />
            <text x={margin.left - 8} y={y(tick) + 4} textAnchor="end" className={styles.axis}>
              {numberText(shape, tick)}
            </text>
          </g>
        ))}
        <polygon
          points={`${x(0)},${y(spec.min)} ${points} ${x(drawn.length - 1)},${y(spec.min)}`}
          fill="url(#lottery-trend-fill)"
        />
        <polyline points={points} fill="none" stroke="var(--color-primary)" strokeWidth={2} />
        {values.map((n, i) => (
          <circle
            key={i}
            cx={x(i)}
            cy={y(n)}
            r={3.5}
            fill="var(--color-bg)"
            stroke="var(--color-primary)"
            strokeWidth={2}
          />
        ))}
        {drawn.map((period, i) =>
          i % labelEvery === 0 || i === drawn.length - 1 ? (
            <text
              key={period.periodNo}
              x={x(i)}
              y={height - 6}
              textAnchor="middle"
              className={styles.axis}
            >
              {period.periodNo.slice(-4)}
            </text>
          ) : null,
        )}
      </svg>
    </div>
  );
}
