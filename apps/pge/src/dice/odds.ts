/**
 * The odds the dice screen shows before a roll, from the rule the server plays by (see the
 * rules dialog): chance = target (under) or 100 − target (over), the win pays
 * floor(990000 ÷ chance) basis points of the stake, rounded down to the cent.
 */
export function diceOdds(target: number, over: boolean) {
  const chance = over ? 100 - target : target;
  const multiplierBp = Math.floor(990_000 / chance);
  return {
    chance,
    multiplier: multiplierBp / 10_000,
    /** The payout of a stake (`"2.50"`) on a win, as a decimal string. */
    payoutOf(stake: string): string {
      const cents = BigInt(stake.replace('.', ''));
      const paid = (cents * BigInt(multiplierBp)) / 10_000n;
      return `${paid / 100n}.${(paid % 100n).toString().padStart(2, '0')}`;
    },
  };
}
