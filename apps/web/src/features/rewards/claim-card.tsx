import { useId } from 'react';
import { StatusPill } from '../../shared/money/status-pill.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { Button } from '../../shared/ui/button.tsx';
import styles from './rewards.module.css';
import type { Bonus } from './rewards-types.ts';
import { useClaimReward, type ClaimHandlers } from './use-claim-reward.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/** Props of `ClaimCard`. */
export interface ClaimCardProps extends ClaimHandlers {
  bonus: Bonus;
  format: RewardsFormat;
}

/**
 * One bonus waiting for the member: its source, title, amount, the turnover it asks for, the
 * deadline if it has one, and the claim button, which waits while the claim is on its way.
 */
export function ClaimCard({ bonus, format, onClaimed, onFailed }: ClaimCardProps) {
  const text = useRewardsText();
  const titleId = useId();
  const { phase, claim } = useClaimReward(bonus, { onClaimed, onFailed });
  const label =
    phase === 'sending'
      ? text('rewards.center.claiming')
      : phase === 'claimed'
        ? text('rewards.center.claimed')
        : text('rewards.center.claim');
  return (
    <article className={styles.bonus} aria-labelledby={titleId}>
      <div>
        <StatusPill label={text(`rewards.sources.${bonus.source}`)} tone="accent" />
      </div>
      <h3 id={titleId} className={styles.bonusTitle}>
        {bonus.title}
      </h3>
      <dl className={`${walletStyles.facts} ${styles.bonusFacts}`}>
        <dt>{text('rewards.center.amount')}</dt>
        <dd className={walletStyles.highlight}>{format.amount(bonus.amount)}</dd>
        <dt>{text('rewards.center.turnover')}</dt>
        <dd>
          {format.isZero(bonus.turnoverRequired)
            ? text('rewards.common.noTurnover')
            : format.amount(bonus.turnoverRequired)}
        </dd>
        {bonus.expiresAt === null ? null : (
          <>
            <dt>{text('rewards.center.expires')}</dt>
            <dd>{format.time(bonus.expiresAt)}</dd>
          </>
        )}
      </dl>
      <Button
        variant="primary"
        block
        disabled={phase !== 'idle'}
        aria-busy={phase === 'sending'}
        // Several cards have a claim button: the name says which bonus it claims.
        aria-label={
          phase === 'idle' ? text('rewards.center.claimLabel', { title: bonus.title }) : undefined
        }
        onClick={() => void claim()}
      >
        {label}
      </Button>
    </article>
  );
}
