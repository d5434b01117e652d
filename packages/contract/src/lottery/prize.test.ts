import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currency } from '../money.ts';
import { playMethod } from './play-methods.ts';
import {
  assertPrizeGroup,
  exactGroupPrize,
  fixedRtp,
  groupForPoint,
  groupPrize,
  groupRtp,
  oddsOf,
  pointForGroup,
  rebateOf,
  rebatePercent,
  settle,
  stakeOf,
  unitPrice,
  unitModes,
  type UnitMode,
} from './prize.ts';
import { compare, mul, parseDecimal, ratio } from './rational.ts';

const brl = currency('BRL', 2);
const yuan = unitPrice('YUAN', brl);

describe('units and stakes', () => {
  it('prices a bet at 2, 0.2, 0.02 of the major unit, and refuses a fraction of a cent', () => {
    expect(unitPrice('YUAN', brl)).toBe(200n);
    expect(unitPrice('JIAO', brl)).toBe(20n);
    expect(unitPrice('FEN', brl)).toBe(2n);
    expect(() => unitPrice('LI', brl)).toThrow(RangeError);
    expect(unitPrice('LI', currency('XBT', 3))).toBe(2n);
  });

  it('makes the stake bet count × unit × multiple, and refuses an empty ticket', () => {
    expect(stakeOf(6, yuan, 3)).toBe(3600n);
    expect(() => stakeOf(0, yuan, 1)).toThrow(RangeError);
    expect(() => stakeOf(1, yuan, 0)).toThrow(RangeError);
    expect(() => stakeOf(1, yuan, 1.5)).toThrow(RangeError);
  });
});

describe('the prize-group formula (reference section 2)', () => {
  const prizeAt1800 = (code: string) => {
    const pricing = playMethod(code).pricing;
    if (pricing.kind !== 'group') throw new Error('not a group play');
    return brl.format(groupPrize(pricing.probability, 1800, yuan, 1));
  };

  it('matches the published 1800 table', () => {
    expect(prizeAt1800('SSC_3STAR_BACK_DIRECT')).toBe('1800.00');
    expect(prizeAt1800('SSC_5STAR_DIRECT')).toBe('180000.00');
    expect(
      ['GROUP120', 'GROUP60', 'GROUP30', 'GROUP20', 'GROUP10', 'GROUP5'].map((g) =>
        prizeAt1800(`SSC_5STAR_${g}`),
      ),
    ).toEqual(['1500.00', '3000.00', '6000.00', '9000.00', '18000.00', '36000.00']);
    expect(prizeAt1800('SSC_3STAR_BACK_GROUP3')).toBe('600.00');
    expect(prizeAt1800('SSC_3STAR_BACK_GROUP6')).toBe('300.00');
    expect(prizeAt1800('LF_3D_3STAR_DIRECT')).toBe('1800.00');
    // 2 × 1000/271 × 0.9 = 6.6420…, rounded down to the cent.
    expect(prizeAt1800('SSC_3STAR_BACK_ANY1')).toBe('6.64');
  });

  it('scales prizes with unit and multiple, rounding down only at the end', () => {
    const p = ratio(1, 1000);
    expect(groupPrize(p, 1956, unitPrice('JIAO', brl), 1)).toBe(19560n);
    expect(groupPrize(p, 1956, unitPrice('FEN', brl), 7)).toBe(13692n);
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(unitModes) as UnitMode[]).filter((u) => u !== 'LI')),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (unit, multiple, group, num, extra) => {
          const probability = ratio(num, num + extra);
          const price = unitPrice(unit, brl);
          const exact = exactGroupPrize(probability, group, price, multiple);
          const paid = groupPrize(probability, group, price, multiple);
          expect(compare(ratio(paid), exact)).toBeLessThanOrEqual(0);
          expect(compare(exact, ratio(paid + 1n))).toBe(-1);
          expect(exact).toEqual(
            mul(exactGroupPrize(probability, group, price, 1), ratio(multiple)),
          );
          expect(groupRtp(probability, group)).toEqual(ratio(group, 2000));
        },
      ),
    );
  });

  it('accepts groups 1 to 2000 only', () => {
    for (const bad of [0, 2001, 1800.5, -1])
      expect(() => assertPrizeGroup(bad)).toThrow(RangeError);
    expect(() => assertPrizeGroup(1956)).not.toThrow();
  });
});

describe('fixed odds', () => {
  it('reads odds exactly from configuration and refuses a missing entry', () => {
    expect(oddsOf({ BIG: '1.985' }, 'BIG')).toEqual(ratio(397, 200));
    expect(() => oddsOf({ BIG: '1.98' }, 'SMALL')).toThrow(RangeError);
    expect(() => oddsOf({ BIG: '0' }, 'BIG')).toThrow(RangeError);
    expect(() => oddsOf({ BIG: '1e2' }, 'BIG')).toThrow(RangeError);
    expect(fixedRtp({ win: ratio(5, 11), tie: ratio(1, 11) }, parseDecimal('1.98'))).toEqual(
      ratio(109, 110),
    );
  });
});

describe('settling a ticket', () => {
  const terms = { price: unitPrice('FEN', brl), multiple: 3, group: 1800 };

  it('pays each winning bet its rounded-down prize', () => {
    const selection = { positions: [[1, 2], [3], [], [], [9]] };
    const result = settle(playMethod('SSC_POS'), selection, [1, 3, 0, 0, 9], terms);
    // A position bet at fen × 3: 0.06 × 10 × 0.9 = 0.54 each; three of four bets won.
    expect(result).toEqual({ status: 'WON', winningBets: 3, stake: 24n, payout: 162n });
    expect(settle(playMethod('SSC_POS'), selection, [0, 0, 0, 0, 0], terms).status).toBe('LOST');
  });

  it('returns the stake on a tie and pays fixed odds on the stake', () => {
    const sides = playMethod('11X5_BALL_SIDES');
    const odds = { BIG: '1.98', SMALL: '1.98', ODD: '1.98', EVEN: '1.98' };
    const yuanTerms = { price: yuan, multiple: 1, group: 1800 };
    expect(settle(sides, { ball: 1, side: 'BIG' }, [11, 1, 2, 3, 4], yuanTerms, odds)).toEqual({
      status: 'TIE',
      winningBets: 0,
      stake: 200n,
      payout: 200n,
    });
    expect(settle(sides, { ball: 1, side: 'BIG' }, [7, 1, 2, 3, 4], yuanTerms, odds).payout).toBe(
      396n,
    );
    expect(() => settle(sides, { ball: 1, side: 'BIG' }, [7, 1, 2, 3, 4], yuanTerms, {})).toThrow(
      RangeError,
    );
    expect(() => settle(sides, { ball: 9, side: 'BIG' }, [7, 1, 2, 3, 4], yuanTerms, odds)).toThrow(
      RangeError,
    );
  });
});

describe('rebate (1 % = 20 group units)', () => {
  it('gives the reference examples', () => {
    expect(rebatePercent(1956, 1950)).toEqual(ratio(3, 10));
    expect(rebatePercent(1956, 1800)).toEqual(ratio(78, 10));
    expect(rebateOf(10_000n, 1956, 1950)).toBe(30n);
    expect(rebateOf(999n, 1956, 1950)).toBe(2n);
    expect(rebateOf(10_000n, 1956, 1956)).toBe(0n);
    expect(() => rebatePercent(1950, 1956)).toThrow(RangeError);
  });

  it('converts between code and point both ways', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1700, max: 2000 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 1700 }),
        (sysCode, lpTenths, code) => {
          const sysLp = ratio(lpTenths, 10);
          const point = pointForGroup(sysCode, sysLp, code);
          expect(groupForPoint(sysCode, sysLp, point)).toBe(code);
          expect(point).toEqual(ratio(2 * lpTenths - (sysCode - code), 20));
        },
      ),
    );
    expect(() => groupForPoint(1956, ratio(0), ratio(1, 100))).toThrow(RangeError);
  });
});
