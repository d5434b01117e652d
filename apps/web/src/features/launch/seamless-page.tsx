import { useTranslation } from 'react-i18next';
import { NotOpenYet } from '../../shared/ui/not-open-yet.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';

/** The seamless game room: its frame; launching games inside it comes with the launch work. */
export function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <SectionFrame title={t('sections.seamless')} icon="gamepad">
      <NotOpenYet />
    </SectionFrame>
  );
}
