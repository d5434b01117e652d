import type { PromotionSummary } from '@portal/contract/content';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate } from '../../../shared/lib/format-time.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import '../content-texts.ts';
import { promotionCategoryLabel } from './promotion-category.ts';
import { PromotionDetail } from './promotion-detail.tsx';
import type { PromotionsEnv } from './promotions-env.ts';
import styles from './promotions.module.css';
import { StatusBadge } from './status-badge.tsx';

/** Props of `PromotionCard`. */
export interface PromotionCardProps {
  promotion: PromotionSummary;
  expanded: boolean;
  /** The card named by the address hash: drawn highlighted. */
  targeted: boolean;
  onToggle: () => void;
  env: PromotionsEnv;
}

/**
 * A promotion: image, title, period, category and the caller's status; "details" expands the
 * card across the row with the promotion's content and actions. Its id is the promoId, the
 * `/promotions#promoId` target.
 */
export function PromotionCard({
  promotion,
  expanded,
  targeted,
  onToggle,
  env,
}: PromotionCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const detailId = useId();
  const period =
    promotion.endTime === null
      ? t('content.promotions.periodOpen', {
          start: formatDate(promotion.startTime, i18n.language),
        })
      : t('content.promotions.period', {
          start: formatDate(promotion.startTime, i18n.language),
          end: formatDate(promotion.endTime, i18n.language),
        });
  return (
    <article
      id={promotion.promoId}
      className={[
        styles.card,
        expanded ? styles.expanded : undefined,
        targeted ? styles.targeted : undefined,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
    >
      <img
        className={styles.image}
        src={promotion.imageUrl}
        alt=""
        width={480}
        height={200}
        loading="lazy"
      />
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.category}>{promotionCategoryLabel(t, promotion.category)}</span>
          <StatusBadge status={promotion.status} />
        </div>
        <h2 id={titleId} className={styles.title}>
          {promotion.title}
        </h2>
        <p className={styles.summary}>{promotion.summary}</p>
        <p className={styles.period}>
          <Icon name="clock" size={14} />
          {period}
        </p>
        <Button
          variant={expanded ? 'ghost' : 'secondary'}
          size="sm"
          aria-expanded={expanded}
          aria-controls={detailId}
          onClick={onToggle}
        >
          {t('content.promotions.details')}
          <Icon name={expanded ? 'chevronDown' : 'chevronRight'} size={16} />
        </Button>
      </div>
      <div id={detailId} className={styles.detailWrap} hidden={!expanded}>
        {expanded ? <PromotionDetail promoId={promotion.promoId} env={env} /> : null}
      </div>
    </article>
  );
}
