import { describe, expect, it } from 'vitest';
import { seededDraw } from './demo-random.ts';
import { fishingRtp, fishTargets, hitScale, parseFishTarget, shootFish } from './fishing-rules.ts';

describe('demo fishing rules', () => {
  it.each(fishTargets.map((t) => t.id))(
    'returns exactly 95%% on the %s, counting every draw',
    (id) => {
      let paid = 0n;
      for (let r = 0; r < hitScale; r += 1) paid += shootFish(id, 1n, () => r).payout;
      expect(Number(paid) / hitScale).toBeCloseTo(fishingRtp, 12);
      expect(fishingRtp).toBeLessThan(1);
    },
  );

  it('returns 95% by simulation with a seeded source, within a fixed tolerance', () => {
    const draw = seededDraw(11);
    const shots = 200_000;
    let paid = 0n;
    for (let i = 0; i < shots; i += 1) paid += shootFish('pufferfish', 1n, draw).payout;
    expect(Math.abs(Number(paid) / shots - fishingRtp)).toBeLessThan(0.03);
  });

  it('pays the multiplier on a catch and nothing on a miss', () => {
    expect(shootFish('shark', 200n, () => 379)).toEqual({ caught: true, payout: 5_000n });
    expect(shootFish('shark', 200n, () => 380)).toEqual({ caught: false, payout: 0n });
    expect(shootFish('dragon', 1n, () => 0)).toEqual({ caught: true, payout: 100n });
  });

  it('reads only known targets', () => {
    expect(parseFishTarget('turtle')).toBe('turtle');
    expect(parseFishTarget('whale')).toBeNull();
    expect(parseFishTarget(3)).toBeNull();
  });
});
