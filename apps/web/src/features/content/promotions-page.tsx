import { useTranslation } from 'react-i18next';
import { NotOpenYet } from '../../shared/ui/not-open-yet.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';

/** Props of `PromotionsPage`. */
export interface PromotionsPageProps {
  /** The promotion named by the address hash (`/promotions#id`). */
  promoId?: string | undefined;
}

/** The promotions page: its frame; the promotion list comes with the content work. */
export function PromotionsPage({ promoId }: PromotionsPageProps) {
  const { t } = useTranslation();
  return (
    <SectionFrame
      title={t('sections.promotions')}
      icon="gift"
      meta={
        promoId === undefined ? undefined : <span>{t('sections.promotion', { id: promoId })}</span>
      }
    >
      <NotOpenYet />
    </SectionFrame>
  );
}
