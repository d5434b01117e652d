/**
 * The games feature's public face: the games environment (who plays, how the login popup
 * opens), which favourites reads, and the game grid.
 */
export { GameGrid } from './game-grid.tsx';
export { useGamesEnv } from './games-env.ts';
