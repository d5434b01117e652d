import { randomInt } from 'node:crypto';

/**
 * The rules of the demo vendors' high/low table, apart from any storage so the RTP test can
 * play them by the hundred thousand. Two cards are drawn independently from 13 ranks (A low,
 * K high); the member guesses whether the second is higher or lower than the first. A tie
 * loses; a win pays 2x the stake (the stake back plus as much again).
 *
 * Return to player: for either guess, P(win) = (number of ordered pairs with the second card
 * strictly on the guessed side) / 169 = 78 / 169 = 6/13, so RTP = 2 x 6/13 = 12/13 ≈ 92.3%.
 */
export type Guess = 'high' | 'low';

/** Card ranks by index, 0 (ace) to 12 (king). */
export const cardRanks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** The payout multiplier of a win. */
export const winMultiplier = 2n;

/** The table's stated return to player: 12/13. */
export const tableRtp = 12 / 13;

/** One card, uniformly from the 13 ranks, from the system's CSPRNG. */
export function drawCard(): number {
  return randomInt(cardRanks.length);
}

/** Settles a round: a win pays `winMultiplier` x stake, a loss or a tie pays nothing. */
export function settleHighLow(
  first: number,
  second: number,
  guess: Guess,
  stake: bigint,
): { win: boolean; payout: bigint } {
  const win = guess === 'high' ? second > first : second < first;
  return { win, payout: win ? stake * winMultiplier : 0n };
}
