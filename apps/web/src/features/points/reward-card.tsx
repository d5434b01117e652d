import { useId } from 'react';
import { StatusPill } from '../../shared/money/status-pill.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { Button } from '../../shared/ui/button.tsx';
import { pointsOf, type Reward } from './points-math.ts';
import styles from './points.module.css';
import { RewardVisual } from './reward-visual.tsx';
import { usePointsFormat } from './use-points-format.ts';
import { usePointsText } from './use-points-text.ts';

/** Props of `RewardCard`. */
export interface RewardCardProps {
  reward: Reward;
  /** The member's points; undefined while unknown (the server then decides). */
  balance: string | undefined;
  onRedeem: () => void;
}

/**
 * One reward of the catalogue: picture, kind, name and description, its cost, what a credit
 * reward credits, the stock left, and the redeem button, which says why it waits when the
 * reward is sold out or the member is short of points.
 */
export function RewardCard({ reward, balance, onRedeem }: RewardCardProps) {
  const text = usePointsText();
  const format = usePointsFormat();
  const titleId = useId();
  const reasonId = useId();
  const missing = balance === undefined ? 0n : pointsOf(reward.points) - pointsOf(balance);
  const reason =
    reward.stock === 0
      ? text('points.rewards.soldOut')
      : missing > 0n
        ? text('points.rewards.short', { points: format.points(missing.toString()) })
        : null;
  return (
    <article className={styles.reward} aria-labelledby={titleId}>
      <RewardVisual reward={reward} />
      <div className={styles.rewardBody}>
        <div>
          <StatusPill
            label={text(`points.kinds.${reward.kind}`)}
            tone={reward.kind === 'credit' ? 'success' : 'accent'}
          />
        </div>
        <h3 id={titleId} className={styles.rewardName}>
          {reward.name}
        </h3>
        {reward.description === '' ? null : (
          <p className={walletStyles.muted}>{reward.description}</p>
        )}
        <dl className={walletStyles.facts}>
          <dt>{text('points.rewards.cost')}</dt>
          <dd className={walletStyles.highlight}>{format.points(reward.points)}</dd>
          {reward.kind === 'credit' ? (
            <>
              <dt>{text('points.rewards.credits')}</dt>
              <dd>{format.amount(reward.amount)}</dd>
            </>
          ) : null}
          <dt>{text('points.rewards.stock')}</dt>
          <dd>
            {reward.stock === null
              ? text('points.rewards.unlimited')
              : format.number(String(reward.stock))}
          </dd>
        </dl>
        <div className={styles.action}>
          <Button
            variant="primary"
            block
            disabled={reason !== null}
            aria-label={text('points.rewards.redeemLabel', { name: reward.name })}
            aria-describedby={reason === null ? undefined : reasonId}
            onClick={onRedeem}
          >
            {text('points.rewards.redeem')}
          </Button>
          {reason === null ? null : (
            <p id={reasonId} className={styles.reason}>
              {reason}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
