import { useTranslation } from 'react-i18next';
import { categoryIcons } from '../../shared/ui/category-icons.ts';
import { NotOpenYet } from '../../shared/ui/not-open-yet.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';
import styles from './game-list-center.module.css';

/** Game types served by the game list centre, plus the in-house games page. */
export type GameListType = 'LIVE' | 'FISH' | 'RNG' | 'PVP' | 'INHOUSE';

/** Props of `GameListCenter`. */
export interface GameListCenterProps {
  gameType: GameListType;
  /** Vendor chosen from a vendor launcher (`/rng?vassalage=...`). */
  vassalage?: string | undefined;
}

/** The game list centre of a game type: its frame and the chosen vendor; lists come later. */
export function GameListCenter({ gameType, vassalage }: GameListCenterProps) {
  const { t } = useTranslation();
  return (
    <SectionFrame
      title={t(`categories.${gameType}`)}
      icon={categoryIcons[gameType]}
      meta={
        vassalage === undefined ? undefined : (
          <span className={styles.chip}>{t('sections.vendor', { vendor: vassalage })}</span>
        )
      }
    >
      <NotOpenYet />
    </SectionFrame>
  );
}
