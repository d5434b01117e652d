import walletStyles from '../../shared/money/wallet.module.css';
import type { ManualRebate } from './rewards-types.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/** Props of `RebateLines`. */
export interface RebateLinesProps {
  rebate: ManualRebate;
  format: RewardsFormat;
}

/**
 * The rebate due, a line per product type (valid bet, the level's rate, the rebate), the total
 * below, and which bets count: those settled from the last claim to a minute ago.
 */
export function RebateLines({ rebate, format }: RebateLinesProps) {
  const text = useRewardsText();
  const caption = text('rewards.rebate.caption');
  return (
    <>
      {/* A wide table scrolls sideways: keyboard users reach the scroll through focus. */}
      <div className={walletStyles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
        <table className={walletStyles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text('rewards.rebate.product')}</th>
              <th scope="col" className={walletStyles.num}>
                {text('rewards.rebate.validBet')}
              </th>
              <th scope="col" className={walletStyles.num}>
                {text('rewards.rebate.rate')}
              </th>
              <th scope="col" className={walletStyles.num}>
                {text('rewards.rebate.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rebate.lines.map((line) => (
              <tr key={line.product}>
                <th scope="row">{text(`rewards.products.${line.product}`)}</th>
                <td className={walletStyles.num}>{format.amount(line.validBet)}</td>
                <td className={walletStyles.num}>{format.rate(line.rate)}</td>
                <td className={walletStyles.num}>{format.amount(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {text('rewards.rebate.total')}
              </th>
              <td className={walletStyles.num}>{format.amount(rebate.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={walletStyles.muted}>
        {text('rewards.rebate.counted', {
          since: format.time(rebate.since),
          until: format.time(rebate.until),
        })}{' '}
        {text('rewards.rebate.rates', { level: rebate.level })}
      </p>
    </>
  );
}
