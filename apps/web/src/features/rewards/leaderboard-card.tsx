import type { MissionPeriod } from '@portal/contract/rewards/missions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '../../shared/money/card.tsx';
import { queryStatus } from '../../shared/money/list-status.tsx';
import { RefreshButton } from '../../shared/money/refresh-button.tsx';
import { Tabs } from '../../shared/ui/tabs.tsx';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { missionLeaderboardQuery } from './rewards-queries.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/** The periods in tab order: the week first, as the server's default. */
const periods: readonly MissionPeriod[] = ['weekly', 'daily'];

/**
 * The leaderboard of valid bets, this week's or today's (tabs), with the member's own place.
 * Each period is its own query, so switching back shows the period read before at once.
 */
export function LeaderboardCard({ format }: { format: RewardsFormat }) {
  const text = useRewardsText();
  const [period, setPeriod] = useState<MissionPeriod>('weekly');
  const board = useQuery(missionLeaderboardQuery(period));
  return (
    <Card
      title={text('rewards.leaderboard.title')}
      icon="chart"
      actions={<RefreshButton query={board} />}
    >
      <Tabs
        label={text('rewards.leaderboard.periods')}
        items={periods.map((key) => ({ key, label: text(`rewards.leaderboard.tabs.${key}`) }))}
        selected={period}
        onSelect={setPeriod}
      >
        {queryStatus(board) ??
          (board.isSuccess ? <LeaderboardTable board={board.data} format={format} /> : null)}
      </Tabs>
    </Card>
  );
}
