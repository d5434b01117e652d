import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { Card } from '../../shared/money/card.tsx';
import { queryStatus } from '../../shared/money/list-status.tsx';
import { RefreshButton } from '../../shared/money/refresh-button.tsx';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import walletStyles from '../../shared/money/wallet.module.css';
import { setMemberBalance } from '../session/index.ts';
import { ClaimFeedback, type Feedback } from './claim-feedback.tsx';
import { RebateClaim } from './rebate-claim.tsx';
import { RebateHistory } from './rebate-history.tsx';
import { RebateLines } from './rebate-lines.tsx';
import { invalidateRewards, manualRebateQuery } from './rewards-queries.ts';
import { NotePanel } from '../../shared/ui/note-panel.tsx';
import type { ClaimAnswer } from './rewards-types.ts';
import { useRewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/**
 * manualRebate: the rebate the member's valid bets since its last claim pay now, per product
 * type, with its claim, and the latest claims below. A claim credits the main wallet: the
 * header shows the answered balance at once and reads member info again, and the rebate is
 * read again (it starts over from the claim). A brand without manual rebate (the server's
 * `rebate_disabled`) gets a plain statement instead.
 */
export function ManualRebatePage({ member, onMoneyMoved }: WalletPageProps) {
  const text = useRewardsText();
  const format = useRewardsFormat(member.currencySymbol);
  const queryClient = useQueryClient();
  const rebate = useQuery(manualRebateQuery());
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const closed =
    (rebate.isError && isApiError(rebate.error) && rebate.error.code === 'rebate_disabled') ||
    (rebate.isSuccess && !rebate.data.enabled);
  if (closed) {
    return (
      <NotePanel
        icon="coins"
        title={text('rewards.rebate.closedTitle')}
        text={text('rewards.rebate.closedText')}
      />
    );
  }

  const onClaimed = (answer: ClaimAnswer) => {
    setMemberBalance(queryClient, answer.balance);
    setFeedback({
      kind: 'done',
      text: () =>
        text('rewards.rebate.done', {
          amount: format.amount(answer.bonus.amount),
          balance: format.amount(answer.balance),
        }),
    });
    void invalidateRewards(queryClient);
    onMoneyMoved();
  };
  const onFailed = (error: unknown) => {
    setFeedback({
      kind: 'failed',
      text: () => text('rewards.rebate.failed', { reason: errorText(error) }),
    });
    // A refusal means the figures are stale (claimed in another tab, the cap spent meanwhile).
    void invalidateRewards(queryClient);
  };

  return (
    <div className={walletStyles.page}>
      <ClaimFeedback feedback={feedback} />
      <Card
        title={text('rewards.rebate.title')}
        icon="coins"
        actions={<RefreshButton query={rebate} />}
      >
        {queryStatus(rebate) ??
          (rebate.isSuccess ? (
            <>
              <RebateLines rebate={rebate.data} format={format} />
              {/* A claim moves `since`: the next claim starts with a fresh button and key. */}
              <RebateClaim
                key={rebate.data.since}
                rebate={rebate.data}
                format={format}
                onClaimed={onClaimed}
                onFailed={onFailed}
              />
            </>
          ) : null)}
      </Card>
      {/* Only once the rebate has answered: a brand without rebates asks for no history. */}
      {rebate.isPending ? null : <RebateHistory format={format} />}
    </div>
  );
}
