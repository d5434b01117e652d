import { fairFloats } from './fair.ts';

/**
 * The in-house games as pure functions: seeds and the player's choices in, outcome and payout
 * multiplier out. Multipliers are in basis points (10,000 = 1x) so payouts are integer math:
 * payout = floor(stake × multiplier / 10,000), never a float on money.
 */

export const bp = 10_000n;

export interface Outcome {
  /** Payout multiplier in basis points; 0 loses the stake. */
  multiplierBp: bigint;
  /** What the page shows (rolled number, reels, crash point). */
  result: Record<string, unknown>;
}

export interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

// Dice: roll under a target.
/** Stated return to player of dice and crash. */
export const diceRtp = 0.99;
export const diceTargets = { min: 2, max: 98 } as const;

/**
 * Dice: a roll in 0.00–99.99. Under `target` wins with chance target / 100, over it (a roll of
 * `target` or more) with chance (100 − target) / 100; either pays 0.99 / chance times the stake.
 */
export function playDice(seeds: Seeds, target: number, over = false): Outcome {
  if (!Number.isInteger(target) || target < diceTargets.min || target > diceTargets.max)
    throw new RangeError('target out of range');
  const [u] = fairFloats(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 1);
  const roll = Math.floor(u! * 10_000) / 100;
  const win = over ? roll >= target : roll < target;
  const chance = over ? 100 - target : target;
  // 0.99 / (chance / 100) in basis points, rounded down (the house keeps the fraction).
  const multiplierBp = win ? 990_000n / BigInt(chance) : 0n;
  return { multiplierBp, result: { roll, target, over, win } };
}

// Slot: five reels, one payline, the published paytable below.
export const slotSymbols = ['CHERRY', 'LEMON', 'BELL', 'STAR', 'SEVEN', 'CROWN'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];
/** Weight of each symbol on every reel (out of 100). */
export const slotWeights: Record<SlotSymbol, number> = {
  CHERRY: 30,
  LEMON: 25,
  BELL: 18,
  STAR: 12,
  SEVEN: 8,
  CROWN: 7,
};
/** Pays (times the stake) for 3, 4 and 5 of a kind from the leftmost reel. */
export const slotPaytable: Record<SlotSymbol, readonly [number, number, number]> = {
  CHERRY: [6, 20, 50],
  LEMON: [10, 25, 75],
  BELL: [20, 60, 200],
  STAR: [30, 125, 500],
  SEVEN: [60, 250, 1200],
  CROWN: [80, 400, 2500],
};

/** The slot's exact RTP and per-round variance (in stakes²), from the weights and paytable. */
export function slotStats(): { rtp: number; variance: number } {
  const total = Object.values(slotWeights).reduce((a, b) => a + b, 0);
  let mean = 0;
  let second = 0;
  for (const symbol of slotSymbols) {
    const p = slotWeights[symbol] / total;
    slotPaytable[symbol].forEach((pay, i) => {
      const k = i + 3;
      const chance = k < 5 ? p ** k * (1 - p) : p ** 5;
      mean += chance * pay;
      second += chance * pay * pay;
    });
  }
  return { rtp: mean, variance: second - mean * mean };
}

function symbolOf(u: number): SlotSymbol {
  let edge = Math.floor(u * 100);
  for (const symbol of slotSymbols) {
    edge -= slotWeights[symbol];
    if (edge < 0) return symbol;
  }
  return slotSymbols[slotSymbols.length - 1]!;
}

/** Slot: five reels from five floats; a run of 3+ equal symbols from the left pays. */
export function playSlot(seeds: Seeds): Outcome {
  const reels = fairFloats(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 5).map(symbolOf);
  let run = 1;
  while (run < 5 && reels[run] === reels[0]) run += 1;
  const pay = run >= 3 ? slotPaytable[reels[0]!][run - 3]! : 0;
  return { multiplierBp: BigInt(pay) * bp, result: { reels, run: run >= 3 ? run : 0, pay } };
}

/**
 * The in-house games by code, with their stated RTP. Slot and dice are rounds of one player on
 * the player's own seeds; crash is one shared round for everybody (`crash-rounds.ts`).
 */
export const pgeGameRules = {
  PGE_SLOT: { page: 'slot', rtp: slotStats().rtp },
  PGE_DICE: { page: 'dice', rtp: diceRtp },
  PGE_CRASH: { page: 'crash', rtp: diceRtp },
} as const;
export type PgeGameCode = keyof typeof pgeGameRules;
/** The games played one round per player on the player's own seeds. */
export type SoloGameCode = Exclude<PgeGameCode, 'PGE_CRASH'>;

export const isSoloGame = (game: string): game is SoloGameCode =>
  game === 'PGE_SLOT' || game === 'PGE_DICE';

/** The player's choice in a solo round: the dice target and side (the slot has none). */
export interface SoloChoice {
  target: number;
  over: boolean;
}

/** Plays one round of a solo game. */
export function playRound(game: SoloGameCode, seeds: Seeds, choice: SoloChoice): Outcome {
  if (game === 'PGE_DICE') return playDice(seeds, choice.target, choice.over);
  return playSlot(seeds);
}

/** The payout of a stake at a multiplier, rounded down to the minor unit. */
export function payoutOf(stake: bigint, multiplierBp: bigint): bigint {
  return (stake * multiplierBp) / bp;
}
