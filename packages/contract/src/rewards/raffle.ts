/**
 * A raffle's prize table, drawn provably fair (reference section 5, as the in-house games):
 * each member's draw is the first float of HMAC-SHA256(seed, `raffle:<promoId>:<memberId>`),
 * whose seed the brand commits to with its SHA-256 when the raffle opens and reveals when it
 * ends, so anyone can recompute every prize.
 */

/** One prize: an amount in minor units, drawn with `weight` chances out of the table's total. */
export interface RafflePrize {
  amount: bigint;
  weight: number;
}

/** The message a member's draw hashes. */
export const raffleDrawMessage = (promoId: string, memberId: string) =>
  `raffle:${promoId}:${memberId}`;

/**
 * The prize a roll in [0, 1) draws: the roll scaled to the total weight picks the prize whose
 * share of the total it lands in, in table order.
 */
export function pickPrize(table: readonly RafflePrize[], roll: number): RafflePrize {
  if (table.length === 0) throw new RangeError('an empty prize table');
  if (!(roll >= 0 && roll < 1)) throw new RangeError('a roll is in [0, 1)');
  const total = table.reduce((sum, prize) => sum + prize.weight, 0);
  let point = Math.floor(roll * total);
  for (const prize of table) {
    if (point < prize.weight) return prize;
    point -= prize.weight;
  }
  return table[table.length - 1]!;
}
