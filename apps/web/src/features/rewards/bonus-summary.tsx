import walletStyles from '../../shared/money/wallet.module.css';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/** Props of `BonusSummary`. */
export interface BonusSummaryProps {
  /** Credited bonuses of the period and filters. */
  creditedTotal: string;
  /** The member's open turnover, over every bonus and deposit (not only this period's). */
  turnoverRemaining: string;
  format: RewardsFormat;
}

/**
 * The two figures above the bonus list: what the period's bonuses credited, and the turnover
 * still to bet before a withdrawal, with a line saying it counts more than this list.
 */
export function BonusSummary({ creditedTotal, turnoverRemaining, format }: BonusSummaryProps) {
  const text = useRewardsText();
  return (
    <>
      <dl className={walletStyles.stats}>
        <div className={walletStyles.stat}>
          <dt className={walletStyles.statLabel}>{text('rewards.details.creditedTotal')}</dt>
          <dd className={[walletStyles.statValue, walletStyles.highlight].join(' ')}>
            {format.amount(creditedTotal)}
          </dd>
        </div>
        <div className={walletStyles.stat}>
          <dt className={walletStyles.statLabel}>{text('rewards.details.turnoverRemaining')}</dt>
          <dd className={walletStyles.statValue}>{format.amount(turnoverRemaining)}</dd>
        </div>
      </dl>
      <p className={walletStyles.muted}>{text('rewards.details.turnoverNote')}</p>
    </>
  );
}
