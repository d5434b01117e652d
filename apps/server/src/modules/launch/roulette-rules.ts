import type { Draw } from './demo-random.ts';

/**
 * The demo LIVE table: single-zero (European) roulette, one bet per spin. The wheel has 37
 * pockets, 0 to 36; zero is green and loses every outside bet (no la partage / en prison, to
 * keep the rules plain). Pays, stake included: red, black, odd, even 2x; a dozen 3x; a single
 * number (straight) 36x. Every bet then returns 36/37 ≈ 97.3% (`rouletteRtp`): an even-money
 * bet wins on 18 pockets (2 x 18/37), a dozen on 12 (3 x 12/37), a straight on 1 (36 x 1/37).
 */
export type RouletteBet =
  | { type: 'red' | 'black' | 'odd' | 'even' }
  | { type: 'dozen'; dozen: 1 | 2 | 3 }
  | { type: 'straight'; number: number };

/** The red pockets of the standard wheel; the other non-zero pockets are black. */
export const redNumbers: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

export const pocketCount = 37;

/** The stated return to player of every bet. */
export const rouletteRtp = 36 / 37;

/** Payout multiplier (stake included) of a winning bet of each type. */
export const roulettePays = { red: 2n, black: 2n, odd: 2n, even: 2n, dozen: 3n, straight: 36n };

export function pocketColour(n: number): 'green' | 'red' | 'black' {
  if (n === 0) return 'green';
  return redNumbers.includes(n) ? 'red' : 'black';
}

/** True when `bet` wins on pocket `n`. */
export function rouletteWins(bet: RouletteBet, n: number): boolean {
  if (n === 0) return bet.type === 'straight' && bet.number === 0;
  switch (bet.type) {
    case 'red':
    case 'black':
      return pocketColour(n) === bet.type;
    case 'odd':
      return n % 2 === 1;
    case 'even':
      return n % 2 === 0;
    case 'dozen':
      return Math.ceil(n / 12) === bet.dozen;
    case 'straight':
      return n === bet.number;
  }
}

/** One spin: the pocket from `draw`, and what `bet` pays on it. */
export function spinRoulette(
  bet: RouletteBet,
  stake: bigint,
  draw: Draw,
): { pocket: number; win: boolean; payout: bigint } {
  const pocket = draw(pocketCount);
  const win = rouletteWins(bet, pocket);
  return { pocket, win, payout: win ? stake * roulettePays[bet.type] : 0n };
}

/** A bet from untrusted input, or null when it is not one of the table's bets. */
export function parseRouletteBet(input: unknown): RouletteBet | null {
  if (typeof input !== 'object' || input === null) return null;
  const { type, dozen, number } = input as Record<string, unknown>;
  if (type === 'red' || type === 'black' || type === 'odd' || type === 'even') return { type };
  if (type === 'dozen' && (dozen === 1 || dozen === 2 || dozen === 3)) return { type, dozen };
  if (type === 'straight' && Number.isInteger(number) && (number as number) >= 0)
    if ((number as number) < pocketCount) return { type, number: number as number };
  return null;
}
