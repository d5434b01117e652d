import { emptyInput, endpoint } from './endpoint.ts';
import {
  lotteryCancelInput,
  lotteryCancelOutput,
  lotteryResultInput,
  lotteryResultOutput,
  lotteryStatusOutput,
  lotteryTermsInput,
  lotteryTermsOutput,
  lotteryTermsSaveInput,
} from './lottery/ops.ts';
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

/**
 * The operator's side (`lottery/ops.ts`): the engine's state for monitoring, and the changes of
 * a game's terms, a period's cancellation and a MANUAL game's result, each audited.
 */
export const lotteryOpsEndpoints = {
  opsStatus: endpoint('lottery', 'opsStatus', {
    method: 'GET',
    path: '/operator/lottery/status',
    summary: 'Periods by state, tickets still pending in drawn periods and settlements made.',
    auth: 'operator',
    permission: 'dashboard.read',
    input: emptyInput,
    output: lotteryStatusOutput,
  }),
  opsTerms: endpoint('lottery', 'opsTerms', {
    method: 'GET',
    path: '/operator/lottery/terms',
    summary: "A game's terms as stored, with its shape, draw source and what is wrong with them.",
    auth: 'operator',
    permission: 'lottery.write',
    input: lotteryTermsInput,
    output: lotteryTermsOutput,
  }),
  opsTermsSave: endpoint('lottery', 'opsTermsSave', {
    method: 'PUT',
    path: '/operator/lottery/terms',
    summary:
      "Replaces a game's terms for bets placed from then on, refused whole with their problems when they do not hold together.",
    auth: 'operator',
    permission: 'lottery.write',
    input: lotteryTermsSaveInput,
    output: lotteryTermsOutput,
  }),
  opsPeriodCancel: endpoint('lottery', 'opsPeriodCancel', {
    method: 'POST',
    path: '/operator/lottery/periods/cancel',
    summary: 'Cancels a period that has paid nobody yet and refunds every pending ticket.',
    auth: 'operator',
    permission: 'lottery.write',
    input: lotteryCancelInput,
    output: lotteryCancelOutput,
  }),
  opsPeriodResult: endpoint('lottery', 'opsPeriodResult', {
    method: 'POST',
    path: '/operator/lottery/periods/result',
    summary:
      "Enters or corrects a MANUAL game's result and settles the period at the new result version.",
    auth: 'operator',
    permission: 'lottery.write',
    input: lotteryResultInput,
    output: lotteryResultOutput,
  }),
};
