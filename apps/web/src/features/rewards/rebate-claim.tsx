import { rewardsEndpoints } from '@portal/contract/rewards';
import { useId } from 'react';
import { call } from '../../shared/api/api-client.ts';
import walletStyles from '../../shared/money/wallet.module.css';
import { Button } from '../../shared/ui/button.tsx';
import { rebateBlock } from './rewards-math.ts';
import styles from './rewards.module.css';
import type { ManualRebate } from './rewards-types.ts';
import { useClaim, type ClaimOutcome } from './use-claim.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/** Props of `RebateClaim`. */
export interface RebateClaimProps extends ClaimOutcome {
  rebate: ManualRebate;
  format: RewardsFormat;
}

/**
 * What a claim pays now, the minimum and what today's cap still lets through, and the claim
 * button. The button works only when the server would pay; otherwise it says why beside it.
 * The page keys this by the rebate's start: a claim moves it, so the next claim gets a fresh
 * button and idempotency key.
 */
export function RebateClaim({ rebate, format, onClaimed, onFailed }: RebateClaimProps) {
  const text = useRewardsText();
  const reasonId = useId();
  const { phase, claim } = useClaim(
    (idempotencyKey) => call(rewardsEndpoints.claimManualRebate, {}, { idempotencyKey }),
    { onClaimed, onFailed },
  );
  const block = rebateBlock(rebate);
  const reason =
    block === null
      ? null
      : block === 'belowMinimum'
        ? text('rewards.rebate.belowMinimum', {
            amount: format.amount(rebate.claimable),
            minimum: format.amount(rebate.minimum),
          })
        : text(`rewards.rebate.${block}`);
  const label =
    phase === 'sending'
      ? text('rewards.rebate.claiming')
      : phase === 'claimed'
        ? text('rewards.rebate.claimed')
        : text('rewards.rebate.claim', { amount: format.amount(rebate.claimable) });
  return (
    <div className={styles.claimBox}>
      <dl className={walletStyles.stats}>
        <div className={walletStyles.stat}>
          <dt className={walletStyles.statLabel}>{text('rewards.rebate.claimable')}</dt>
          <dd className={[walletStyles.statValue, walletStyles.highlight].join(' ')}>
            {format.amount(rebate.claimable)}
          </dd>
        </div>
        <div className={walletStyles.stat}>
          <dt className={walletStyles.statLabel}>{text('rewards.rebate.minimum')}</dt>
          <dd className={walletStyles.statValue}>{format.amount(rebate.minimum)}</dd>
        </div>
        <div className={walletStyles.stat}>
          <dt className={walletStyles.statLabel}>{text('rewards.rebate.dailyLeft')}</dt>
          <dd className={walletStyles.statValue}>
            {rebate.dailyLeft === null
              ? text('rewards.rebate.noDailyCap')
              : format.amount(rebate.dailyLeft)}
          </dd>
        </div>
      </dl>
      <div className={styles.claimAction}>
        <Button
          variant="primary"
          disabled={phase !== 'idle' || block !== null}
          aria-busy={phase === 'sending'}
          aria-describedby={reason === null ? undefined : reasonId}
          onClick={() => void claim()}
        >
          {label}
        </Button>
        {reason === null ? null : (
          <p id={reasonId} className={walletStyles.muted}>
            {reason}
          </p>
        )}
      </div>
    </div>
  );
}
