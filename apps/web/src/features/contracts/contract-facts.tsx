import type { ContractView } from '@portal/contract/contracts/views';
import { StatusPill } from '../../shared/money/status-pill.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { stateTone, type ContractSide } from './contract-side.ts';
import { instantText } from './time-text.ts';
import type { BrandFormat } from './use-brand.ts';
import { useContractsText } from './use-contracts-text.ts';

/** Props of `ContractFacts`. */
export interface ContractFactsProps {
  contract: ContractView;
  /** The side the agent looks from: it names the other party. */
  side: ContractSide;
  brand: BrandFormat;
}

/**
 * A contract's facts: the other party (the house when no upline pays), its state, when it was
 * offered or started, and when a requested end takes effect and who asked for it.
 */
export function ContractFacts({ contract, side, brand }: ContractFactsProps) {
  const text = useContractsText();
  const when = (iso: string) => instantText(iso, brand);
  const asked = contract.terminationRequestedBy;
  return (
    <dl className={walletStyles.facts}>
      {side === 'downline' ? (
        <>
          <dt>{text('contracts.facts.payer')}</dt>
          <dd>{contract.upline ?? text('contracts.house')}</dd>
        </>
      ) : (
        <>
          <dt>{text('contracts.facts.downline')}</dt>
          <dd>{contract.downline}</dd>
        </>
      )}
      <dt>{text('contracts.facts.state')}</dt>
      <dd>
        <StatusPill
          label={text(`contracts.states.${contract.state}`)}
          tone={stateTone[contract.state]}
        />
      </dd>
      {contract.state === 'offered' ? (
        <>
          <dt>{text('contracts.facts.offeredAt')}</dt>
          <dd>{when(contract.offeredAt)}</dd>
        </>
      ) : null}
      {contract.activeFrom === null ? null : (
        <>
          <dt>{text('contracts.facts.activeFrom')}</dt>
          <dd>{when(contract.activeFrom)}</dd>
        </>
      )}
      {contract.endsAt === null ? null : (
        <>
          <dt>{text('contracts.facts.endsAt')}</dt>
          <dd>
            {when(contract.endsAt)}
            {asked === null ? null : (
              <>
                {' · '}
                {text(
                  asked === side ? 'contracts.facts.askedByYou' : 'contracts.facts.askedByOther',
                )}
              </>
            )}
          </dd>
        </>
      )}
    </dl>
  );
}
