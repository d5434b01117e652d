import type { ContractKind, ContractTerms } from '@portal/contract/contracts/terms';
import walletStyles from '../../shared/money/wallet.module.css';
import styles from './contracts.module.css';
import type { BrandFormat } from './use-brand.ts';
import { useContractsText } from './use-contracts-text.ts';

/** Props of `TermsView`. */
export interface TermsViewProps {
  kind: ContractKind;
  terms: ContractTerms;
  /** The table's accessible name (several terms can show at once: current, offered, own). */
  caption: string;
  brand: BrandFormat;
  /** The tier a bill reached, marked in words and colour (statements only). */
  reached?: number | null | undefined;
}

/**
 * Contract terms as an agent reads them: the dividend's period, then one row per tier (rate as a
 * percentage, thresholds with the currency), or the real-time salary's two rates and minimum bet.
 */
export function TermsView({ kind, terms, caption, brand, reached }: TermsViewProps) {
  const text = useContractsText();
  if (terms.realtime !== undefined) {
    const { winRate, lossRate, minSingleBet } = terms.realtime;
    return (
      <dl className={walletStyles.facts} aria-label={caption}>
        <dt>{text('contracts.terms.winRate')}</dt>
        <dd>{brand.rate(winRate)}</dd>
        <dt>{text('contracts.terms.lossRate')}</dt>
        <dd>{brand.rate(lossRate)}</dd>
        <dt>{text('contracts.terms.minSingleBet')}</dt>
        <dd>{brand.amount(minSingleBet)}</dd>
      </dl>
    );
  }
  const dividend = kind === 'dividend';
  return (
    <div className={styles.terms}>
      {terms.period === undefined ? null : (
        <p className={walletStyles.muted}>
          {text('contracts.terms.periodLine', {
            period: text(`contracts.periods.${terms.period}`),
          })}
        </p>
      )}
      <div className={walletStyles.tableWrap}>
        <table className={walletStyles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text('contracts.terms.tier')}</th>
              <th scope="col" className={walletStyles.num}>
                {text('contracts.terms.rate')}
              </th>
              <th scope="col" className={walletStyles.num}>
                {text('contracts.terms.minValidBet')}
              </th>
              {dividend ? (
                <th scope="col" className={walletStyles.num}>
                  {text('contracts.terms.minProfit')}
                </th>
              ) : null}
              <th scope="col" className={walletStyles.num}>
                {text('contracts.terms.minActiveMembers')}
              </th>
            </tr>
          </thead>
          <tbody>
            {(terms.tiers ?? []).map((tier, index) => {
              const hit = reached === index;
              return (
                <tr
                  key={index}
                  className={hit ? styles.reached : undefined}
                  aria-current={hit ? 'true' : undefined}
                >
                  <th scope="row">
                    {text(hit ? 'contracts.terms.tierReached' : 'contracts.terms.tierNumber', {
                      number: index + 1,
                    })}
                  </th>
                  <td className={walletStyles.num}>{brand.rate(tier.rate)}</td>
                  <td className={walletStyles.num}>{brand.amount(tier.minValidBet)}</td>
                  {dividend ? (
                    <td className={walletStyles.num}>{brand.amount(tier.minProfit)}</td>
                  ) : null}
                  <td className={walletStyles.num}>{tier.minActiveMembers}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
