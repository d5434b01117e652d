import { StatusPill, type Tone } from '../../shared/money/status-pill.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import type { Referee, RefereeState } from './referral-types.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useReferralText } from './use-referral-text.ts';

/** Props of `ReferralFriendsTable`. */
export interface ReferralFriendsTableProps {
  referees: readonly Referee[];
  format: RewardsFormat;
}

/** Still to meet the conditions, or done: the reward went to the member's reward centre. */
const toneOf: Record<RefereeState, Tone> = { pending: 'warning', rewarded: 'success' };

/**
 * The friends the member brought, newest first as the server sends them: masked name, the day
 * they registered (on the brand's clock), their deposits and valid bets since, and their state.
 */
export function ReferralFriendsTable({ referees, format }: ReferralFriendsTableProps) {
  const text = useReferralText();
  const caption = text('referral.friends.caption');
  return (
    // A wide table scrolls sideways: keyboard users reach the scroll through focus.
    <div className={walletStyles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={walletStyles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text('referral.friends.name')}</th>
            <th scope="col">{text('referral.friends.joined')}</th>
            <th scope="col" className={walletStyles.num}>
              {text('referral.friends.deposit')}
            </th>
            <th scope="col" className={walletStyles.num}>
              {text('referral.friends.validBet')}
            </th>
            <th scope="col">{text('referral.friends.state')}</th>
          </tr>
        </thead>
        <tbody>
          {referees.map((referee, index) => (
            // Masked names may repeat (`an***09` twice): the order is the key.
            <tr key={index}>
              <th scope="row">{referee.name}</th>
              <td>{format.date(referee.joinedAt)}</td>
              <td className={walletStyles.num}>{format.amount(referee.deposit)}</td>
              <td className={walletStyles.num}>{format.amount(referee.validBet)}</td>
              <td>
                <StatusPill
                  label={text(`referral.states.${referee.state}`)}
                  tone={toneOf[referee.state]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
