import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../shared/api/api-error.ts';
import { queryStatus } from '../../shared/money/list-status.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { BalanceCard } from './balance-card.tsx';
import { pointConfigQuery } from './points-queries.ts';
import { NotePanel } from '../../shared/ui/note-panel.tsx';
import { PointsTabs } from './points-tabs.tsx';
import { RewardsCard } from './rewards-card.tsx';
import { usePointsText } from './use-points-text.ts';

/**
 * The mall of a logged-in member, once the brand's rules are known: closed when the brand has
 * switched points off, else the balance, the rewards and the tabs below them.
 */
export function PointsMallBody() {
  const text = usePointsText();
  const config = useQuery(pointConfigQuery());
  const closed =
    (config.isError && isApiError(config.error) && config.error.code === 'points_disabled') ||
    (config.isSuccess && !config.data.enabled);
  if (closed) {
    return (
      <NotePanel
        icon="clock"
        title={text('points.closed.title')}
        text={text('points.closed.text')}
      />
    );
  }
  const status = queryStatus(config);
  if (status !== null || !config.isSuccess) return status;
  return (
    <div className={walletStyles.page}>
      <BalanceCard convert={config.data.convert} />
      <RewardsCard />
      <PointsTabs config={config.data} />
    </div>
  );
}
