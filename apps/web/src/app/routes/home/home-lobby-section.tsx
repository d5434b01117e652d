import { HomeLobby } from '../../../features/games/home-lobby.tsx';
import { GamesEnvProvider } from '../games/games-env-provider.tsx';

/** The home lobby with the session and launch it needs; loaded after the first paint. */
export function HomeLobbySection() {
  return (
    <GamesEnvProvider>
      <HomeLobby />
    </GamesEnvProvider>
  );
}
