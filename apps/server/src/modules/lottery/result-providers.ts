import type { ResultSource } from '@portal/contract/lottery/vn-wire';
import type { Db } from '../../db/db.ts';
import type { Keyring } from '../../merchant/key-sealing.ts';
import { drawPeriod } from './close-draw.ts';
import type { LotteryGame } from './lottery-terms.ts';

/**
 * Where a game's results come from (`lottery_game.draw_source`). The engine asks the game's
 * provider to draw each closed period once its draw time has passed; a provider whose results
 * arrive from outside leaves the period closed until they do. A real feed of official results
 * (a provider's API) is a third entry here, behind the same two members.
 */
export interface ResultProvider {
  /** What players are told of the results' origin. */
  readonly source: ResultSource;
  /** Draws a closed period due at `now`; false when it did not (not due, or not its way). */
  drawDue(
    db: Db,
    keyring: Keyring,
    game: LotteryGame,
    periodNo: string,
    now: number,
  ): Promise<boolean>;
}

/**
 * `RNG`: the in-house provider, drawing from the game's seed chain with the provably fair engine.
 * For draws that are official elsewhere (the VN and SEA lotteries) it is the demo provider: the
 * pages label its results as drawn in-house, not the official draw.
 */
const inHouse: ResultProvider = { source: 'IN_HOUSE', drawDue: drawPeriod };

/**
 * `MANUAL`: the official result, entered by one operator and approved by a second
 * (`result-entries.ts`); the approval draws the period, the engine never does.
 */
const operatorEntry: ResultProvider = { source: 'OPERATOR', drawDue: async () => false };

/** The provider of a game. */
export function resultProvider(game: Pick<LotteryGame, 'drawSource'>): ResultProvider {
  return game.drawSource === 'RNG' ? inHouse : operatorEntry;
}
