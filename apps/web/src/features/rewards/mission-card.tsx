import { useId } from 'react';
import { StatusPill } from '../../shared/money/status-pill.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { MissionClaim, type MissionClaimHandlers } from './mission-claim.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { lastInstant } from './rewards-math.ts';
import styles from './rewards.module.css';
import type { Mission } from './rewards-types.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText, type RewardsTextKey, type TextValues } from './use-rewards-text.ts';

/** Props of `MissionCard`. */
export interface MissionCardProps extends MissionClaimHandlers {
  mission: Mission;
  format: RewardsFormat;
  /** When the missions were read: the time left counts from then. */
  now: number;
}

/** What a mission counts, in words: "Apostas válidas em jogos eletrónicos", "Depósitos". */
function countedText(
  text: (key: RewardsTextKey, values?: TextValues) => string,
  mission: Pick<Mission, 'metric' | 'product'>,
): string {
  const what = text(`rewards.missions.metrics.${mission.metric}`);
  return mission.product === null
    ? what
    : text('rewards.missions.counted', {
        what,
        where: text(`rewards.missions.where.${mission.product}`),
      });
}

/**
 * One mission: its title, what it counts, the progress towards its target, the reward, when its
 * period ends, and at its foot the state: in progress, the claim button once completed, or the
 * claimed marker.
 */
export function MissionCard({ mission, format, now, onClaimed, onFailed }: MissionCardProps) {
  const text = useRewardsText();
  const titleId = useId();
  const left = format.left(mission.endsAt, now);
  // The period ends at the next one's midnight: the member reads the minute before.
  const ends =
    left === null
      ? text('rewards.missions.ended')
      : text('rewards.missions.endsAt', { time: format.time(lastInstant(mission.endsAt)), left });
  const claimed = mission.state === 'claimed';
  return (
    <article className={styles.bonus} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.bonusTitle}>
        {mission.title}
      </h4>
      <ProgressBar
        label={countedText(text, mission)}
        done={mission.progress}
        target={mission.target}
        format={format}
        rounds={mission.metric === 'rounds'}
      />
      <dl className={`${walletStyles.facts} ${styles.bonusFacts}`}>
        <dt>{text('rewards.missions.reward')}</dt>
        <dd className={walletStyles.highlight}>{format.amount(mission.reward)}</dd>
      </dl>
      <p className={walletStyles.muted}>{ends}</p>
      {mission.state === 'completed' ? (
        <MissionClaim mission={mission} format={format} onClaimed={onClaimed} onFailed={onFailed} />
      ) : (
        <div>
          <StatusPill
            label={text(claimed ? 'rewards.missions.claimed' : 'rewards.missions.inProgress')}
            tone={claimed ? 'success' : 'muted'}
          />
        </div>
      )}
    </article>
  );
}
