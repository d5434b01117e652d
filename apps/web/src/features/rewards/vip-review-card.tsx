import { Card } from '../../shared/money/card.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { lastInstant, shortfall } from './rewards-math.ts';
import styles from './rewards.module.css';
import type { VipProgress } from './rewards-types.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText, type RewardsTextKey, type TextValues } from './use-rewards-text.ts';
import { ProgressBar } from './progress-bar.tsx';

/** Props of `VipReviewCard`. */
export interface VipReviewCardProps {
  progress: VipProgress;
  format: RewardsFormat;
}

type Text = (key: RewardsTextKey, values?: TextValues) => string;

/**
 * What this period's review means for the member's level, in one sentence: kept for good (no
 * keep amount), safe (reached inside the period, which its review skips), kept already, or how
 * much more to bet by the period's last day.
 */
function reviewSentence({ name, period }: VipProgress, format: RewardsFormat, text: Text) {
  const keep = format.amount(period.keepValidBet);
  // The period's end is the next one's first instant: the member reads the last day it runs.
  const date = format.date(lastInstant(period.end));
  if (format.isZero(period.keepValidBet)) return text('rewards.vip.forGood', { name });
  if (period.exempt) return text('rewards.vip.exempt', { name, date, amount: keep });
  const left = shortfall(period.validBet, period.keepValidBet);
  if (format.isZero(left)) return text('rewards.vip.keepDone', { name, date });
  return text('rewards.vip.keepMore', { name, date, amount: format.amount(left) });
}

/**
 * The review period running now (weekly or monthly, on the brand's calendar), the valid bets
 * in it against what keeping the level takes, and what that means for the level.
 */
export function VipReviewCard({ progress, format }: VipReviewCardProps) {
  const text = useRewardsText();
  const { period } = progress;
  return (
    <Card title={text('rewards.vip.reviewTitle')} icon="clock">
      <dl className={walletStyles.facts}>
        <dt>{text('rewards.vip.reviewKind')}</dt>
        <dd>{text(`rewards.vip.kinds.${period.kind}`)}</dd>
        <dt>{text('rewards.vip.period')}</dt>
        <dd>
          {text('rewards.vip.periodDates', {
            start: format.date(period.start),
            end: format.date(lastInstant(period.end)),
          })}
        </dd>
      </dl>
      {format.isZero(period.keepValidBet) ? null : (
        <ProgressBar
          label={text('rewards.vip.periodBet')}
          done={period.validBet}
          target={period.keepValidBet}
          format={format}
        />
      )}
      <p className={styles.sentence}>{reviewSentence(progress, format, text)}</p>
    </Card>
  );
}
