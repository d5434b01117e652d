import type { ContractTerms } from '@portal/contract/contracts/terms';
import type { BrandFormat } from './use-brand.ts';
import type { ContractsTextKey, TextValues } from './use-contracts-text.ts';

/**
 * Terms in one line for a table cell: the tiers' count and top rate (tiers ascend, so the last
 * pays most), or the two real-time rates.
 */
export function termsSummary(
  terms: ContractTerms,
  brand: BrandFormat,
  text: (key: ContractsTextKey, values?: TextValues) => string,
): string {
  if (terms.realtime !== undefined) {
    return text('contracts.terms.realtimeSummary', {
      win: brand.rate(terms.realtime.winRate),
      loss: brand.rate(terms.realtime.lossRate),
    });
  }
  const tiers = terms.tiers ?? [];
  const top = tiers.at(-1);
  return text('contracts.terms.tiersSummary', {
    tiers: tiers.length,
    rate: top === undefined ? '' : brand.rate(top.rate),
  });
}
