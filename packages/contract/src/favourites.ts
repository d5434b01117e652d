import { endpoint } from './endpoint.ts';

export const favouritesEndpoints = {
  ids: endpoint('favourites', 'ids', {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    auth: 'required',
    summary: 'The nodeIds of the member’s favourite games.',
  }),
  list: endpoint('favourites', 'list', {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    auth: 'required',
    summary: 'The member’s favourite games as cards.',
  }),
  add: endpoint('favourites', 'add', {
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    auth: 'required',
    summary: 'Add a game to the favourites; idempotent.',
  }),
  remove: endpoint('favourites', 'remove', {
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    auth: 'required',
    summary: 'Remove a game from the favourites; idempotent.',
  }),
};
