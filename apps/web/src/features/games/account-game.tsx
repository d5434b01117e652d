import { useTranslation } from 'react-i18next';
import { NotOpenYet } from '../../shared/ui/not-open-yet.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';

/** Which account game page: the member's favourites or recently played games. */
export type AccountGameType = 'favorite' | 'recent';

/** Props of `AccountGame`. */
export interface AccountGameProps {
  type: AccountGameType;
}

/** The account game page (favourites or recent): its frame; the lists come with the games work. */
export function AccountGame({ type }: AccountGameProps) {
  const { t } = useTranslation();
  return (
    <SectionFrame title={t(`sections.${type}`)} icon={type === 'favorite' ? 'heart' : 'clock'}>
      <NotOpenYet />
    </SectionFrame>
  );
}
