import { endpoint } from './endpoint.ts';

export const gamesEndpoints = {
  gameMenus: endpoint('games', 'gameMenus', {
    method: 'GET',
    path: '/lgw/games/game_menus',
    summary: 'Game categories with their vendors for the top and side navigation.',
  }),
  gameList: endpoint('games', 'gameList', {
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    auth: 'optional',
    summary: 'A page of games filtered by type, vendor, classify and name.',
  }),
  hotGames: endpoint('games', 'hotGames', {
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    summary: 'Hot games by type and vendor.',
  }),
  recent: endpoint('games', 'recent', {
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    auth: 'required',
    summary: 'The member’s recently launched games.',
  }),
  roomList: endpoint('games', 'roomList', {
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    auth: 'required',
    summary: 'Player-versus-player rooms.',
  }),
  winnerBoard: endpoint('games', 'winnerBoard', {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    summary: 'The biggest settled wins, highest first.',
  }),
};
