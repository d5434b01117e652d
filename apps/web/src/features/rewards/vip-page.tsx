import { useQuery } from '@tanstack/react-query';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus, queryStatus } from '../../shared/money/list-status.tsx';
import { RefreshButton } from '../../shared/money/refresh-button.tsx';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import walletStyles from '../../shared/money/wallet.module.css';
import { vipProgressQuery } from './rewards-queries.ts';
import { NotePanel } from '../../shared/ui/note-panel.tsx';
import { useRewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';
import { VipLevelCard } from './vip-level-card.tsx';
import { VipLevelsTable } from './vip-levels-table.tsx';
import { VipReviewCard } from './vip-review-card.tsx';

/**
 * vip: the member's level and its progress to the next, what this review period asks to keep
 * the level, and the brand's ladder with every level's benefits. A brand without a VIP
 * programme gets a plain statement instead: nothing on the page could move.
 */
export function VipPage({ member }: WalletPageProps) {
  const text = useRewardsText();
  const format = useRewardsFormat(member.currencySymbol);
  const progress = useQuery(vipProgressQuery());
  if (progress.isSuccess && !progress.data.enabled) {
    return (
      <NotePanel
        icon="crown"
        title={text('rewards.vip.closedTitle')}
        text={text('rewards.vip.closedText')}
      />
    );
  }
  const status = queryStatus(progress);
  if (status !== null || !progress.isSuccess) {
    return <div className={walletStyles.page}>{status}</div>;
  }
  const { data } = progress;
  const next = data.levels.find((level) => level.level === data.next);
  return (
    <div className={walletStyles.page}>
      <VipLevelCard
        progress={data}
        next={next}
        format={format}
        actions={<RefreshButton query={progress} />}
      />
      <VipReviewCard progress={data} format={format} />
      <Card title={text('rewards.vip.ladderTitle')} icon="star">
        {data.levels.length === 0 ? (
          <ListStatus kind="empty" emptyText={text('rewards.vip.ladderEmpty')} />
        ) : (
          <VipLevelsTable levels={data.levels} current={data.level} format={format} />
        )}
      </Card>
    </div>
  );
}
