import { describe, expect, it } from 'vitest';
import { seededDraw } from './demo-random.ts';
import {
  parseRouletteBet,
  pocketColour,
  pocketCount,
  rouletteRtp,
  spinRoulette,
  type RouletteBet,
} from './roulette-rules.ts';

const bets: RouletteBet[] = [
  { type: 'red' },
  { type: 'black' },
  { type: 'odd' },
  { type: 'even' },
  { type: 'dozen', dozen: 1 },
  { type: 'dozen', dozen: 3 },
  { type: 'straight', number: 0 },
  { type: 'straight', number: 17 },
];
const fixed = (n: number) => () => n;

describe('demo roulette rules', () => {
  it.each(bets)('returns exactly 36/37 on %o, counting all 37 pockets', (bet) => {
    let paid = 0n;
    for (let n = 0; n < pocketCount; n += 1) paid += spinRoulette(bet, 1n, fixed(n)).payout;
    expect(Number(paid) / pocketCount).toBeCloseTo(rouletteRtp, 12);
  });

  it('returns 36/37 by simulation with a seeded source, within a fixed tolerance', () => {
    // Deterministic source: the same 200,000 spins every run, so the tolerance cannot flake.
    const draw = seededDraw(7);
    let paid = 0n;
    const spins = 200_000;
    for (let i = 0; i < spins; i += 1)
      paid += spinRoulette(bets[i % bets.length]!, 1n, draw).payout;
    expect(Math.abs(Number(paid) / spins - rouletteRtp)).toBeLessThan(0.03);
  });

  it('pays red 2x, a dozen 3x, a straight 36x, and zero loses outside bets', () => {
    expect(spinRoulette({ type: 'red' }, 100n, fixed(1))).toEqual({
      pocket: 1,
      win: true,
      payout: 200n,
    });
    expect(spinRoulette({ type: 'black' }, 100n, fixed(1)).payout).toBe(0n);
    expect(spinRoulette({ type: 'dozen', dozen: 2 }, 100n, fixed(24)).payout).toBe(300n);
    expect(spinRoulette({ type: 'dozen', dozen: 2 }, 100n, fixed(25)).payout).toBe(0n);
    expect(spinRoulette({ type: 'straight', number: 0 }, 100n, fixed(0)).payout).toBe(3_600n);
    for (const bet of bets.slice(0, 6)) expect(spinRoulette(bet, 100n, fixed(0)).payout).toBe(0n);
    expect([pocketColour(0), pocketColour(32), pocketColour(15)]).toEqual([
      'green',
      'red',
      'black',
    ]);
  });

  it('reads only the table’s bets from input', () => {
    expect(parseRouletteBet({ type: 'even' })).toEqual({ type: 'even' });
    expect(parseRouletteBet({ type: 'dozen', dozen: 3 })).toEqual({ type: 'dozen', dozen: 3 });
    expect(parseRouletteBet({ type: 'straight', number: 36 })).toEqual({
      type: 'straight',
      number: 36,
    });
    for (const bad of [
      null,
      'red',
      {},
      { type: 'dozen', dozen: 4 },
      { type: 'straight', number: 37 },
    ])
      expect(parseRouletteBet(bad)).toBeNull();
    expect(parseRouletteBet({ type: 'straight', number: 1.5 })).toBeNull();
  });
});
