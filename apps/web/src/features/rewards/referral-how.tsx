import { Card } from '../../shared/money/card.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import type { Referral } from './referral-types.ts';
import styles from './referral.module.css';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useReferralText } from './use-referral-text.ts';

/** Props of `ReferralHow`. */
export interface ReferralHowProps {
  referral: Pick<Referral, 'reward' | 'minDeposit' | 'minValidBet'>;
  format: RewardsFormat;
}

/**
 * The brand's deal in one sentence, with its own amounts. A condition of zero is left out
 * rather than asking the friend to "deposit R$ 0,00".
 */
export function ReferralHow({ referral, format }: ReferralHowProps) {
  const text = useReferralText();
  const { reward, minDeposit, minValidBet } = referral;
  const deposit = !format.isZero(minDeposit);
  const validBet = !format.isZero(minValidBet);
  const variant = deposit ? (validBet ? 'both' : 'deposit') : validBet ? 'validBet' : 'none';
  return (
    <Card title={text('referral.how.title')} icon="help">
      <p className={styles.sentence}>
        {text(`referral.how.${variant}`, {
          reward: format.amount(reward),
          deposit: format.amount(minDeposit),
          validBet: format.amount(minValidBet),
        })}
      </p>
      {deposit || validBet ? (
        <p className={walletStyles.muted}>{text('referral.how.counted')}</p>
      ) : null}
    </Card>
  );
}
