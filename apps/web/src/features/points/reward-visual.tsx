import { useState } from 'react';
import { Icon } from '../../shared/ui/icon.tsx';
import type { Reward } from './points-math.ts';
import styles from './points.module.css';

/** Props of `RewardVisual`. */
export interface RewardVisualProps {
  reward: Reward;
}

/**
 * A reward's picture: the operator's image when it has one (and it loads), else our own emblem
 * of its kind, a gift for goods and coins for balance credit. Decorative: the card's heading
 * names the reward.
 */
export function RewardVisual({ reward }: RewardVisualProps) {
  const [broken, setBroken] = useState(false);
  if (reward.imageUrl !== null && reward.imageUrl !== '' && !broken) {
    return (
      <img
        className={styles.visual}
        src={reward.imageUrl}
        alt=""
        width={320}
        height={180}
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <div className={styles.visual} data-kind={reward.kind} aria-hidden="true">
      <span className={styles.visualEmblem}>
        <Icon name={reward.kind === 'goods' ? 'gift' : 'coins'} size={40} />
      </span>
    </div>
  );
}
