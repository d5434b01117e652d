import type { GameCard } from '@portal/contract/game-card';
import { createContext, useContext } from 'react';

/** How a tile's play buttons start a game. */
export interface PlayOptions {
  /** The free-trial button (supportPlay 0): play for fun, allowed for visitors. */
  freePlay: boolean;
}

/**
 * What the game screens need from the rest of the app (the session, the login popup, the
 * launch rules). The app provides it where the features meet (`app/routes/games`), so the game
 * screens import no other feature.
 */
export interface GamesEnv {
  token: string | null;
  isLogin: boolean;
  openLogin: () => void;
  play: (card: GameCard, options: PlayOptions) => void;
  /** The brand's currency symbol, for amounts such as the winner board's. */
  currencySymbol: string;
}

const visitor: GamesEnv = {
  currencySymbol: '',
  token: null,
  isLogin: false,
  openLogin: () => undefined,
  play: () => undefined,
};

export const GamesEnvContext = createContext<GamesEnv>(visitor);

/** The game screens' view of the session and the launch. */
export function useGamesEnv(): GamesEnv {
  return useContext(GamesEnvContext);
}
