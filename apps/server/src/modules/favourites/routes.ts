import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerFavouriteAdd } from './add.ts';
import { registerFavouriteIds } from './ids.ts';
import { registerFavouriteList } from './list.ts';
import { registerFavouriteRemove } from './remove.ts';

/** The favourites module: ids, cards, add and remove, per member. */
export function registerFavouritesRoutes(app: FastifyInstance, platform: Platform): void {
  registerFavouriteIds(app, platform);
  registerFavouriteList(app, platform);
  registerFavouriteAdd(app, platform);
  registerFavouriteRemove(app, platform);
}
