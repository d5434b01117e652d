import type { ContractView } from '@portal/contract/contracts/views';
import { StatusPill } from '../../shared/money/status-pill.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { stateTone } from './contract-side.ts';
import styles from './contracts.module.css';
import { termsSummary } from './terms-summary.ts';
import { instantText } from './time-text.ts';
import type { BrandFormat } from './use-brand.ts';
import { useContractsText } from './use-contracts-text.ts';

/** Props of `GivenContractCell`. */
export interface GivenContractCellProps {
  /** Nothing of this sort for the downline: a dash. */
  contract: ContractView | undefined;
  brand: BrandFormat;
  /** Whether the contract's tier table shows, in the row under this one (`termsId`). */
  expanded: boolean;
  termsId: string;
  onToggle: () => void;
}

/**
 * A given contract in a table cell: its state, its terms in one line that opens the full tier
 * table, and the date a requested end takes effect. The tier table opens in a row of its own
 * under the downline's, across the whole table: a cell is too narrow for its five columns.
 */
export function GivenContractCell({
  contract,
  brand,
  expanded,
  termsId,
  onToggle,
}: GivenContractCellProps) {
  const text = useContractsText();
  if (contract === undefined) return <span className={walletStyles.muted}>—</span>;
  return (
    <div className={styles.cell}>
      <StatusPill
        label={text(`contracts.states.${contract.state}`)}
        tone={stateTone[contract.state]}
      />
      <button
        type="button"
        className={styles.termsToggle}
        aria-expanded={expanded}
        // The row it controls exists only while open.
        aria-controls={expanded ? termsId : undefined}
        onClick={onToggle}
      >
        <span aria-hidden="true">{expanded ? '▾ ' : '▸ '}</span>
        {termsSummary(contract.terms, brand, text)}
      </button>
      {contract.endsAt === null ? null : (
        <span className={walletStyles.muted}>
          {text('contracts.given.endsAt', { time: instantText(contract.endsAt, brand) })}
        </span>
      )}
    </div>
  );
}
