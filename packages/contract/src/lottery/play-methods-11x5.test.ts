import { describe, expect, it } from 'vitest';
import { checkFixedRtp, describePlayChecks } from './play-checks.fixtures.ts';
import { ballOracle } from './oracles-balls.fixtures.ts';
import { playMethod } from './play-methods.ts';
import { elevenFivePlayMethods } from './play-methods-11x5.ts';
import { TIE } from './play-method.ts';
import { ratio } from './rational.ts';

describe('11X5 plays against brute force', () => {
  describePlayChecks(elevenFivePlayMethods, ballOracle, () => '1.98', { it });
});

describe('11X5 rules (reference 3.2)', () => {
  const count = (code: string, selection: unknown) => playMethod(code).betCount(selection);
  const wins = (code: string, selection: unknown, result: number[]) =>
    playMethod(code).wins(selection, result);

  it('has the reference probabilities for any-1 to any-8', () => {
    const odds = ['2.2', '5.5', '16.5', '66', '462', '77', '22', '8.25'];
    odds.forEach((text, i) => {
      const pricing = playMethod(`11X5_ANY_${i + 1}`).pricing;
      if (pricing.kind !== 'group') throw new Error('any-N is a prize-group play');
      const [whole = '', fraction = ''] = text.split('.');
      const oneIn = ratio(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
      expect(pricing.probability).toEqual(ratio(oneIn.den, oneIn.num));
    });
  });

  it('counts bankers, front direct and front group', () => {
    expect(count('11X5_ANY_3', { picks: [3, 4, 5, 6], bankers: [1] })).toBe(6);
    expect(count('11X5_ANY_3', { picks: [3, 4, 5, 6], bankers: [1, 2, 7] })).toBe(0);
    expect(count('11X5_ANY_3', { picks: [1, 4, 5, 6], bankers: [1] })).toBe(0);
    expect(count('11X5_ANY_7', { picks: [1, 2, 3, 4, 5, 6, 7], bankers: [8] })).toBe(0);
    expect(
      count('11X5_FRONT2_DIRECT', {
        positions: [
          [1, 2, 3],
          [2, 3, 4],
        ],
      }),
    ).toBe(7);
    expect(
      count('11X5_FRONT3_DIRECT', {
        positions: [
          [1, 2],
          [1, 2],
          [1, 2, 3],
        ],
      }),
    ).toBe(2);
    expect(count('11X5_FRONT3_GROUP', { picks: [1, 2, 3, 4] })).toBe(4);
  });

  it('matches any ball for any-1 (our choice) and ties two sides on 11', () => {
    expect(wins('11X5_ANY_1', { picks: [7] }, [1, 2, 3, 4, 7])).toBe(1);
    expect(wins('11X5_ANY_6', { picks: [1, 2, 3, 4, 5, 6, 7] }, [5, 4, 3, 2, 1])).toBe(2);
    expect(wins('11X5_BALL_SIDES', { ball: 2, side: 'BIG' }, [1, 11, 3, 4, 5])).toBe(TIE);
    expect(wins('11X5_TOTAL_SIDES', { side: 'SMALL' }, [11, 10, 4, 3, 2])).toBe(TIE);
    expect(wins('11X5_TOTAL_SIDES', { side: 'EVEN' }, [11, 10, 4, 3, 2])).toBe(1);
  });

  it('returns the configured figure for two sides: 1.98 × 5/11 + 1/11', () => {
    const oracle = ballOracle('11X5_BALL_SIDES');
    if (oracle === undefined) throw new Error('no oracle');
    const method = playMethod('11X5_BALL_SIDES');
    expect(checkFixedRtp(method, { ball: 3, side: 'ODD' }, oracle, '1.98')).toEqual(
      ratio(109, 110),
    );
  });
});
