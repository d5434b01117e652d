import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerArt } from './art.ts';
import { registerGameList } from './game-list.ts';
import { registerGameMenus } from './game-menus.ts';
import { registerHotGames } from './hot-games.ts';
import { registerRecent } from './recent.ts';
import { registerRoomList } from './room-list.ts';
import { registerWinnerBoard } from './winner-board.ts';

/** The games module: menus, lists, hot games, recent games, PVP rooms, winners and artwork. */
export function registerGamesRoutes(app: FastifyInstance, platform: Platform): void {
  registerGameMenus(app, platform);
  registerGameList(app, platform);
  registerHotGames(app, platform);
  registerRecent(app, platform);
  registerRoomList(app, platform);
  registerWinnerBoard(app, platform);
  registerArt(app, platform);
}
