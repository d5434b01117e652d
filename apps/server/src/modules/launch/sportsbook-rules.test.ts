import { describe, expect, it } from 'vitest';
import { seededDraw } from './demo-random.ts';
import {
  drawResult,
  findFixture,
  fixtureRtp,
  fixturesOf,
  margins,
  settleSingle,
} from './sportsbook-rules.ts';
import { teams } from './sportsbook-teams.ts';

const day = '2024-06-01';

describe('demo sportsbook rules', () => {
  it('lays out the same fixtures for a day, different ones the next day, no side twice', () => {
    expect(fixturesOf('football', day)).toEqual(fixturesOf('football', day));
    expect(fixturesOf('football', day)).not.toEqual(fixturesOf('football', '2024-06-02'));
    for (const sport of ['football', 'esports'] as const) {
      const fixtures = fixturesOf(sport, day);
      const sides = fixtures.flatMap((f) => [f.home, f.away]);
      expect(new Set(sides).size).toBe(sides.length);
      expect(Math.max(...sides)).toBeLessThan(teams[sport].length);
      for (const f of fixtures) {
        expect(f.odds).toHaveLength(sport === 'football' ? 3 : 2);
        for (const o of f.odds) expect(o).toBeGreaterThanOrEqual(101);
      }
    }
  });

  it('keeps every selection’s exact RTP at or under 1 / (1 + margin), and close to it', () => {
    for (const sport of ['football', 'esports'] as const)
      for (let d = 1; d <= 28; d += 1)
        for (const f of fixturesOf(sport, `2024-02-${String(d).padStart(2, '0')}`)) {
          const rtp = fixtureRtp(f);
          expect(rtp).toBeLessThanOrEqual(1 / (1 + margins[sport]) + 1e-12);
          expect(rtp).toBeGreaterThan(1 / (1 + margins[sport]) - 0.02);
        }
  });

  it('returns the stated RTP on each selection by simulation with a seeded source', () => {
    const [fixture] = fixturesOf('football', day);
    const draw = seededDraw(3);
    const bets = 150_000;
    for (const pick of [0, 1, 2]) {
      let paid = 0n;
      for (let i = 0; i < bets; i += 1) paid += settleSingle(fixture!, pick, 100n, draw).payout;
      // Mean return per unit staked; the source is fixed, so this cannot flake.
      expect(Math.abs(Number(paid) / (100 * bets) - fixtureRtp(fixture!))).toBeLessThan(0.03);
    }
  });

  it('draws results in proportion to 1/odds, exactly, over the whole range', () => {
    const odds = { odds: [200, 400, 400] };
    // Weights 400*400 : 200*400 : 200*400 = 2 : 1 : 1 over 320,000.
    const counts = [0, 0, 0];
    for (let r = 0; r < 320_000; r += 1000) counts[drawResult(odds, () => r)]! += 1;
    expect(counts).toEqual([160, 80, 80]);
  });

  it('pays stake x odds rounded down on a win, nothing on a loss', () => {
    const fixture = { odds: [185, 340, 420] };
    expect(settleSingle(fixture, 0, 1_001n, () => 0)).toEqual({
      result: 0,
      win: true,
      payout: 1_851n,
    });
    const last = 340 * 420 + 185 * 420 + 185 * 340 - 1;
    expect(settleSingle(fixture, 0, 1_000n, () => last)).toEqual({
      result: 2,
      win: false,
      payout: 0n,
    });
  });

  it('finds only today’s and yesterday’s fixtures', () => {
    expect(findFixture('esports', '2024-06-01:2', day)?.id).toBe('2024-06-01:2');
    expect(findFixture('esports', '2024-05-31:0', day)?.id).toBe('2024-05-31:0');
    expect(findFixture('esports', '2024-05-30:0', day)).toBeNull();
    expect(findFixture('esports', '2024-06-01:9', day)).toBeNull();
    expect(findFixture('esports', 42, day)).toBeNull();
  });
});
