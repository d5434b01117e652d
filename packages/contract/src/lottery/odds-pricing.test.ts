import { describe, expect, it } from 'vitest';
import { defaultOdds } from './default-odds.ts';
import type { DrawShapeName } from './families.ts';
import { oddsBetPrize, oddsRtp, type OddsPricing } from './odds-pricing.ts';
import { allPlayMethods, playMethod } from './play-methods.ts';
import { settle, stakeOf, type FixedOdds } from './prize.ts';
import { ratio } from './rational.ts';
import { termsProblems, type LotteryTerms } from './terms.ts';
import { southA } from './tiered-boards.fixtures.ts';

const oddsPlays = allPlayMethods.filter((method) => method.pricing.kind === 'odds');
const pricingOf = (code: string) => playMethod(code).pricing as OddsPricing;

/** Terms offering every play of `shape` at `odds` (defaults overridden by `changes`). */
function termsFor(shape: DrawShapeName, changes: Record<string, FixedOdds> = {}): LotteryTerms {
  const plays = allPlayMethods.filter((method) => method.shape === shape).map((m) => m.code);
  return {
    prizeGroup: { min: 1, max: 1, default: 1 },
    units: ['YUAN'],
    maxMultiple: 10,
    plays,
    odds: { ...defaultOdds, ...changes },
    limits: {
      maxTicketStake: '1',
      maxBetPrize: '1',
      maxMemberPeriodStake: '1',
      maxNumberLiability: '1',
    },
    cancellable: false,
  };
}

describe('the defaults', () => {
  it('give odds for exactly the keys of every per-hit play', () => {
    expect(Object.keys(defaultOdds).sort()).toEqual(oddsPlays.map((m) => m.code).sort());
    for (const method of oddsPlays) {
      const keys = Object.keys((method.pricing as OddsPricing).expectedHits).sort();
      expect(Object.keys(defaultOdds[method.code] ?? {}).sort(), method.code).toEqual(keys);
    }
  });

  it('pass the terms check on every VN and SEA shape', () => {
    for (const shape of ['VN_MB', 'VN_MN', 'SEA_4D', 'SEA_THAI'] as const) {
      expect(termsProblems(shape, termsFor(shape)), shape).toEqual([]);
    }
  });

  it('return what the comments say', () => {
    const rtp = (code: string) =>
      oddsRtp(pricingOf(code), playMethod(code).cost, defaultOdds[code] ?? {});
    expect(rtp('VN_MN_LO2')).toEqual(ratio(996, 1000));
    expect(rtp('VN_MB_LO2')).toEqual(ratio(996, 1000));
    expect(rtp('VN_MN_LO4')).toEqual(ratio(95, 100));
    expect(rtp('VN_MN_DAU')).toEqual(ratio(994, 1000));
    expect(rtp('SEA_4D_BIG')).toEqual(ratio(64, 100));
    expect(rtp('SEA_4D_SMALL')).toEqual(ratio(65, 100));
    expect(rtp('THAI_3TOD')).toEqual(ratio(9, 10));
    expect(rtp('THAI_RUN_TOP')).toEqual(ratio(8672, 10_000));
  });
});

describe('the terms check on per-hit odds', () => {
  const problems = (shape: DrawShapeName, changes: Record<string, FixedOdds>) =>
    termsProblems(shape, termsFor(shape, changes));

  it('accepts odds up to fair and refuses one step above', () => {
    // Lô 2 số South: 18/100 hits × odds / 18 points, fair at 100.
    expect(problems('VN_MN', { VN_MN_LO2: { HIT: '100' } })).toEqual([]);
    expect(problems('VN_MN', { VN_MN_LO2: { HIT: '100.01' } })).toEqual([
      'VN_MN_LO2 returns over 100 %',
    ]);
    expect(problems('VN_MB', { VN_MB_DE: { HIT: '990' } })).toEqual([
      'VN_MB_DE returns over 100 %',
    ]);
  });

  it("refuses South's market xiên odds on North, whose 27 endings make a xiên likelier", () => {
    expect(problems('VN_MB', { VN_MB_XIEN2: { HIT: '30' } })).toEqual([
      'VN_MB_XIEN2 returns over 100 %',
    ]);
    expect(problems('VN_MB', { VN_MB_XIEN2: { HIT: '18.2' } })).toEqual([]);
    expect(problems('VN_MB', { VN_MB_XIEN2: { HIT: '18.3' } })).toHaveLength(1);
  });

  it('checks each kind of 3 tod bet on its own', () => {
    const tod = (TOD6: string, TOD3: string) =>
      problems('SEA_THAI', { THAI_3TOD: { TOD6, TOD3, TOD1: '900' } });
    expect(tod('166', '333')).toEqual([]);
    expect(tod('167', '333')).toEqual(['THAI_3TOD returns over 100 %']);
    expect(tod('166', '334')).toEqual(['THAI_3TOD returns over 100 %']);
  });

  it('sums the categories a 4D Big number can hit', () => {
    const big = {
      FIRST: '2500',
      SECOND: '2500',
      THIRD: '2500',
      STARTER: '250',
      CONSOLATION: '100',
    };
    // 7,500 + 2,500 + 1,000 per 10,000: 110 %.
    expect(problems('SEA_4D', { SEA_4D_BIG: big })).toEqual(['SEA_4D_BIG returns over 100 %']);
  });

  it('wants odds for every key', () => {
    expect(problems('SEA_4D', { SEA_4D_BIG: { FIRST: '2500' } })).toEqual([
      'SEA_4D_BIG SECOND has no valid odds',
      'SEA_4D_BIG THIRD has no valid odds',
      'SEA_4D_BIG STARTER has no valid odds',
      'SEA_4D_BIG CONSOLATION has no valid odds',
    ]);
    expect(problems('VN_MN', { VN_MN_DE: { HIT: '0' } })).toEqual([
      'VN_MN_DE HIT has no valid odds',
    ]);
  });
});

describe('stake, payout and liability of per-hit plays', () => {
  it('multiplies the stake by the cost', () => {
    expect(stakeOf(3, 1000n, 2, 18)).toBe(108_000n);
    expect(stakeOf(3, 1000n, 2)).toBe(6000n);
    expect(() => stakeOf(1, 1000n, 1, 0)).toThrow(RangeError);
    expect(() => stakeOf(1, 1000n, 1, 1.5)).toThrow(RangeError);
  });

  it('bounds one bet by its worst result, not the sum of exclusive categories', () => {
    const prize = (code: string, multiple = 1) =>
      oddsBetPrize(pricingOf(code), defaultOdds[code] ?? {}, 1000n, multiple);
    expect(prize('VN_MB_LO2', 2)).toBe(5_378_400n); // 27 hits × 99.6 × 2,000
    expect(prize('SEA_4D_BIG')).toBe(2_500_000n);
    expect(prize('SEA_3D')).toBe(610_000n);
    expect(prize('THAI_3TOD')).toBe(900_000n);
  });

  it('needs odds only for the keys that hit, and refuses a hit without odds', () => {
    const terms = { price: 1000n, multiple: 1, group: 1 };
    const lo = playMethod('VN_MN_LO2');
    expect(settle(lo, { picks: [27] }, southA, terms, { HIT: '99.6' }).payout).toBe(298_800n);
    expect(() => settle(lo, { picks: [27] }, southA, terms, {})).toThrow(RangeError);
    expect(settle(lo, { picks: [1] }, southA, terms, {}).status).toBe('LOST');
  });

  it('counts hits only for per-hit plays, and refuses a malformed board', () => {
    const lo = playMethod('VN_MN_LO2');
    expect(lo.hitsOf({ picks: [] }, southA)).toEqual({ HIT: 0 });
    expect(lo.hitsOf({ picks: [1, 1] }, southA)).toEqual({ HIT: 0 });
    expect(() => lo.hitsOf({ picks: [27] }, southA.slice(1))).toThrow(RangeError);
    expect(
      playMethod('SSC_POS').hitsOf({ positions: [[1], [], [], [], []] }, [1, 2, 3, 4, 5]),
    ).toEqual({});
    expect(playMethod('SSC_POS').cost).toBe(1);
  });
});
