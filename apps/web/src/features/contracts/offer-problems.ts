import {
  compareDecimal,
  tiersAscend,
  termsProblem,
  withinUpline,
  type ContractKind,
  type ContractTerms,
} from '@portal/contract/contracts/terms';
import { offerContractInput } from '@portal/contract/contracts/views';
import type { Currency } from '@portal/contract/money';
import { amountValue, countValue, termsFromValues, type OfferValues } from './offer-values.ts';
import { percentToRate } from './rate-text.ts';

/** A refusal of the offer form: the field (or tier row) it belongs to and its message key. */
export interface OfferProblem {
  /** A form path (`['tiers', 1, 'rate']`), a tier row (`['tiers', 1]`) or `['root']`. */
  path: (string | number)[];
  message: string;
}

/** What each typed field must be, before the terms as a whole are looked at. */
function fieldProblems(kind: ContractKind, values: OfferValues, money: Currency): OfferProblem[] {
  const problems: OfferProblem[] = [];
  const need = (ok: boolean, path: OfferProblem['path'], message: string) => {
    if (!ok) problems.push({ path, message });
  };
  need(values.account.trim() !== '', ['account'], 'field_required');
  if (kind === 'realtimeSalary') {
    need(percentToRate(values.winRate) !== null, ['winRate'], 'contract_rate_invalid');
    need(percentToRate(values.lossRate) !== null, ['lossRate'], 'contract_rate_invalid');
    need(amountValue(values.minSingleBet, money) !== null, ['minSingleBet'], 'invalid_amount');
    return problems;
  }
  if (kind === 'dividend') need(values.period !== '', ['period'], 'field_required');
  values.tiers.forEach((tier, i) => {
    need(percentToRate(tier.rate) !== null, ['tiers', i, 'rate'], 'contract_rate_invalid');
    need(
      amountValue(tier.minValidBet, money) !== null,
      ['tiers', i, 'minValidBet'],
      'invalid_amount',
    );
    if (kind === 'dividend')
      need(
        amountValue(tier.minProfit, money) !== null,
        ['tiers', i, 'minProfit'],
        'invalid_amount',
      );
    need(
      countValue(tier.minActiveMembers) !== null,
      ['tiers', i, 'minActiveMembers'],
      'field_invalid',
    );
  });
  return problems;
}

/** The first tier that breaks the ascending order (rates up, thresholds never down). */
function orderBreak(terms: ContractTerms): number {
  const tiers = terms.tiers ?? [];
  const index = tiers.findIndex((_, i) => !tiersAscend(tiers.slice(0, i + 1)));
  return Math.max(index, 0);
}

/** Where terms pay more than the offering agent's own: the fields or tier rows to blame. */
function uplineProblems(terms: ContractTerms, own: ContractTerms): OfferProblem[] {
  const message = 'contract_exceeds_upline';
  if (terms.realtime !== undefined && own.realtime !== undefined) {
    const down = terms.realtime;
    const up = own.realtime;
    const blamed: OfferProblem[] = [];
    if (compareDecimal(down.winRate, up.winRate) > 0) blamed.push({ path: ['winRate'], message });
    if (compareDecimal(down.lossRate, up.lossRate) > 0)
      blamed.push({ path: ['lossRate'], message });
    if (compareDecimal(down.minSingleBet, up.minSingleBet) < 0)
      blamed.push({ path: ['minSingleBet'], message });
    return blamed;
  }
  if (terms.period !== own.period) return [{ path: ['period'], message }];
  return (terms.tiers ?? []).flatMap((tier, i) =>
    withinUpline({ ...terms, tiers: [tier] }, own) ? [] : [{ path: ['tiers', i], message }],
  );
}

/**
 * Every reason to refuse an offer before it is sent, checked as the server will: each field,
 * then the contract's own schema (rates, thresholds, tier order), the kind's shape
 * (`termsProblem`) and the rule that an offer never pays more than the agent's own contract
 * (`withinUpline`). Empty when the offer may go.
 */
export function offerProblems(
  kind: ContractKind,
  values: OfferValues,
  own: ContractTerms | null,
  money: Currency,
): OfferProblem[] {
  const fields = fieldProblems(kind, values, money);
  if (fields.length > 0) return fields;
  const terms = termsFromValues(kind, values, money);
  const parsed = offerContractInput.safeParse({ kind, account: values.account, terms });
  if (!parsed.success) {
    const order = parsed.error.issues.some((issue) => issue.message === 'contract_tiers_order');
    if (order) return [{ path: ['tiers', orderBreak(terms)], message: 'contract_tiers_order' }];
    return [{ path: ['root'], message: parsed.error.issues[0]?.message ?? 'field_invalid' }];
  }
  const shape = termsProblem(kind, parsed.data.terms);
  if (shape !== null) return [{ path: ['root'], message: shape }];
  if (own === null) return [{ path: ['root'], message: 'contract_no_own_terms' }];
  if (withinUpline(parsed.data.terms, own)) return [];
  const blamed = uplineProblems(parsed.data.terms, own);
  return blamed.length > 0 ? blamed : [{ path: ['root'], message: 'contract_exceeds_upline' }];
}
