import type { ContractTerms } from '@portal/contract/contracts/terms';
import { currency } from '@portal/contract/money';
import { describe, expect, it } from 'vitest';
import { offerProblems } from './offer-problems.ts';
import { offerDefaults, termsFromValues, type OfferValues } from './offer-values.ts';

const brl = currency('BRL', 2);

const own: ContractTerms = {
  period: 'monthly',
  tiers: [
    { rate: '0.1', minValidBet: '0.00', minProfit: '100.00', minActiveMembers: 1 },
    { rate: '0.2', minValidBet: '0.00', minProfit: '1000.00', minActiveMembers: 5 },
  ],
};

function dividend(rates: [string, string], overrides: Partial<OfferValues> = {}): OfferValues {
  const values = offerDefaults('sub1', null, own, brl);
  return {
    ...values,
    tiers: values.tiers.map((tier, i) => ({ ...tier, rate: rates[i]! })),
    ...overrides,
  };
}

describe('offer problems', () => {
  it('accepts an offer within the own contract and builds its terms exactly', () => {
    const values = dividend(['5', '12,5']);
    expect(offerProblems('dividend', values, own, brl)).toEqual([]);
    expect(termsFromValues('dividend', values, brl)).toEqual({
      period: 'monthly',
      tiers: [
        { rate: '0.05', minValidBet: '0.00', minProfit: '100.00', minActiveMembers: 1 },
        { rate: '0.125', minValidBet: '0.00', minProfit: '1000.00', minActiveMembers: 5 },
      ],
    });
  });

  it('blames the field, the tier row or the period that breaks a rule', () => {
    expect(offerProblems('dividend', dividend(['x', '5']), own, brl)).toEqual([
      { path: ['tiers', 0, 'rate'], message: 'contract_rate_invalid' },
    ]);
    expect(offerProblems('dividend', dividend(['5', '4']), own, brl)).toEqual([
      { path: ['tiers', 1], message: 'contract_tiers_order' },
    ]);
    expect(offerProblems('dividend', dividend(['5', '25']), own, brl)).toEqual([
      { path: ['tiers', 1], message: 'contract_exceeds_upline' },
    ]);
    expect(
      offerProblems('dividend', dividend(['5', '10'], { period: 'weekly' }), own, brl),
    ).toEqual([{ path: ['period'], message: 'contract_exceeds_upline' }]);
    // Asking less of the team than the own contract does is paying more.
    const easier = dividend(['5', '10']);
    easier.tiers[0]!.minProfit = '50';
    expect(offerProblems('dividend', easier, own, brl)).toEqual([
      { path: ['tiers', 0], message: 'contract_exceeds_upline' },
    ]);
    expect(offerProblems('dividend', dividend(['5', '10'], { account: ' ' }), own, brl)).toEqual([
      { path: ['account'], message: 'field_required' },
    ]);
  });

  it('checks thresholds against the currency and members as whole numbers', () => {
    const values = dividend(['5', '10']);
    values.tiers[0]!.minProfit = '100.005';
    values.tiers[1]!.minActiveMembers = '2.5';
    expect(offerProblems('dividend', values, own, brl)).toEqual([
      { path: ['tiers', 0, 'minProfit'], message: 'invalid_amount' },
      { path: ['tiers', 1, 'minActiveMembers'], message: 'field_invalid' },
    ]);
  });
});
