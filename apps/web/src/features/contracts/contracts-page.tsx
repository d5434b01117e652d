import type { ContractKind } from '@portal/contract/contracts/terms';
import { useQuery } from '@tanstack/react-query';
import { queryStatus } from '../../shared/money/list-status.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { BillsCard } from './bills-card.tsx';
import { contractListQuery } from './contracts-queries.ts';
import { GivenContractsCard } from './given-contracts-card.tsx';
import { MyContractCard } from './my-contract-card.tsx';
import { useBrand } from './use-brand.ts';
import { useContractsText } from './use-contracts-text.ts';

/** Props of `ContractsPage`. */
export interface ContractsPageProps {
  kind: ContractKind;
}

/**
 * One agent-centre contract page (dividend, daily, hourly or real-time salary): the contract
 * the agent receives and any offer waiting for its answer, the contracts it gives its direct
 * downline agents, and the bills of the kind.
 */
export function ContractsPage({ kind }: ContractsPageProps) {
  const text = useContractsText();
  const brand = useBrand();
  const list = useQuery(contractListQuery(kind));
  const status = queryStatus(list);
  return (
    <div className={walletStyles.page}>
      <p className={walletStyles.muted}>{text(`contracts.intro.${kind}`)}</p>
      <MyContractCard kind={kind} received={list.data?.received} status={status} brand={brand} />
      <GivenContractsCard kind={kind} list={list.data} status={status} brand={brand} />
      <BillsCard kind={kind} brand={brand} />
    </div>
  );
}
