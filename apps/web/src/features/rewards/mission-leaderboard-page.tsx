import { missionPeriods } from '@portal/contract/rewards/missions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../i18n/use-language.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus, queryStatus } from '../../shared/money/list-status.tsx';
import { RefreshButton } from '../../shared/money/refresh-button.tsx';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import walletStyles from '../../shared/money/wallet.module.css';
import { setMemberBalance } from '../session/index.ts';
import { ClaimFeedback, type Feedback } from './claim-feedback.tsx';
import { LeaderboardCard } from './leaderboard-card.tsx';
import { MissionGroup } from './mission-group.tsx';
import { invalidateRewards, missionSummaryQuery } from './rewards-queries.ts';
import styles from './rewards.module.css';
import type { ClaimAnswer, Mission } from './rewards-types.ts';
import { useRewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/**
 * missionLeaderboard: today's and this week's missions, each with its progress and, once
 * completed, its claim; and the leaderboard of valid bets below. A claim credits the main
 * wallet: the header shows the answered balance at once and reads member info again, and the
 * missions are read again (the mission shows claimed, the menu's badge drops with them).
 */
export function MissionLeaderboardPage({ member, onMoneyMoved }: WalletPageProps) {
  const text = useRewardsText();
  const format = useRewardsFormat(member.currencySymbol);
  const language = useLanguage();
  const queryClient = useQueryClient();
  // The route's badge reads the same query: one request serves both.
  const summary = useQuery(missionSummaryQuery(language));
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const onClaimed = (mission: Mission, answer: ClaimAnswer) => {
    setMemberBalance(queryClient, answer.balance);
    setFeedback({
      kind: 'done',
      text: () =>
        text('rewards.missions.done', {
          title: mission.title,
          amount: format.amount(answer.bonus.amount),
          balance: format.amount(answer.balance),
        }),
    });
    void invalidateRewards(queryClient);
    onMoneyMoved();
  };
  const onFailed = (mission: Mission, error: unknown) => {
    setFeedback({
      kind: 'failed',
      text: () =>
        text('rewards.missions.failed', { title: mission.title, reason: errorText(error) }),
    });
    // A refusal means the missions are stale (claimed in another tab, the period rolled over).
    void invalidateRewards(queryClient);
  };

  return (
    <div className={walletStyles.page}>
      <ClaimFeedback feedback={feedback} />
      <Card
        title={text('rewards.missions.title')}
        icon="flag"
        actions={<RefreshButton query={summary} />}
      >
        {queryStatus(summary) ??
          (!summary.isSuccess ? null : summary.data.missions.length === 0 ? (
            <ListStatus kind="empty" emptyText={text('rewards.missions.empty')} />
          ) : (
            <div className={styles.headedGroups}>
              {missionPeriods.map((period) => (
                <MissionGroup
                  key={period}
                  period={period}
                  missions={summary.data.missions.filter((mission) => mission.period === period)}
                  format={format}
                  // When the missions were read, not each render's clock: rendering stays pure,
                  // and the time left is as fresh as the progress beside it.
                  now={summary.dataUpdatedAt}
                  onClaimed={onClaimed}
                  onFailed={onFailed}
                />
              ))}
            </div>
          ))}
      </Card>
      <LeaderboardCard format={format} />
    </div>
  );
}
