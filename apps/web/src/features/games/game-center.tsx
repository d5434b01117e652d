import { useTranslation } from '../../i18n/use-translation.ts';
import { GameLobby } from './game-lobby.tsx';
import './games-texts.ts';
import styles from './game-list-center.module.css';

/** Game types served by the game centre (sports, esports and the two lottery lobbies). */
export type GameCenterType = 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT';

/** Props of `GameCenter`. */
export interface GameCenterProps {
  gameType: GameCenterType;
}

/** The game centre of a game type: its category lobby. */
export function GameCenter({ gameType }: GameCenterProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <GameLobby
        key={gameType}
        category={gameType}
        title={t(`categories.${gameType}`)}
        headingLevel={1}
      />
    </div>
  );
}
