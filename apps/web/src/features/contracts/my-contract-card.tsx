import type { ContractKind } from '@portal/contract/contracts/terms';
import type { ContractView } from '@portal/contract/contracts/views';
import { useId, type ReactNode } from 'react';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus } from '../../shared/money/list-status.tsx';
import { ContractActions } from './contract-actions.tsx';
import { ContractFacts } from './contract-facts.tsx';
import { actionsFor, isCurrent } from './contract-side.ts';
import styles from './contracts.module.css';
import { TermsView } from './terms-view.tsx';
import type { BrandFormat } from './use-brand.ts';
import { useContractsText } from './use-contracts-text.ts';

/** Props of `MyContractCard`. */
export interface MyContractCardProps {
  kind: ContractKind;
  /** Contracts of the kind the agent receives (current scope); undefined while they load. */
  received: readonly ContractView[] | undefined;
  /** The list's loading or error state, shown instead of the content. */
  status: ReactNode;
  brand: BrandFormat;
}

/**
 * "My contract": the contract of the kind the agent receives (from its upline or the house),
 * with its terms and the end it may ask for or confirm; below it an offer waiting for the
 * agent's answer, beside the terms it would replace.
 */
export function MyContractCard({ kind, received, status, brand }: MyContractCardProps) {
  const text = useContractsText();
  const offerTitle = useId();
  const current = received?.find(isCurrent);
  const offer = received?.find((contract) => contract.state === 'offered');
  const payer = (contract: ContractView) => contract.upline ?? text('contracts.house');
  const body =
    received === undefined ? (
      status
    ) : current === undefined && offer === undefined ? (
      <ListStatus kind="empty" emptyText={text('contracts.mine.empty')} />
    ) : (
      <>
        {current === undefined ? null : (
          <div className={styles.block}>
            <ContractFacts contract={current} side="downline" brand={brand} />
            <TermsView
              kind={kind}
              terms={current.terms}
              caption={text('contracts.mine.currentTerms')}
              brand={brand}
            />
            <ContractActions
              contract={current}
              actions={actionsFor(current, 'downline')}
              party={payer(current)}
            />
          </div>
        )}
        {offer === undefined ? null : (
          <section className={styles.offer} aria-labelledby={offerTitle}>
            <h3 id={offerTitle} className={styles.subTitle}>
              {text('contracts.mine.offerTitle')}
            </h3>
            <ContractFacts contract={offer} side="downline" brand={brand} />
            <div className={styles.compare}>
              <div>
                <h4 className={styles.termsTitle}>{text('contracts.mine.offeredTerms')}</h4>
                <TermsView
                  kind={kind}
                  terms={offer.terms}
                  caption={text('contracts.mine.offeredTerms')}
                  brand={brand}
                />
              </div>
              {current === undefined ? null : (
                <div>
                  <h4 className={styles.termsTitle}>{text('contracts.mine.replacedTerms')}</h4>
                  <TermsView
                    kind={kind}
                    terms={current.terms}
                    caption={text('contracts.mine.replacedTerms')}
                    brand={brand}
                  />
                </div>
              )}
            </div>
            <ContractActions
              contract={offer}
              actions={actionsFor(offer, 'downline')}
              party={payer(offer)}
            />
          </section>
        )}
      </>
    );
  return (
    <Card title={text('contracts.mine.title')} icon="user">
      {body}
    </Card>
  );
}
