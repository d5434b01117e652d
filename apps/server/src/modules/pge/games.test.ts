import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ReturnSample } from '../../testing/return-interval.ts';
import { fairFloats, seedHash } from './fair.ts';
import { crashPointOf } from './crash-chain.ts';
import {
  bp,
  playRound,
  pgeGameRules,
  slotStats,
  type SoloChoice,
  type SoloGameCode,
} from './games.ts';

const rounds = 100_000;

/**
 * Plays `rounds` rounds with fresh seeds (printed; PGE_RTP_SEED=<server seed> replays them)
 * and answers the mean return and the half-width of its confidence interval.
 */
function simulate(
  game: SoloGameCode | 'PGE_CRASH',
  choice: SoloChoice,
  knownVariance?: number,
): { mean: number; half: number } {
  const serverSeed = process.env.PGE_RTP_SEED ?? randomBytes(32).toString('hex');
  const clientSeed = 'rtp-test';
  console.info(`${game} RTP rounds: PGE_RTP_SEED=${serverSeed}`);
  const sample = new ReturnSample();
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    // Crash: a player who always cashes out at `choice.target` hundredths, on the round seeds.
    const x =
      game === 'PGE_CRASH'
        ? crashPointOf(`${serverSeed}:${nonce}`, clientSeed) >= choice.target
          ? choice.target / 100
          : 0
        : Number(playRound(game, { serverSeed, clientSeed, nonce }, choice).multiplierBp) /
          Number(bp);
    sample.add(x);
  }
  return sample.interval(knownVariance);
}

describe('in-house games', () => {
  it.each([
    ['PGE_DICE', 50, false],
    ['PGE_DICE', 5, false],
    ['PGE_DICE', 70, true],
    ['PGE_CRASH', 200, false],
    ['PGE_SLOT', 0, false],
  ] as const)(
    '%s (target %i, over %s) returns its stated RTP within its confidence interval',
    (game, target, over) => {
      const known = game === 'PGE_SLOT' ? slotStats().variance : undefined;
      const { mean, half } = simulate(game, { target, over }, known);
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
    const half = { target: 50, over: false };
    expect(playRound('PGE_DICE', seeds, half)).toEqual(playRound('PGE_DICE', seeds, half));
    // Over and under the same target split the rolls: exactly one of them wins.
    const under = playRound('PGE_DICE', seeds, half).result.win;
    expect(playRound('PGE_DICE', seeds, { target: 50, over: true }).result.win).toBe(!under);
    expect(fairFloats(seeds.serverSeed, 'player', 7, 12)).toHaveLength(12);
    expect(fairFloats(seeds.serverSeed, 'player', 7, 1)).not.toEqual(
      fairFloats(seeds.serverSeed, 'player', 8, 1),
    );
    expect(seedHash('x')).toMatch(/^[0-9a-f]{64}$/u);
    expect(() => playRound('PGE_DICE', seeds, { target: 99, over: false })).toThrow(RangeError);
  });
});
