import type { Endpoint } from '@portal/contract/endpoint';
import { lotteryEndpoints } from '@portal/contract/lottery';
import type { OpsRole } from '@portal/contract/ops/roles';
import type { BetInput, LotteryBoard } from '@portal/contract/lottery/wire';
import type { LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../../clock.ts';
import { call } from '../../testing/accounts.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import { operatorSession, ownerSession } from '../../testing/operators.ts';
import type { TestAppOptions } from '../../testing/test-app.ts';
import { newKey, walletKit, type WalletKit } from '../../testing/wallet-kit.ts';
import { stepLottery } from './engine.ts';

/**
 * The lottery's test kit: the money kit on a manual clock, the draw engine stepped by hand, and
 * the lottery calls through the contract. Periods are those the engine writes for the demo
 * brand's games; the clock starts on a whole hour, so `SSC_1M` period `…-0001` of the hour
 * opens at once and a test moves time to its close and draw.
 */
export interface LotteryKit extends WalletKit {
  clock: ManualClock;
  /** Runs one engine step at the current clock. */
  step(): Promise<void>;
  /** Moves the clock forward and steps the engine. */
  advance(ms: number): Promise<void>;
  board(token: string, gameCode?: string): Promise<LotteryBoard>;
  /** Places a slip on the game's current period (or `periodNo`) under a fresh key. */
  bet(
    token: string,
    bets: BetInput[],
    options?: { gameCode?: string; periodNo?: string; key?: string },
  ): Promise<LightMyRequestResponse>;
  /** Ms until the current period of the game closes. */
  untilClose(token: string, gameCode?: string): Promise<number>;
  /**
   * Calls an operator endpoint as the demo brand's owner, or as a new operator of `role`, on a
   * session opened at the kit's clock.
   */
  operator(
    endpoint: Endpoint,
    input: Record<string, unknown>,
    role?: OpsRole,
  ): Promise<LightMyRequestResponse>;
}

/** A 1-yuan (2.00) SSC 5-star direct bet on one number: one single bet. */
export function sscStraight(digits: number[], multiple = 1): BetInput {
  return {
    playCode: 'SSC_5STAR_DIRECT',
    selection: { positions: digits.map((d) => [d]) },
    betCount: 1,
    unit: 'YUAN',
    multiple,
    prizeGroup: 1900,
  };
}

/** A 2.00 bet that the first SSC digit is 1: at group 1900 it wins 19.00, with 0.06 rebate. */
export const sscFirstIsOne: BetInput = {
  playCode: 'SSC_POS',
  selection: { positions: [[1], [], [], [], []] },
  betCount: 1,
  unit: 'YUAN',
  multiple: 1,
  prizeGroup: 1900,
};

export async function lotteryKit(options: TestAppOptions = {}): Promise<LotteryKit> {
  const clock = new ManualClock();
  const kit = await walletKit({ ...options, clock });
  const step = () => stepLottery(kit.t.app.platform, clock.now());
  const board = async (token: string, gameCode = 'SSC_1M') =>
    expectOk(
      await kit.call(lotteryEndpoints.board, { gameCode }, { token }),
      lotteryEndpoints.board,
    );
  await step();
  return {
    ...kit,
    clock,
    step,
    async advance(ms) {
      clock.advance(ms);
      await step();
    },
    board,
    async bet(token, bets, options = {}) {
      const gameCode = options.gameCode ?? 'SSC_1M';
      const periodNo = options.periodNo ?? (await board(token, gameCode)).game.current!.periodNo;
      return kit.call(
        lotteryEndpoints.placeBets,
        { gameCode, periodNo, bets },
        { token, key: options.key ?? newKey() },
      );
    },
    async untilClose(token, gameCode = 'SSC_1M') {
      return (await board(token, gameCode)).game.current!.closesAt - clock.now();
    },
    async operator(endpoint, input, role) {
      const token = role ? await operatorSession(kit.t, role) : await ownerSession(kit.t);
      return call(kit.t, endpoint, input, { token });
    },
  };
}
