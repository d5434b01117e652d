import { useTranslation } from 'react-i18next';
import { NotOpenYet } from '../../shared/ui/not-open-yet.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';

/** The points mall: its frame; rewards, redeem history and rules come with the points work. */
export function PointMall() {
  const { t } = useTranslation();
  return (
    <SectionFrame title={t('sections.pointMall')} icon="coins">
      <NotOpenYet />
    </SectionFrame>
  );
}
