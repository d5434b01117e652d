import type { ReactNode } from 'react';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus } from '../../shared/money/list-status.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { ReferralFriendsTable } from './referral-friends-table.tsx';
import type { Referral } from './referral-types.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useReferralText } from './use-referral-text.ts';

/** Props of `ReferralFriends`. */
export interface ReferralFriendsProps {
  referral: Referral;
  format: RewardsFormat;
  /** Controls at the right of the title (refresh: a friend may register while the page is open). */
  actions?: ReactNode;
}

/**
 * What the code has brought so far: the three totals, then every friend with its progress and
 * state, or an invitation to share the link while there is none.
 */
export function ReferralFriends({ referral, format, actions }: ReferralFriendsProps) {
  const text = useReferralText();
  const totals = [
    { key: 'invited', value: format.count(String(referral.referees.length)) },
    { key: 'rewarded', value: format.count(String(referral.rewardedCount)) },
    { key: 'earned', value: format.amount(referral.rewardedTotal) },
  ] as const;
  return (
    <Card title={text('referral.friends.title')} icon="users" actions={actions}>
      <dl className={walletStyles.stats}>
        {totals.map(({ key, value }) => (
          <div key={key} className={walletStyles.stat}>
            <dt className={walletStyles.statLabel}>{text(`referral.friends.${key}`)}</dt>
            <dd
              className={
                key === 'earned'
                  ? [walletStyles.statValue, walletStyles.highlight].join(' ')
                  : walletStyles.statValue
              }
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {referral.referees.length === 0 ? (
        <ListStatus kind="empty" emptyText={text('referral.friends.empty')} />
      ) : (
        <ReferralFriendsTable referees={referral.referees} format={format} />
      )}
    </Card>
  );
}
