import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairFloats, seedHash } from './fair.ts';
import { bp, playRound, pgeGameRules, slotStats, type PgeGameCode } from './games.ts';

/** z of a two-sided 99.9% interval. */
const z999 = 3.2905;
const rounds = 100_000;

/**
 * Plays `rounds` rounds with fresh seeds (printed; PGE_RTP_SEED=<server seed> replays them)
 * and answers the mean return and the half-width of its 99.9% confidence interval. The
 * variance is measured from the same rounds, or taken from the paytable when the game states
 * it: a slot's rare top wins make a measured variance too small in most samples.
 */
function simulate(
  game: PgeGameCode,
  choice: number,
  knownVariance?: number,
): { mean: number; half: number } {
  const serverSeed = process.env.PGE_RTP_SEED ?? randomBytes(32).toString('hex');
  const clientSeed = 'rtp-test';
  console.info(`${game} RTP rounds: PGE_RTP_SEED=${serverSeed}`);
  let sum = 0;
  let sumSq = 0;
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const x =
      Number(playRound(game, { serverSeed, clientSeed, nonce }, choice).multiplierBp) / Number(bp);
    sum += x;
    sumSq += x * x;
  }
  const mean = sum / rounds;
  const variance = knownVariance ?? sumSq / rounds - mean * mean;
  return { mean, half: z999 * Math.sqrt(variance / rounds) };
}

describe('in-house games', () => {
  it.each([
    ['PGE_DICE', 50],
    ['PGE_DICE', 5],
    ['PGE_CRASH', 200],
    ['PGE_SLOT', 0],
  ] as const)(
    '%s (choice %i) returns its stated RTP within a 99.9 percent interval',
    (game, choice) => {
      const known = game === 'PGE_SLOT' ? slotStats().variance : undefined;
      const { mean, half } = simulate(game, choice, known);
      const rtp = pgeGameRules[game].rtp;
      // Dice pays floor(990000 / target) bp: at most 1 bp under the stated 99%.
      expect(Math.abs(mean - rtp)).toBeLessThan(half + 0.0001);
    },
  );

  it('publishes the slot RTP from its paytable', () => {
    const { rtp, variance } = slotStats();
    expect(rtp).toBeCloseTo(0.958195, 5);
    expect(variance).toBeGreaterThan(0);
  });

  it('maps seeds to the same outcome every time, and others to other outcomes', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 7 };
    expect(playRound('PGE_DICE', seeds, 50)).toEqual(playRound('PGE_DICE', seeds, 50));
    expect(fairFloats(seeds.serverSeed, 'player', 7, 12)).toHaveLength(12);
    expect(fairFloats(seeds.serverSeed, 'player', 7, 1)).not.toEqual(
      fairFloats(seeds.serverSeed, 'player', 8, 1),
    );
    expect(seedHash('x')).toMatch(/^[0-9a-f]{64}$/u);
    expect(() => playRound('PGE_DICE', seeds, 99)).toThrow(RangeError);
  });
});
