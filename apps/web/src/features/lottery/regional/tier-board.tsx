import { drawShapes, tiersOf, type DrawShapeName } from '@portal/contract/lottery/families';
import { padNumber } from '@portal/contract/lottery/tiers';
import { endingCounts } from '@portal/contract/lottery/vn-board';
import { tierLabel } from '../lottery-labels.ts';
import { useRegionalText } from './regional-texts.ts';
import styles from './tier-board.module.css';

/** Props of `TierBoard`. */
export interface TierBoardProps {
  shape: DrawShapeName;
  /** The numbers in tier order, as the wire gives them. */
  result: readonly number[];
  caption: string;
}

/**
 * A tiered result in its traditional layout: a row per prize tier, ĐB (or the first prize) on
 * top and highlighted, every number zero-padded to its tier's digits. On VN boards the last two
 * digits, which lô and đề read, stand out.
 */
export function TierBoard({ shape, result, caption }: TierBoardProps) {
  const { rt, lt } = useRegionalText();
  const vn = drawShapes[shape].family === 'VN';
  return (
    <table className={styles.board} data-family={vn ? 'VN' : 'SEA'}>
      <caption className={styles.caption}>{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{rt('lotteryRegional.results.prize')}</th>
          <th scope="col">{rt('lotteryRegional.results.numbers')}</th>
        </tr>
      </thead>
      <tbody>
        {tiersOf(shape).map((tier, index) => (
          <tr key={tier.tier} data-first={index === 0 ? 'true' : undefined}>
            <th scope="row" className={styles.tier}>
              {tierLabel(lt, tier.tier)}
            </th>
            <td>
              <ul className={styles.numbers} data-count={tier.positions.length}>
                {tier.positions.map((position) => {
                  const text = padNumber(result[position] ?? 0, tier.digits);
                  return (
                    <li key={position} className={styles.number}>
                      {vn && text.length > 2 ? (
                        <>
                          {text.slice(0, -2)}
                          <span className={styles.ending}>{text.slice(-2)}</span>
                        </>
                      ) : (
                        text
                      )}
                    </li>
                  );
                })}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Props of `LotoTable`. */
export interface LotoTableProps {
  shape: DrawShapeName;
  result: readonly number[];
}

/**
 * The lô tô of a VN board: every prize's last two digits grouped by đầu (tens), each đuôi as
 * often as it came up; how players read lô and xiên at a glance.
 */
export function LotoTable({ shape, result }: LotoTableProps) {
  const { rt } = useRegionalText();
  const endings = endingCounts(shape, result, 2);
  const heads = Array.from({ length: 10 }, (_, head) =>
    [...endings.entries()]
      .filter(([n]) => Math.floor(n / 10) === head)
      .sort(([a], [b]) => a - b)
      .flatMap(([n, times]) => new Array<number>(times).fill(n % 10)),
  );
  return (
    <table className={styles.loto}>
      <caption className={styles.lotoCaption}>{rt('lotteryRegional.results.loto')}</caption>
      <thead>
        <tr>
          <th scope="col">{rt('lotteryRegional.results.head')}</th>
          <th scope="col">{rt('lotteryRegional.results.tails')}</th>
        </tr>
      </thead>
      <tbody>
        {heads.map((tails, head) => (
          <tr key={head}>
            <th scope="row">{head}</th>
            <td>{tails.length === 0 ? '—' : tails.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
