import { emptyInput, endpoint } from './endpoint.ts';
import {
  lotteryCancelInput,
  lotteryCancelOutput,
  lotteryRunInput,
  lotteryRunOutput,
  lotteryStatusOutput,
  lotteryTermsInput,
  lotteryTermsOutput,
  lotteryTermsSaveInput,
} from './lottery/ops.ts';
import {
  awaitingPeriodsOutput,
  lotteryResultInput,
  resultDecideInput,
  resultDecideOutput,
  resultEntriesInput,
  resultEntriesOutput,
  resultEntryView,
} from './lottery/result-entry.ts';
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
import {
  vnMenuInput,
  vnMenuOutput,
  vnOpenedInput,
  vnOpenedOutput,
  vnRecentOutput,
} from './lottery/vn-wire.ts';

/**
 * The lottery's calls. The LOTT and ELOTT lanes (SSC, 11X5, PK10, LHC, LF) and the regional
 * lotteries (VN stations, SEA draws) are served by the server's draw engine; the VN menus list
 * the regional ones. Shapes: `lottery/wire.ts`, `lottery/vn-wire.ts`.
 */

export const lotteryEndpoints = {
  vnMenu: endpoint('lottery', 'vnMenu', {
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    summary:
      'The VN stations (or SEA draws) by region (gameMenus), with the period selling and the next draw of each.',
    input: vnMenuInput,
    output: vnMenuOutput,
  }),
  vnMenuRecent: endpoint('lottery', 'vnMenuRecent', {
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    auth: 'required',
    summary: 'The member’s regional lottery games, most recently bet first.',
    input: emptyInput,
    output: vnRecentOutput,
  }),
  vnOpened: endpoint('lottery', 'vnOpened', {
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    summary:
      'The latest results of one regional game, or the last of every game of the area (a home strip).',
    input: vnOpenedInput,
    output: vnOpenedOutput,
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
      "Enters (or corrects) a MANUAL game's result for a period that no longer sells; it waits for a second operator's approval.",
    auth: 'operator',
    permission: 'lottery.write',
    input: lotteryResultInput,
    output: resultEntryView,
  }),
  opsRun: endpoint('lottery', 'opsRun', {
    method: 'POST',
    path: '/operator/lottery/run',
    summary:
      'Steps the draw engine now for the brand or one game; `asOf` only on a TEST_CLOCK server.',
    auth: 'operator',
    permission: 'lottery.write',
    input: lotteryRunInput,
    output: lotteryRunOutput,
  }),
  opsPeriodResultDecide: endpoint('lottery', 'opsPeriodResultDecide', {
    method: 'POST',
    path: '/operator/lottery/periods/result/decide',
    summary:
      'Approves an entered result (drawing and settling the period at the next result version) or rejects it; never by the operator who entered it.',
    auth: 'operator',
    permission: 'lottery.write',
    input: resultDecideInput,
    output: resultDecideOutput,
  }),
  opsPeriodsAwaiting: endpoint('lottery', 'opsPeriodsAwaiting', {
    method: 'GET',
    path: '/operator/lottery/periods/awaiting',
    summary:
      "The operators' work list, oldest draw first: the MANUAL games' periods past their draw time without a result, and settled periods with a correction awaiting approval, each with its pending entry.",
    auth: 'operator',
    permission: 'lottery.write',
    input: emptyInput,
    output: awaitingPeriodsOutput,
  }),
  opsPeriodResults: endpoint('lottery', 'opsPeriodResults', {
    method: 'GET',
    path: '/operator/lottery/periods/results',
    summary: 'Entered results newest first, pending ones included, by game and state.',
    auth: 'operator',
    permission: 'lottery.write',
    input: resultEntriesInput,
    output: resultEntriesOutput,
  }),
};
