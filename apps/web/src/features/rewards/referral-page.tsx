import { useQuery } from '@tanstack/react-query';
import { queryStatus } from '../../shared/money/list-status.tsx';
import { RefreshButton } from '../../shared/money/refresh-button.tsx';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import walletStyles from '../../shared/money/wallet.module.css';
import { ReferralFriends } from './referral-friends.tsx';
import { ReferralHow } from './referral-how.tsx';
import { ReferralInviteCard } from './referral-invite-card.tsx';
import { referralQuery } from './referral-queries.ts';
import { NotePanel } from '../../shared/ui/note-panel.tsx';
import { useRewardsFormat } from './use-rewards-format.ts';
import { useReferralText } from './use-referral-text.ts';

/**
 * referral ("invite friends"): the member's code, link and QR code to share, the brand's deal
 * in one sentence, and the friends the code has brought with their progress and the rewards
 * they earned. A brand without the referral promotion gets a plain statement instead: there is
 * no code to share, so nothing on the page could work.
 */
export function ReferralPage({ member }: WalletPageProps) {
  const text = useReferralText();
  const format = useRewardsFormat(member.currencySymbol);
  const referral = useQuery(referralQuery());
  if (referral.isSuccess && !referral.data.enabled) {
    return (
      <NotePanel
        icon="users"
        title={text('referral.closedTitle')}
        text={text('referral.closedText')}
      />
    );
  }
  const status = queryStatus(referral);
  if (status !== null || !referral.isSuccess) {
    return <div className={walletStyles.page}>{status}</div>;
  }
  const { data } = referral;
  return (
    <div className={walletStyles.page}>
      <ReferralInviteCard code={data.code} />
      <ReferralHow referral={data} format={format} />
      <ReferralFriends
        referral={data}
        format={format}
        actions={<RefreshButton query={referral} />}
      />
    </div>
  );
}
