import type { ContractKind, ContractTerms } from '@portal/contract/contracts/terms';
import type { ContractView } from '@portal/contract/contracts/views';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { fieldErrorText } from '../../shared/forms/error-text.ts';
import formStyles from '../../shared/forms/form.module.css';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus } from '../../shared/money/list-status.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { Button } from '../../shared/ui/button.tsx';
import { GivenContractCell } from './given-contract-cell.tsx';
import { ContractActions } from './contract-actions.tsx';
import { actionsFor, isCurrent } from './contract-side.ts';
import styles from './contracts.module.css';
import { OfferDialog } from './offer-dialog.tsx';
import { termsSummary } from './terms-summary.ts';
import { TermsView } from './terms-view.tsx';
import type { BrandFormat } from './use-brand.ts';
import { useContractsText } from './use-contracts-text.ts';

/** What the list call answers for the given side. */
export interface GivenList {
  given: readonly ContractView[];
  ownTerms: ContractTerms | null;
  offerTo: readonly string[];
}

/** Props of `GivenContractsCard`. */
export interface GivenContractsCardProps {
  kind: ContractKind;
  /** Undefined while the list loads. */
  list: GivenList | undefined;
  /** The list's loading or error state, shown instead of the content. */
  status: ReactNode;
  brand: BrandFormat;
}

/** One direct downline's contracts of the kind: the paying one and an unanswered offer. */
interface DownlineRow {
  account: string;
  current: ContractView | undefined;
  offer: ContractView | undefined;
}

function rowsOf({ given, offerTo }: GivenList): DownlineRow[] {
  const accounts = [...new Set([...offerTo, ...given.map((c) => c.downline)])].sort();
  return accounts.map((account) => {
    const mine = given.filter((c) => c.downline === account);
    return {
      account,
      current: mine.find(isCurrent),
      offer: mine.find((c) => c.state === 'offered'),
    };
  });
}

/**
 * "Contracts I give": each direct downline agent with its current contract and any offer waiting
 * for its answer, and what the agent may do: offer or change terms (within its own contract),
 * withdraw an unanswered offer, ask to end a contract or confirm an end the downline asked for.
 */
export function GivenContractsCard({ kind, list, status, brand }: GivenContractsCardProps) {
  const text = useContractsText();
  const [offering, setOffering] = useState<string | null>(null);
  const [notice, setNotice] = useWorded();
  // The contracts (by id) whose tier tables are open.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const idBase = useId();
  const termsId = (contract: ContractView) => `${idBase}-terms-${contract.id}`;
  const toggle = (contract: ContractView) =>
    setOpen((was) => {
      const now = new Set(was);
      if (!now.delete(contract.id)) now.add(contract.id);
      return now;
    });
  const title = text('contracts.given.title');
  if (list === undefined) {
    return (
      <Card title={title} icon="users">
        {status}
      </Card>
    );
  }
  const rows = rowsOf(list);
  const own = list.ownTerms;
  const currentOf = (account: string) =>
    rows.find((row) => row.account === account)?.current?.terms ?? null;
  // A downline with an unanswered offer gets no second one (the server refuses it too).
  const offerable = rows
    .filter((row) => row.offer === undefined && list.offerTo.includes(row.account))
    .map((row) => row.account);
  const offerButton = (row: DownlineRow) => {
    if (own === null || !offerable.includes(row.account)) return null;
    const change = row.current !== undefined;
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={text(change ? 'contracts.given.changeLabel' : 'contracts.given.offerLabel', {
          account: row.account,
        })}
        onClick={() => {
          setNotice(null);
          setOffering(row.account);
        }}
      >
        {text(change ? 'contracts.given.change' : 'contracts.given.offer')}
      </Button>
    );
  };
  return (
    <Card title={title} icon="users">
      {own === null ? (
        <p className={walletStyles.muted}>{fieldErrorText('contract_no_own_terms')}</p>
      ) : null}
      {notice === null ? null : (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      )}
      {rows.length === 0 ? (
        <ListStatus kind="empty" emptyText={text('contracts.given.empty')} />
      ) : (
        <div className={walletStyles.tableWrap} role="region" aria-label={title} tabIndex={0}>
          <table className={walletStyles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{text('contracts.facts.downline')}</th>
                <th scope="col">{text('contracts.given.current')}</th>
                <th scope="col">{text('contracts.given.pending')}</th>
                <th scope="col">{text('contracts.given.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const cell = (contract: ContractView | undefined) => (
                  <GivenContractCell
                    contract={contract}
                    brand={brand}
                    expanded={contract !== undefined && open.has(contract.id)}
                    termsId={contract === undefined ? '' : termsId(contract)}
                    onToggle={() => contract && toggle(contract)}
                  />
                );
                const shown = (
                  [
                    ['current', row.current],
                    ['pending', row.offer],
                  ] as const
                ).filter(
                  (entry): entry is readonly ['current' | 'pending', ContractView] =>
                    entry[1] !== undefined && open.has(entry[1].id),
                );
                return (
                  <Fragment key={row.account}>
                    <tr>
                      <th scope="row">{row.account}</th>
                      <td>{cell(row.current)}</td>
                      <td>{cell(row.offer)}</td>
                      <td>
                        <div className={styles.cellActions}>
                          {offerButton(row)}
                          {[row.offer, row.current].map((contract) =>
                            contract === undefined ? null : (
                              <ContractActions
                                key={contract.id}
                                contract={contract}
                                actions={actionsFor(contract, 'upline')}
                                party={row.account}
                              />
                            ),
                          )}
                        </div>
                      </td>
                    </tr>
                    {shown.map(([column, contract]) => (
                      <tr key={contract.id} className={styles.termsRow}>
                        <td colSpan={4} id={termsId(contract)}>
                          <p className={styles.termsLabel}>
                            {text(`contracts.given.${column}`)} · {row.account}
                          </p>
                          <TermsView
                            kind={kind}
                            terms={contract.terms}
                            caption={text('contracts.given.termsOf', {
                              account: row.account,
                              summary: termsSummary(contract.terms, brand, text),
                            })}
                            brand={brand}
                          />
                        </td>
                      </tr>
                    ))}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {offering === null || own === null ? null : (
        <OfferDialog
          kind={kind}
          accounts={offerable}
          account={offering}
          currentOf={currentOf}
          own={own}
          brand={brand}
          onClose={() => setOffering(null)}
          onSent={(sent) => {
            setOffering(null);
            setNotice(sent);
          }}
        />
      )}
    </Card>
  );
}
