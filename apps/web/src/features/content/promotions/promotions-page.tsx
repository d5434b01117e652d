import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SectionFrame } from '../../../shared/ui/section-frame.tsx';
import { promotionsQuery } from '../content-api.ts';
import '../content-texts.ts';
import { useScrollToId } from '../use-scroll-to-id.ts';
import { PromotionCard } from './promotion-card.tsx';
import { promotionCategoryLabel } from './promotion-category.ts';
import type { PromotionsEnv } from './promotions-env.ts';
import styles from './promotions.module.css';

/** Props of `PromotionsPage`. */
export interface PromotionsPageProps {
  /** The promotion named by the address hash (`/promotions#promoId`): scrolled to and opened. */
  promoId?: string | undefined;
  env: PromotionsEnv;
}

const all = '';

/**
 * /promotions: the promotions running or coming, filtered by category, each with its status
 * for the caller; the one the address names is scrolled to and opened.
 */
export function PromotionsPage({ promoId, env }: PromotionsPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(promotionsQuery(language, env.isLogin ? env.token : null));
  const list = query.data?.list ?? [];
  const [category, setCategory] = useState(all);
  const [open, setOpen] = useState<string | undefined>(promoId);
  const categories = [...new Set(list.map((item) => item.category))];
  const shown = list.filter((item) => category === all || item.category === category);

  useEffect(() => {
    if (promoId === undefined) return;
    setOpen(promoId);
    setCategory(all);
  }, [promoId]);
  useScrollToId(promoId, query.isSuccess);

  return (
    <SectionFrame title={t('sections.promotions')} icon="gift">
      {categories.length > 1 ? (
        <div
          className={styles.filters}
          role="group"
          aria-label={t('content.promotions.categoriesLabel')}
        >
          {[all, ...categories].map((key) => (
            <button
              key={key}
              type="button"
              className={styles.filter}
              aria-pressed={category === key}
              onClick={() => setCategory(key)}
            >
              {key === all ? t('content.promotions.all') : promotionCategoryLabel(t, key)}
            </button>
          ))}
        </div>
      ) : null}
      {query.isPending ? <p role="status">{t('content.loading')}</p> : null}
      {query.isError ? (
        <div role="alert" className={styles.actionRow}>
          <p>{t('content.error')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('content.retry')}
          </Button>
        </div>
      ) : null}
      {query.isSuccess && shown.length === 0 ? <p>{t('content.empty')}</p> : null}
      <div className={styles.grid}>
        {shown.map((promotion) => (
          <PromotionCard
            key={promotion.promoId}
            promotion={promotion}
            expanded={open === promotion.promoId}
            targeted={promoId === promotion.promoId}
            onToggle={() => setOpen(open === promotion.promoId ? undefined : promotion.promoId)}
            env={env}
          />
        ))}
      </div>
    </SectionFrame>
  );
}
