import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../shared/forms/error-text.ts';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus, queryStatus } from '../../shared/money/list-status.tsx';
import { RefreshButton } from '../../shared/money/refresh-button.tsx';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import walletStyles from '../../shared/money/wallet.module.css';
import { setMemberBalance } from '../session/index.ts';
import { ClaimCard } from './claim-card.tsx';
import { ClaimFeedback, type Feedback } from './claim-feedback.tsx';
import { PromotionList } from './promotion-list.tsx';
import { RewardCenterEmpty } from './reward-center-empty.tsx';
import { invalidateRewards, rewardCenterQuery } from './rewards-queries.ts';
import styles from './rewards.module.css';
import type { Bonus, ClaimAnswer } from './rewards-types.ts';
import { useRewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/** Props of `RewardCenterPage`. */
export interface RewardCenterPageProps extends WalletPageProps {
  /**
   * The address of the promotions page, or of one promotion on it. The route passes the app's
   * paths: a feature does not import `app/`.
   */
  promotionHref: (promoId?: string) => string;
}

/**
 * rewardCenter: the bonuses waiting for the member's claim, each with its claim button, and
 * the promotions still open to them, each linking to its page. A claim credits the main
 * wallet: the header shows the answered balance at once and reads member info again (its badge
 * count drops too), and the centre is read again so the claimed bonus leaves it.
 */
export function RewardCenterPage({ member, onMoneyMoved, promotionHref }: RewardCenterPageProps) {
  const text = useRewardsText();
  const format = useRewardsFormat(member.currencySymbol);
  const queryClient = useQueryClient();
  const centre = useQuery(rewardCenterQuery());
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const onClaimed = (bonus: Bonus, answer: ClaimAnswer) => {
    setMemberBalance(queryClient, answer.balance);
    setFeedback({
      kind: 'done',
      text: () =>
        text('rewards.center.done', {
          title: bonus.title,
          amount: format.amount(answer.bonus.amount),
          balance: format.amount(answer.balance),
        }),
    });
    void invalidateRewards(queryClient);
    onMoneyMoved();
  };
  const onFailed = (bonus: Bonus, error: unknown) => {
    setFeedback({
      kind: 'failed',
      text: () => text('rewards.center.failed', { title: bonus.title, reason: errorText(error) }),
    });
    // A refusal usually means the centre is stale (claimed in another tab, expired, cancelled).
    void invalidateRewards(queryClient);
  };

  const status = queryStatus(centre);
  if (status !== null || !centre.isSuccess) {
    return (
      <div className={walletStyles.page}>
        <ClaimFeedback feedback={feedback} />
        {status}
      </div>
    );
  }
  const { claimable, promotions } = centre.data;
  return (
    <div className={walletStyles.page}>
      <ClaimFeedback feedback={feedback} />
      {claimable.length === 0 && promotions.length === 0 ? (
        <RewardCenterEmpty promotionsHref={promotionHref()} />
      ) : (
        <>
          <Card
            title={text('rewards.center.claimableTitle')}
            icon="gift"
            actions={<RefreshButton query={centre} />}
          >
            {claimable.length === 0 ? (
              <ListStatus kind="empty" emptyText={text('rewards.center.claimableEmpty')} />
            ) : (
              <ul className={styles.grid}>
                {claimable.map((bonus) => (
                  <li key={bonus.id}>
                    <ClaimCard
                      bonus={bonus}
                      format={format}
                      onClaimed={onClaimed}
                      onFailed={onFailed}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title={text('rewards.center.promotionsTitle')} icon="star">
            {promotions.length === 0 ? (
              <ListStatus kind="empty" emptyText={text('rewards.center.promotionsEmpty')} />
            ) : (
              <PromotionList
                promotions={promotions}
                promotionHref={promotionHref}
                format={format}
              />
            )}
          </Card>
        </>
      )}
    </div>
  );
}
