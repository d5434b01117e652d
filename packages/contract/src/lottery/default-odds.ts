import type { FixedOdds } from './prize.ts';

/**
 * Default per-hit odds of the VN and SEA plays, for the demo seeder and a new brand's first
 * terms: per play code and key, what one hit pays per point (stake not returned on top). Each
 * stays at or below fair (`termsProblems` accepts them all; the tests check it), close to the
 * market figures where the reference gives them (3.6). Brands set their own; these are no rule.
 *
 * Returns to player at these odds (Σ expected hits × odds / cost):
 * - lô 2 số 99.6: 99.6 % (18 or 27 prizes per point); lô 3 số 980: 98 %; bao lô 4 số 9,500:
 *   95 %; đề 99: 99 %; đầu / đuôi 9.94: 99.4 %; 3 càng 980: 98 %.
 * - xiên South 30 / 165 / 775 (the market's, fair 38.3 / 255.5 / 1,801): 78 / 65 / 43 %.
 *   The market's xiên figures are above fair on North's 27 endings (fair 18.2 / 81.3 /
 *   374.5), so North pays 17 / 75 / 350, about 93 % of fair.
 * - 4D Big 2,500 / 1,000 / 500 / 180 / 60 (MY): 64 %; Small 3,500 / 2,000 / 1,000: 65 %;
 *   3D 250 / 210 / 150: 61 %; 2D 70: 70 %.
 * - Thai 3 top 900, 3 tod 150 / 300 / 900 by permutations (6 / 3 / 1), 2 top and 2 bottom 90:
 *   90 % each; running top 3.2: 86.72 %.
 */

const vnShared = (shape: 'VN_MB' | 'VN_MN', xien: readonly [string, string, string]) => ({
  [`${shape}_LO2`]: { HIT: '99.6' },
  [`${shape}_LO3`]: { HIT: '980' },
  [`${shape}_LO4`]: { HIT: '9500' },
  [`${shape}_XIEN2`]: { HIT: xien[0] },
  [`${shape}_XIEN3`]: { HIT: xien[1] },
  [`${shape}_XIEN4`]: { HIT: xien[2] },
  [`${shape}_DE`]: { HIT: '99' },
  [`${shape}_DAU`]: { HIT: '9.94' },
  [`${shape}_DUOI`]: { HIT: '9.94' },
  [`${shape}_CANG3`]: { HIT: '980' },
});

/** Default per-hit odds by play code, then key. */
export const defaultOdds: Readonly<Record<string, FixedOdds>> = {
  ...vnShared('VN_MB', ['17', '75', '350']),
  ...vnShared('VN_MN', ['30', '165', '775']),
  SEA_4D_BIG: {
    FIRST: '2500',
    SECOND: '1000',
    THIRD: '500',
    STARTER: '180',
    CONSOLATION: '60',
  },
  SEA_4D_SMALL: { FIRST: '3500', SECOND: '2000', THIRD: '1000' },
  SEA_3D: { FIRST: '250', SECOND: '210', THIRD: '150' },
  SEA_2D: { HIT: '70' },
  THAI_3TOP: { HIT: '900' },
  THAI_3TOD: { TOD6: '150', TOD3: '300', TOD1: '900' },
  THAI_2TOP: { HIT: '90' },
  THAI_2BOTTOM: { HIT: '90' },
  THAI_RUN_TOP: { HIT: '3.2' },
};
