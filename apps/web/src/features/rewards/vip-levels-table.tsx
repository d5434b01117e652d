import { playTypes } from '@portal/contract/points/rules';
import walletStyles from '../../shared/money/wallet.module.css';
import styles from './rewards.module.css';
import type { VipLevel } from './rewards-types.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/** Props of `VipLevelsTable`. */
export interface VipLevelsTableProps {
  levels: readonly VipLevel[];
  /** The member's level: its row stands out, and says so to screen readers. */
  current: number;
  format: RewardsFormat;
}

/** The money columns of a level, in table order, before the rebate rates. */
const moneyColumns = ['validBet', 'deposit', 'keep', 'upgradeBonus', 'periodBonus'] as const;

/**
 * The brand's whole ladder: what each level takes (valid bets and deposits), what keeping it
 * takes per review period, and what it gives (bonuses, rebate rates per product type, the
 * largest single withdrawal). The rates share one heading over a row of product names.
 */
export function VipLevelsTable({ levels, current, format }: VipLevelsTableProps) {
  const text = useRewardsText();
  const caption = text('rewards.vip.ladderCaption');
  const moneyOf = (level: VipLevel) => [
    format.amount(level.validBet),
    format.amount(level.deposit),
    format.isZero(level.keepValidBet)
      ? text('rewards.common.noTurnover')
      : format.amount(level.keepValidBet),
    format.amount(level.upgradeBonus),
    format.amount(level.periodBonus),
  ];
  return (
    // A wide table scrolls sideways: keyboard users reach the scroll through focus.
    <div className={walletStyles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={walletStyles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              {text('rewards.vip.columns.level')}
            </th>
            {moneyColumns.map((column) => (
              <th key={column} scope="col" rowSpan={2} className={walletStyles.num}>
                {text(`rewards.vip.columns.${column}`)}
              </th>
            ))}
            <th scope="colgroup" colSpan={playTypes.length} className={styles.groupHead}>
              {text('rewards.vip.columns.rebate')}
            </th>
            <th scope="col" rowSpan={2} className={walletStyles.num}>
              {text('rewards.vip.columns.withdrawMax')}
            </th>
          </tr>
          <tr>
            {playTypes.map((product) => (
              <th key={product} scope="col" className={walletStyles.num}>
                {text(`rewards.products.${product}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => {
            const mine = level.level === current;
            return (
              <tr
                key={level.level}
                className={mine ? styles.currentRow : undefined}
                aria-current={mine ? 'true' : undefined}
              >
                <th scope="row">
                  {level.name}
                  {mine ? (
                    <span className="visually-hidden"> {text('rewards.vip.yours')}</span>
                  ) : null}
                </th>
                {moneyOf(level).map((cell, index) => (
                  <td key={moneyColumns[index]} className={walletStyles.num}>
                    {cell}
                  </td>
                ))}
                {playTypes.map((product) => (
                  <td key={product} className={walletStyles.num}>
                    {format.rate(level.rebate[product])}
                  </td>
                ))}
                <td className={walletStyles.num}>
                  {level.withdrawMax === null
                    ? text('rewards.vip.brandLimit')
                    : format.amount(level.withdrawMax)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
