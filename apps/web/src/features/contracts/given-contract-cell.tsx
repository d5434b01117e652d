import type { ContractKind } from '@portal/contract/contracts/terms';
import type { ContractView } from '@portal/contract/contracts/views';
import { StatusPill } from '../../shared/money/status-pill.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { stateTone } from './contract-side.ts';
import styles from './contracts.module.css';
import { termsSummary } from './terms-summary.ts';
import { TermsView } from './terms-view.tsx';
import { instantText } from './time-text.ts';
import type { BrandFormat } from './use-brand.ts';
import { useContractsText } from './use-contracts-text.ts';

/** Props of `GivenContractCell`. */
export interface GivenContractCellProps {
  kind: ContractKind;
  /** Nothing of this sort for the downline: a dash. */
  contract: ContractView | undefined;
  brand: BrandFormat;
}

/**
 * A given contract in a table cell: its state, its terms in one line that opens into the full
 * tier table, and the date a requested end takes effect.
 */
export function GivenContractCell({ kind, contract, brand }: GivenContractCellProps) {
  const text = useContractsText();
  if (contract === undefined) return <span className={walletStyles.muted}>—</span>;
  const summary = termsSummary(contract.terms, brand, text);
  return (
    <div className={styles.cell}>
      <StatusPill
        label={text(`contracts.states.${contract.state}`)}
        tone={stateTone[contract.state]}
      />
      <details className={styles.details}>
        <summary>{summary}</summary>
        <TermsView
          kind={kind}
          terms={contract.terms}
          caption={text('contracts.given.termsOf', { account: contract.downline, summary })}
          brand={brand}
        />
      </details>
      {contract.endsAt === null ? null : (
        <span className={walletStyles.muted}>
          {text('contracts.given.endsAt', { time: instantText(contract.endsAt, brand) })}
        </span>
      )}
    </div>
  );
}
