import { endpoint } from './endpoint.ts';

export const lotteryEndpoints = {
  vnMenu: endpoint('lottery', 'vnMenu', {
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    summary: 'VN lottery menus (gameMenus).',
  }),
  vnMenuRecent: endpoint('lottery', 'vnMenuRecent', {
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    auth: 'required',
    summary: 'The member’s recent VN lottery games.',
  }),
  vnOpened: endpoint('lottery', 'vnOpened', {
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    summary: 'Opened (drawn) VN numbers by game.',
  }),
  openedNumero: endpoint('lottery', 'openedNumero', {
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    auth: 'required',
    summary: 'Opened numbers of a lottery game.',
  }),
  games: endpoint('lottery', 'games', {
    method: 'GET',
    path: '/lgw/games/lottery',
    summary: 'Lottery games by prize mode (LOTT, ZY, ELOTT, SEA).',
  }),
  lobbyLaunch: endpoint('lottery', 'lobbyLaunch', {
    method: 'POST',
    path: '/lotto/lgw/games/launch',
    auth: 'required',
    summary: 'Launch the lottery lobby or a betting view.',
  }),
};
