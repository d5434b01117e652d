import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currency } from '../money.ts';
import { contractAmount, pickTier, type ContractFigures } from './calculate.ts';
import {
  compareDecimal,
  contractTerms,
  formatRate,
  rateMicros,
  termsProblem,
  withinUpline,
  type ContractTerms,
} from './terms.ts';

const brl = currency('BRL', 2);
const figures = (over: Partial<ContractFigures>): ContractFigures => ({
  validBet: 0n,
  profit: 0n,
  activeMembers: 0,
  winStake: 0n,
  lossStake: 0n,
  ...over,
});
const salary: ContractTerms = {
  tiers: [
    { rate: '0.01', minValidBet: '100.00', minProfit: '0', minActiveMembers: 1 },
    { rate: '0.015', minValidBet: '1000', minProfit: '0', minActiveMembers: 3 },
  ],
};

describe('contract terms and their arithmetic', () => {
  it('reads rates exactly and refuses anything but a fraction from 0 to 1 with six decimals', () => {
    expect(rateMicros('0.015')).toBe(15_000n);
    expect(rateMicros('1')).toBe(1_000_000n);
    expect(formatRate(15_000n)).toBe('0.015');
    expect(formatRate(1_000_000n)).toBe('1');
    for (const bad of ['1.5', '-0.1', '0.1234567', '.5', '0,5', '1e-3'])
      expect(
        contractTerms.safeParse({ tiers: [{ ...salary.tiers![0]!, rate: bad }] }).success,
      ).toBe(false);
    expect(compareDecimal('0.1', '0.10')).toBe(0);
    expect(compareDecimal('10', '9.99')).toBe(1);
  });

  it('wants tiers whose rates rise and whose thresholds never fall', () => {
    const falling = { tiers: [salary.tiers![1]!, salary.tiers![0]!] };
    expect(contractTerms.safeParse(falling).success).toBe(false);
    const sameRate = { tiers: [salary.tiers![0]!, { ...salary.tiers![1]!, rate: '0.01' }] };
    expect(contractTerms.safeParse(sameRate).success).toBe(false);
    expect(termsProblem('dailySalary', salary)).toBeNull();
    expect(termsProblem('dividend', salary)).toBe('contract_terms_invalid');
    expect(termsProblem('dividend', { ...salary, period: 'weekly' })).toBeNull();
    expect(termsProblem('realtimeSalary', salary)).toBe('contract_terms_invalid');
    const withProfit = { tiers: [{ ...salary.tiers![0]!, minProfit: '5' }] };
    expect(termsProblem('hourSalary', withProfit)).toBe('contract_terms_invalid');
  });

  it('reaches a tier exactly at its thresholds and not one minor unit below', () => {
    expect(
      pickTier('dailySalary', salary, figures({ validBet: 10_000n, activeMembers: 1 }), brl),
    ).toBe(0);
    expect(
      pickTier('dailySalary', salary, figures({ validBet: 9_999n, activeMembers: 1 }), brl),
    ).toBeNull();
    expect(
      pickTier('dailySalary', salary, figures({ validBet: 100_000n, activeMembers: 3 }), brl),
    ).toBe(1);
    expect(
      pickTier('dailySalary', salary, figures({ validBet: 100_000n, activeMembers: 2 }), brl),
    ).toBe(0);
    expect(
      contractAmount('dailySalary', salary, figures({ validBet: 123_456n, activeMembers: 3 }), brl),
    ).toMatchObject({ tier: 1, base: 123_456n, rate: 15_000n, amount: 1_851n });
  });

  it('pays dividends on profit only, rounding down to the minor unit', () => {
    const dividend: ContractTerms = {
      period: 'monthly',
      tiers: [{ rate: '0.333333', minValidBet: '0', minProfit: '0', minActiveMembers: 0 }],
    };
    expect(contractAmount('dividend', dividend, figures({ profit: 1_000n }), brl).amount).toBe(
      333n,
    );
    const loss = contractAmount('dividend', dividend, figures({ profit: -5_000n }), brl);
    // A loss is below the first tier's zero profit: nothing is reached, nothing is owed.
    expect(loss).toMatchObject({ base: 0n, amount: 0n, tier: null });
  });

  it('pays real-time salary per won and lost stake', () => {
    const rt: ContractTerms = {
      realtime: { winRate: '0.001', lossRate: '0.004', minSingleBet: '1' },
    };
    const result = contractAmount(
      'realtimeSalary',
      rt,
      figures({ winStake: 10_000n, lossStake: 2_500n }),
      brl,
    );
    expect(result).toMatchObject({ base: 12_500n, amount: 20n, formula: 'realtime' });
  });

  it('never lets terms within the upline’s pay a higher rate than the upline earns, at any figures', () => {
    const tier = fc.record({
      rate: fc.integer({ min: 1, max: 100_000 }),
      bet: fc.integer({ min: 0, max: 10_000 }),
      users: fc.integer({ min: 0, max: 20 }),
    });
    const terms = fc.array(tier, { minLength: 1, maxLength: 4 }).map((rows): ContractTerms => {
      const sorted = [...rows].sort((a, b) => a.rate - b.rate || a.bet - b.bet);
      let bet = 0;
      let users = 0;
      return {
        tiers: sorted.map((r, i) => {
          bet = Math.max(bet, r.bet);
          users = Math.max(users, r.users);
          return {
            rate: formatRate(BigInt(r.rate + i)),
            minValidBet: String(bet),
            minProfit: '0',
            minActiveMembers: users,
          };
        }),
      };
    });
    fc.assert(
      fc.property(
        terms,
        terms,
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 30 }),
        (down, up, bet, users) => {
          fc.pre(contractTerms.safeParse(down).success && contractTerms.safeParse(up).success);
          if (!withinUpline(down, up)) return;
          const f = figures({ validBet: BigInt(bet), activeMembers: users });
          const d = contractAmount('dailySalary', down, f, brl);
          const u = contractAmount('dailySalary', up, f, brl);
          expect(d.rate <= u.rate).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
