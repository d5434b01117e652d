import { endpoint } from './endpoint.ts';
import {
  cancelBetInput,
  cancelBetOutput,
  lotteryBoardOutput,
  lotteryGameInput,
  lotteryGamesInput,
  lotteryGamesOutput,
  lobbyLaunchInput,
  lobbyLaunchOutput,
  myBetsInput,
  myBetsOutput,
  openedNumerosInput,
  openedNumerosOutput,
  placeBetsInput,
  placeBetsOutput,
  verifyInput,
  verifyOutput,
} from './lottery/wire.ts';

/**
 * The lottery's calls. The LOTT and ELOTT lanes (SSC, 11X5, PK10, LHC, LF) are served by the
 * server's draw engine; the VN menus belong to the regional lotteries. Shapes: `lottery/wire.ts`.
 */

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
    summary: 'Drawn periods of a lottery game with their results, newest first.',
    input: openedNumerosInput,
    output: openedNumerosOutput,
  }),
  games: endpoint('lottery', 'games', {
    method: 'GET',
    path: '/lgw/games/lottery',
    summary: 'Lottery games by prize mode (LOTT, ZY, ELOTT, SEA), grouped by game group.',
    input: lotteryGamesInput,
    output: lotteryGamesOutput,
  }),
  lobbyLaunch: endpoint('lottery', 'lobbyLaunch', {
    method: 'POST',
    path: '/lotto/lgw/games/launch',
    auth: 'required',
    summary: 'Launch the lottery lobby or a betting view: the portal path to open.',
    input: lobbyLaunchInput,
    output: lobbyLaunchOutput,
  }),
  board: endpoint('lottery', 'board', {
    method: 'GET',
    path: '/lgw/numeros/near',
    auth: 'required',
    summary: 'A game’s current and next period, its play methods and the member’s terms.',
    input: lotteryGameInput,
    output: lotteryBoardOutput,
  }),
  placeBets: endpoint('lottery', 'placeBets', {
    method: 'POST',
    path: '/lotto/lgw/bets',
    auth: 'required',
    idempotent: true,
    summary: 'Place a slip of bets on an open period: all recorded and paid for, or none.',
    input: placeBetsInput,
    output: placeBetsOutput,
  }),
  myBets: endpoint('lottery', 'myBets', {
    method: 'GET',
    path: '/lotto/lgw/bets',
    auth: 'required',
    summary: 'The member’s lottery tickets, newest first, by game, period or state.',
    input: myBetsInput,
    output: myBetsOutput,
  }),
  cancelBet: endpoint('lottery', 'cancelBet', {
    method: 'POST',
    path: '/lotto/lgw/bets/cancel',
    auth: 'required',
    idempotent: true,
    summary: 'Cancel a ticket while its period still sells, when the brand allows it.',
    input: cancelBetInput,
    output: cancelBetOutput,
  }),
  verify: endpoint('lottery', 'verify', {
    method: 'GET',
    path: '/lgw/draw/verify',
    auth: 'optional',
    summary: 'The inputs of a drawn period, to recompute its result with any SHA-256 tool.',
    input: verifyInput,
    output: verifyOutput,
  }),
};
