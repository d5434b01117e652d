import { tiersOf, type DrawShapeName } from '@portal/contract/lottery/families';
import { lhcColour } from '@portal/contract/lottery/play-methods-lhc';
import { isTiered, numberText, resultTexts, tierLabel } from './lottery-labels.ts';
import { useLotteryText } from './lottery-texts.ts';
import styles from './balls.module.css';

/** Sizes of a ball. */
export type BallSize = 'xs' | 'sm' | 'md' | 'lg';

/** The look of number `n` of a shape: a car plate for PK10, a coloured ball for LHC. */
export function ballLook(shape: DrawShapeName, n: number): string {
  if (shape === 'PK10') return `${styles.plate} ${styles[`car${n}`] ?? ''}`;
  if (shape === 'LHC') return `${styles.ball} ${styles[lhcColour(n).toLowerCase()] ?? ''}`;
  return `${styles.ball} ${shape === '11X5' ? styles.blue : styles.gold}`;
}

/** Props of `Ball`. */
export interface BallProps {
  shape: DrawShapeName;
  value: number;
  size?: BallSize;
}

/** One drawn number: a lottery ball (LHC in its red/blue/green), or a PK10 car plate. */
export function Ball({ shape, value, size = 'md' }: BallProps) {
  return (
    <span className={`${ballLook(shape, value)} ${styles[size]}`} aria-hidden="true">
      {numberText(shape, value)}
    </span>
  );
}

/** Props of `ResultBalls`. */
export interface ResultBallsProps {
  shape: DrawShapeName;
  result: readonly number[];
  size?: BallSize;
}

/**
 * A draw result as balls, named for assistive technology as one line of numbers; the LHC special
 * (the seventh) stands apart after a plus sign.
 */
export function ResultBalls({ shape, result, size = 'md' }: ResultBallsProps) {
  const { lt } = useLotteryText();
  if (isTiered(shape)) {
    return <TieredResult shape={shape} result={result} size={size} />;
  }
  const text = (values: readonly number[]) => values.map((n) => numberText(shape, n)).join(', ');
  const special = shape === 'LHC' && result.length === 7;
  const regular = special ? result.slice(0, 6) : result;
  const label = special
    ? lt('lottery.results.special', {
        regular: text(regular),
        special: numberText(shape, result[6] ?? 0),
      })
    : text(result);
  return (
    <span
      className={`${styles.row} ${styles[`row-${size}`] ?? ''}`}
      role="img"
      aria-label={lt('lottery.results.ball', { numbers: label })}
    >
      {regular.map((n, i) => (
        <Ball key={i} shape={shape} value={n} size={size} />
      ))}
      {special ? (
        <>
          <span className={styles.plus} aria-hidden="true">
            +
          </span>
          <Ball shape={shape} value={result[6] ?? 0} size={size} />
        </>
      ) : null}
    </span>
  );
}

/**
 * A tiered result (VN, SEA) in a line: its numbers zero-padded, the special or first prize
 * first and marked; the smallest size (a table cell) shows that prize alone, the whole board
 * being the results panel's.
 */
function TieredResult({ shape, result, size }: Required<ResultBallsProps>) {
  const { lt } = useLotteryText();
  const texts = resultTexts(shape, result);
  const first = tiersOf(shape)[0]?.tier ?? '';
  const head = lt('lottery.results.tiered', { tier: tierLabel(lt, first), number: texts[0] ?? '' });
  const shown = size === 'xs' ? [] : texts.slice(1);
  return (
    <span
      className={`${styles.row} ${styles[`row-${size}`] ?? ''}`}
      role="img"
      aria-label={lt('lottery.results.ball', {
        numbers: [head, ...shown].join(', '),
      })}
    >
      <span className={`${styles.tierChip} ${styles.tierFirst}`} aria-hidden="true">
        {head}
      </span>
      {shown.map((text, i) => (
        <span key={i} className={styles.tierChip} aria-hidden="true">
          {text}
        </span>
      ))}
    </span>
  );
}
