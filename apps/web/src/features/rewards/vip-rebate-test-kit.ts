import type { ManualRebate, VipLevel, VipProgress } from './rewards-types.ts';

/**
 * Answers of the VIP and manual rebate calls for the page tests (`rewards-test-kit.ts` opens
 * the pages and stubs the calls).
 */

/** A level of the ladder that takes, keeps and gives nothing unless told. */
export function vipLevel(level: number, overrides: Partial<VipLevel> = {}): VipLevel {
  const rate = '0.00';
  return {
    level,
    name: `VIP${level}`,
    validBet: '0.00',
    deposit: '0.00',
    keepValidBet: '0.00',
    upgradeBonus: '0.00',
    periodBonus: '0.00',
    rebate: { live: rate, lottery: rate, pvp: rate, rng: rate, sports: rate },
    withdrawMax: null,
    ...overrides,
  };
}

/** A ladder of four levels; VIP3 is the top, with the brand's own withdrawal limit. */
export const vipLadder: VipLevel[] = [
  vipLevel(0),
  vipLevel(1, {
    validBet: '1000.00',
    deposit: '200.00',
    keepValidBet: '300.00',
    upgradeBonus: '10.00',
    periodBonus: '5.00',
    rebate: { live: '0.30', lottery: '0.20', pvp: '0.30', rng: '0.50', sports: '0.30' },
    withdrawMax: '10000.00',
  }),
  vipLevel(2, {
    validBet: '5000.00',
    deposit: '1000.00',
    keepValidBet: '1000.00',
    upgradeBonus: '50.00',
    periodBonus: '20.00',
    rebate: { live: '0.80', lottery: '0.5', pvp: '0.60', rng: '1.00', sports: '0.70' },
    withdrawMax: '50000.00',
  }),
  vipLevel(3, {
    validBet: '20000.00',
    deposit: '5000.00',
    keepValidBet: '3000.00',
    upgradeBonus: '200.00',
    periodBonus: '80.00',
    rebate: { live: '1.20', lottery: '0.80', pvp: '1.00', rng: '1.50', sports: '1.00' },
  }),
];

/**
 * A VIP1 member a quarter of the way to VIP2, in a weekly review from Monday 23 to Sunday 29
 * November 2026 on the brand's clock (São Paulo), R$ 99,90 short of keeping its level.
 */
export function vipProgress(
  overrides: Partial<Omit<VipProgress, 'period'>> & {
    period?: Partial<VipProgress['period']>;
  } = {},
): VipProgress {
  const { period, ...rest } = overrides;
  return {
    enabled: true,
    level: 1,
    name: 'VIP1',
    validBet: '1200.00',
    deposit: '400.00',
    next: 2,
    levels: vipLadder,
    ...rest,
    period: {
      kind: 'weekly',
      start: '2026-11-23T03:00:00.000Z',
      end: '2026-11-30T03:00:00.000Z',
      validBet: '200.10',
      keepValidBet: '300.00',
      exempt: false,
      ...period,
    },
  };
}

/** R$ 12,34 of rebate due on live and slot bets since the last claim, no daily cap. */
export function manualRebate(overrides: Partial<ManualRebate> = {}): ManualRebate {
  return {
    enabled: true,
    level: 2,
    since: '2026-11-20T13:00:00.000Z',
    until: '2026-11-21T12:59:00.000Z',
    lines: [
      { product: 'live', validBet: '1000.00', rate: '0.80', amount: '8.00' },
      { product: 'lottery', validBet: '0.00', rate: '0.50', amount: '0.00' },
      { product: 'pvp', validBet: '0.00', rate: '0.60', amount: '0.00' },
      { product: 'rng', validBet: '434.00', rate: '1.00', amount: '4.34' },
      { product: 'sports', validBet: '0.00', rate: '0.70', amount: '0.00' },
    ],
    total: '12.34',
    minimum: '5.00',
    dailyLeft: null,
    claimable: '12.34',
    ...overrides,
  };
}
