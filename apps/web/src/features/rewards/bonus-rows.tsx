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
 * The head and body of the bonus details: time, source, description, amount, turnover
 * required, state, and when it was credited (or ended), else until when it may be claimed.
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
          <th scope="col">{text('rewards.details.source')}</th>
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
            <td className={walletStyles.nowrap}>{format.time(row.createdAt)}</td>
            <td>{text(`rewards.sources.${row.source}`)}</td>
            <td>{row.title}</td>
            <td className={walletStyles.num}>{format.amount(row.amount)}</td>
            <td className={walletStyles.num}>
              {format.isZero(row.turnoverRequired)
                ? text('rewards.common.noTurnover')
                : format.amount(row.turnoverRequired)}
            </td>
            <td>
              <BonusStatePill state={row.state} />
            </td>
            <td className={walletStyles.nowrap}>{settled(row)}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}
