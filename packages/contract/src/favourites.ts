import * as z from 'zod/mini';
import { emptyInput, endpoint } from './endpoint.ts';
import {
  catalogueFilters,
  gameCard,
  gameType,
  pageNo,
  pageOut,
  pageSize,
  vassalage,
} from './game-card.ts';
import { requiredText } from './text.ts';

/** Favourites are nodeId strings (spec section 3). */
export const favouriteIdsOutput = z.object({ ids: z.array(z.string()) });

export const favouriteListInput = z.object({
  ...catalogueFilters,
  pageNo,
  pageSize: pageSize(999, 999),
});

export const favouriteListOutput = z.object({ content: z.array(gameCard), ...pageOut });

/** Add or remove one favourite: the game, its vendor (from vassalage) and its type. */
export const favouriteChangeInput = z.object({
  nodeId: requiredText(64),
  vendor: vassalage,
  gameType,
});

export const favouritesEndpoints = {
  ids: endpoint('favourites', 'ids', {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    auth: 'required',
    summary: 'The nodeIds of the member’s favourite games.',
    input: emptyInput,
    output: favouriteIdsOutput,
  }),
  list: endpoint('favourites', 'list', {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    auth: 'required',
    summary: 'The member’s favourite games as cards.',
    input: favouriteListInput,
    output: favouriteListOutput,
  }),
  add: endpoint('favourites', 'add', {
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    auth: 'required',
    summary: 'Add a game to the favourites; idempotent. Answers the ids after the change.',
    input: favouriteChangeInput,
    output: favouriteIdsOutput,
  }),
  remove: endpoint('favourites', 'remove', {
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    auth: 'required',
    summary: 'Remove a game from the favourites; idempotent. Answers the ids after the change.',
    input: favouriteChangeInput,
    output: favouriteIdsOutput,
  }),
};
