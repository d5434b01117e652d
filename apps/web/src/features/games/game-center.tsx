import { useTranslation } from 'react-i18next';
import { categoryIcons } from '../../shared/ui/category-icons.ts';
import { NotOpenYet } from '../../shared/ui/not-open-yet.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';

/** Game types served by the game centre (sports, esports and the two lottery lobbies). */
export type GameCenterType = 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT';

/** Props of `GameCenter`. */
export interface GameCenterProps {
  gameType: GameCenterType;
}

/** The game centre of a game type: its titled frame; the vendor lobby arrives with the games work. */
export function GameCenter({ gameType }: GameCenterProps) {
  const { t } = useTranslation();
  return (
    <SectionFrame title={t(`categories.${gameType}`)} icon={categoryIcons[gameType]}>
      <NotOpenYet />
    </SectionFrame>
  );
}
