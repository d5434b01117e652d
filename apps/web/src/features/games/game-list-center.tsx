import { useTranslation } from '../../i18n/use-translation.ts';
import { GameLobby } from './game-lobby.tsx';
import './games-texts.ts';
import styles from './game-list-center.module.css';

/** Game types served by the game list centre, plus the in-house games page. */
export type GameListType = 'LIVE' | 'FISH' | 'RNG' | 'PVP' | 'INHOUSE';

/** Props of `GameListCenter`. */
export interface GameListCenterProps {
  gameType: GameListType;
  /** Vendor chosen from a vendor launcher (`/rng?vassalage=...`). */
  vassalage?: string | undefined;
}

/** The game list centre of a game type: the category lobby, the launcher's vendor chosen. */
export function GameListCenter({ gameType, vassalage }: GameListCenterProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <GameLobby
        key={`${gameType}:${vassalage ?? ''}`}
        category={gameType}
        title={t(`categories.${gameType}`)}
        headingLevel={1}
        initialVendor={vassalage}
      />
    </div>
  );
}
