import walletStyles from '../../shared/money/wallet.module.css';
import { pointsOf, totalAmount, totalPoints, type Reward } from './points-math.ts';
import styles from './points.module.css';
import { usePointsFormat } from './use-points-format.ts';
import { usePointsText } from './use-points-text.ts';

/** Props of `RedeemSummary`. */
export interface RedeemSummaryProps {
  reward: Reward;
  /** The quantity typed, null while it is not a valid one. */
  quantity: number | null;
  /** The member's points; undefined while unknown. */
  balance: string | undefined;
}

/**
 * What a redemption costs as the quantity is typed: the unit cost, the total in points, what a
 * credit reward credits, and the points left after it.
 */
export function RedeemSummary({ reward, quantity, balance }: RedeemSummaryProps) {
  const text = usePointsText();
  const format = usePointsFormat();
  const none = text('points.common.none');
  const total = quantity === null ? null : totalPoints(reward, quantity);
  const after =
    total === null || balance === undefined ? null : pointsOf(balance) - pointsOf(total);
  return (
    <dl className={[walletStyles.facts, styles.summary].join(' ')}>
      <dt>{text('points.redeem.unitCost')}</dt>
      <dd>{format.points(reward.points)}</dd>
      <dt>{text('points.redeem.total')}</dt>
      <dd>
        <output className={styles.total}>{total === null ? none : format.points(total)}</output>
      </dd>
      {reward.kind === 'credit' ? (
        <>
          <dt>{text('points.redeem.creditTotal')}</dt>
          <dd>
            {quantity === null ? none : format.amount(totalAmount(reward, quantity, format.money))}
          </dd>
        </>
      ) : null}
      {balance === undefined ? null : (
        <>
          <dt>{text('points.redeem.after')}</dt>
          <dd className={after !== null && after < 0n ? walletStyles.negative : undefined}>
            {after === null ? none : format.number(after.toString())}
          </dd>
        </>
      )}
    </dl>
  );
}
