import walletStyles from '../../shared/money/wallet.module.css';
import { BonusStatePill } from './bonus-state-pill.tsx';
import type { Bonus } from './rewards-types.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/** Props of `BonusRows`. */
export interface BonusRowsProps {
  rows: readonly Bonus[];
  format: RewardsFormat;
}

/**
 * The head and body of the bonus details: time, description (its source under it), amount,
 * turnover required, state, and when it was credited (or ended), else until when it may be
 * claimed. Times break after their date: seven columns stay in view from 1200 px.
 */
export function BonusRows({ rows, format }: BonusRowsProps) {
  const text = useRewardsText();
  const none = text('rewards.common.none');
  const settled = (row: Bonus) => {
    if (row.settledAt !== null) return format.time(row.settledAt);
    if (row.expiresAt !== null)
      return text('rewards.details.until', { time: format.time(row.expiresAt) });
    return none;
  };
  return (
    <>
      <thead>
        <tr>
          <th scope="col">{text('rewards.details.time')}</th>
          <th scope="col">{text('rewards.details.name')}</th>
          <th scope="col" className={walletStyles.num}>
            {text('rewards.details.amount')}
          </th>
          <th scope="col" className={walletStyles.num}>
            {text('rewards.details.turnover')}
          </th>
          <th scope="col">{text('rewards.details.state')}</th>
          <th scope="col">{text('rewards.details.settled')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{format.time(row.createdAt)}</td>
            <td>
              <span className={walletStyles.cellLines}>
                <span>{row.title}</span>
                <span className={walletStyles.muted}>{text(`rewards.sources.${row.source}`)}</span>
              </span>
            </td>
            <td className={walletStyles.num}>{format.amount(row.amount)}</td>
            <td className={walletStyles.num}>
              {format.isZero(row.turnoverRequired)
                ? text('rewards.common.noTurnover')
                : format.amount(row.turnoverRequired)}
            </td>
            <td>
              <BonusStatePill state={row.state} />
            </td>
            <td>{settled(row)}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}
