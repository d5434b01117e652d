import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import formStyles from '../../shared/forms/form.module.css';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus, queryStatus } from '../../shared/money/list-status.tsx';
import type { Reward } from './points-math.ts';
import { pointBalanceQuery, rewardsQuery } from './points-queries.ts';
import styles from './points.module.css';
import { RedeemDialog } from './redeem-dialog.tsx';
import { RewardCard } from './reward-card.tsx';
import { usePointsText } from './use-points-text.ts';

/**
 * The rewards on offer as a grid of cards; a card's button opens the redeem dialog, and a sent
 * redemption leaves its notice here.
 */
export function RewardsCard() {
  const text = usePointsText();
  const rewards = useQuery(rewardsQuery());
  const balance = useQuery(pointBalanceQuery());
  const [redeeming, setRedeeming] = useState<Reward | null>(null);
  const [notice, setNotice] = useWorded();
  const list = rewards.data?.list ?? [];
  return (
    <Card title={text('points.rewards.title')} icon="gift">
      {notice === null ? null : (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      )}
      {queryStatus(rewards) ??
        (list.length === 0 ? (
          <ListStatus kind="empty" emptyText={text('points.rewards.empty')} />
        ) : (
          <ul className={styles.grid}>
            {list.map((reward) => (
              <li key={reward.id}>
                <RewardCard
                  reward={reward}
                  balance={balance.data?.points}
                  onRedeem={() => {
                    setNotice(null);
                    setRedeeming(reward);
                  }}
                />
              </li>
            ))}
          </ul>
        ))}
      {redeeming === null ? null : (
        <RedeemDialog
          reward={redeeming}
          balance={balance.data?.points}
          onDone={(done) => {
            setRedeeming(null);
            setNotice(done);
          }}
          onClose={() => setRedeeming(null)}
        />
      )}
    </Card>
  );
}
