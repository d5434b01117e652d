import { Link } from 'react-router';
import { StatusPill } from '../../shared/money/status-pill.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import styles from './rewards.module.css';
import type { OpenPromotion } from './rewards-types.ts';
import type { RewardsFormat } from './use-rewards-format.ts';
import { useRewardsText } from './use-rewards-text.ts';

/** Props of `PromotionList`. */
export interface PromotionListProps {
  promotions: readonly OpenPromotion[];
  /** The address of a promotion's page (the app's `/promotions#id`). */
  promotionHref: (promoId: string) => string;
  format: RewardsFormat;
}

/**
 * The promotions the member can still join or claim, each a link to its page (where joining or
 * claiming happens), with its kind and when it ends.
 */
export function PromotionList({ promotions, promotionHref, format }: PromotionListProps) {
  const text = useRewardsText();
  return (
    <ul className={styles.promotions}>
      {promotions.map((promotion) => (
        <li key={promotion.promoId} className={styles.promotion}>
          <Link to={promotionHref(promotion.promoId)} className={styles.promotionLink}>
            {promotion.title}
          </Link>
          <span className={styles.promotionMeta}>
            <StatusPill label={text(`rewards.center.kinds.${promotion.kind}`)} tone="muted" />
            <span className={walletStyles.muted}>
              {promotion.endsAt === null
                ? text('rewards.center.noEnd')
                : text('rewards.center.ends', { time: format.time(promotion.endsAt) })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
