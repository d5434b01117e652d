import type { ReactNode } from 'react';
import { Card } from '../../shared/money/card.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import styles from './rewards.module.css';
import type { VipLevel, VipProgress } from './rewards-types.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';
import { ProgressBar } from './progress-bar.tsx';

/** Props of `VipLevelCard`. */
export interface VipLevelCardProps {
  progress: VipProgress;
  /** The next level of the ladder; undefined at the top. */
  next: VipLevel | undefined;
  format: RewardsFormat;
  /** Controls at the right of the title (refresh). */
  actions?: ReactNode;
}

/**
 * The member's level, large, and its way up: a bar per goal of the next level (valid bets and
 * deposits, both needed), or the plain news that there is no higher level.
 */
export function VipLevelCard({ progress, next, format, actions }: VipLevelCardProps) {
  const text = useRewardsText();
  return (
    <Card title={text('rewards.vip.levelTitle')} icon="crown" actions={actions}>
      <p className={styles.level}>
        <span className={styles.levelLabel}>{text('rewards.vip.currentLevel')}</span>
        <strong className={styles.levelName}>{progress.name}</strong>
      </p>
      {next === undefined ? (
        <div className={styles.goals}>
          <h3 className={styles.subTitle}>{text('rewards.vip.topTitle')}</h3>
          <p className={walletStyles.muted}>{text('rewards.vip.topText')}</p>
        </div>
      ) : (
        <div className={styles.goals}>
          <h3 className={styles.subTitle}>{text('rewards.vip.toNext', { name: next.name })}</h3>
          <ProgressBar
            label={text('rewards.vip.validBet')}
            done={progress.validBet}
            target={next.validBet}
            format={format}
          />
          <ProgressBar
            label={text('rewards.vip.deposit')}
            done={progress.deposit}
            target={next.deposit}
            format={format}
          />
          <p className={walletStyles.muted}>{text('rewards.vip.progressNote')}</p>
        </div>
      )}
    </Card>
  );
}
