import type { ReactNode } from 'react';
import { playTypes } from '@portal/contract/points/rules';
import walletStyles from '../../shared/money/wallet.module.css';
import styles from './rewards.module.css';
import type { VipLevel } from './rewards-types.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText, type RewardsTextKey } from './use-rewards-text.ts';

/** Props of `VipLevelsTable`. */
export interface VipLevelsTableProps {
  levels: readonly VipLevel[];
  /** The member's level: its row stands out, and says so to screen readers. */
  current: number;
  format: RewardsFormat;
}

/** One column of a ladder table: its head and a level's cell. */
interface LadderColumn {
  key: string;
  head: string;
  cell: (level: VipLevel) => ReactNode;
}

/**
 * The brand's whole ladder, in three tables that each fit the member centre's column from a
 * 1200 px screen (one table of twelve columns scrolled sideways on every desktop): what each
 * level takes (valid bets and deposits, and what keeping it takes per review period), what it
 * gives (bonuses and the largest single withdrawal), and its rebate rate per product type.
 */
export function VipLevelsTable({ levels, current, format }: VipLevelsTableProps) {
  const text = useRewardsText();
  const column = (
    key: keyof typeof columnKeys,
    cell: (level: VipLevel) => ReactNode,
  ): LadderColumn => ({ key, head: text(columnKeys[key]), cell });
  const money = (key: 'validBet' | 'deposit' | 'upgradeBonus' | 'periodBonus') =>
    column(key, (level) => format.amount(level[key]));
  const takes = [
    money('validBet'),
    money('deposit'),
    column('keep', (level) =>
      format.isZero(level.keepValidBet)
        ? text('rewards.common.noTurnover')
        : format.amount(level.keepValidBet),
    ),
  ];
  const gives = [
    money('upgradeBonus'),
    money('periodBonus'),
    column('withdrawMax', (level) =>
      level.withdrawMax === null
        ? text('rewards.vip.brandLimit')
        : format.amount(level.withdrawMax),
    ),
  ];
  const rates = playTypes.map((product) => ({
    key: product,
    head: text(`rewards.products.${product}`),
    cell: (level: VipLevel) => format.rate(level.rebate[product]),
  }));
  const table = { levels, current };
  return (
    <div className={styles.headedGroups}>
      <LadderTable {...table} title={text('rewards.vip.ladderTakes')} columns={takes} />
      <LadderTable {...table} title={text('rewards.vip.ladderGives')} columns={gives} />
      <LadderTable {...table} title={text('rewards.vip.ladderRates')} columns={rates} />
    </div>
  );
}

const columnKeys = {
  validBet: 'rewards.vip.columns.validBet',
  deposit: 'rewards.vip.columns.deposit',
  keep: 'rewards.vip.columns.keep',
  upgradeBonus: 'rewards.vip.columns.upgradeBonus',
  periodBonus: 'rewards.vip.columns.periodBonus',
  withdrawMax: 'rewards.vip.columns.withdrawMax',
} as const satisfies Record<string, RewardsTextKey>;

/** One ladder table under its heading: a row per level, the member's own marked. */
function LadderTable({
  title,
  columns,
  levels,
  current,
}: {
  title: string;
  columns: readonly LadderColumn[];
  levels: readonly VipLevel[];
  current: number;
}) {
  const text = useRewardsText();
  return (
    <div className={styles.headedGroup}>
      <h3 className={styles.subTitle}>{title}</h3>
      {/* Should a column still not fit, the table scrolls: keyboard users reach it by focus. */}
      <div className={walletStyles.tableWrap} role="region" aria-label={title} tabIndex={0}>
        <table className={walletStyles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{text('rewards.vip.columns.level')}</th>
              {columns.map((col) => (
                <th key={col.key} scope="col" className={walletStyles.num}>
                  {col.head}
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
                  {columns.map((col) => (
                    <td key={col.key} className={walletStyles.num}>
                      {col.cell(level)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
