import type { ContractKind } from '@portal/contract/contracts/terms';
import type { BillRow, BillState } from '@portal/contract/contracts/views';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '../../shared/money/card.tsx';
import { PagedList } from '../../shared/money/paged-list.tsx';
import { StatusPill, type Tone } from '../../shared/money/status-pill.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { Tabs } from '../../shared/ui/tabs.tsx';
import { BillStatementDialog } from './bill-statement-dialog.tsx';
import { billsQuery, type BillSide } from './contracts-queries.ts';
import styles from './contracts.module.css';
import { periodText } from './time-text.ts';
import type { BrandFormat } from './use-brand.ts';
import { useContractsText } from './use-contracts-text.ts';

const stateTone: Record<BillState, Tone> = {
  paid: 'success',
  insufficient: 'warning',
  notReached: 'muted',
};

/** Props of `BillsCard`. */
export interface BillsCardProps {
  kind: ContractKind;
  brand: BrandFormat;
}

/**
 * The bills of the kind, one per contract and period: those paid to the agent and those it paid
 * its downlines, newest period first, each opening the statement it was computed from.
 */
export function BillsCard({ kind, brand }: BillsCardProps) {
  const text = useContractsText();
  const [side, setSide] = useState<BillSide>('received');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<BillRow | null>(null);
  const bills = useQuery({ ...billsQuery(kind, side, page), placeholderData: keepPreviousData });
  const title = text('contracts.bills.title');
  const caption = text(`contracts.bills.${side}`);
  return (
    <Card title={title} icon="coins">
      <Tabs
        label={title}
        items={[
          { key: 'received', label: text('contracts.bills.received') },
          { key: 'paid', label: text('contracts.bills.paid') },
        ]}
        selected={side}
        onSelect={(next) => {
          setSide(next);
          setPage(1);
        }}
      >
        <PagedList
          query={bills}
          onPage={setPage}
          caption={caption}
          emptyText={text(`contracts.bills.empty.${side}`)}
        >
          {(result) => (
            <>
              <thead>
                <tr>
                  <th scope="col">{text('contracts.bills.period')}</th>
                  <th scope="col">{text('contracts.facts.payer')}</th>
                  <th scope="col">{text('contracts.bills.payee')}</th>
                  <th scope="col">{text('contracts.facts.state')}</th>
                  <th scope="col" className={walletStyles.num}>
                    {text('contracts.bills.amount')}
                  </th>
                  <th scope="col">{text('contracts.bills.statement')}</th>
                </tr>
              </thead>
              <tbody>
                {result.list.map((bill) => {
                  const period = periodText(bill.periodStart, bill.periodEnd, brand);
                  return (
                    <tr key={bill.id}>
                      <th scope="row" className={walletStyles.nowrap}>
                        {period}
                      </th>
                      <td>{bill.payer ?? text('contracts.house')}</td>
                      <td>{bill.payee}</td>
                      <td>
                        <span className={styles.cell}>
                          <StatusPill
                            label={text(`contracts.billStates.${bill.state}`)}
                            tone={stateTone[bill.state]}
                          />
                          {bill.state === 'insufficient' ? (
                            <span className={walletStyles.muted}>
                              {text('contracts.bills.attempts', { attempts: bill.attempts })}
                            </span>
                          ) : null}
                        </span>
                      </td>
                      <td className={walletStyles.num}>{brand.amount(bill.amount)}</td>
                      <td>
                        <button
                          type="button"
                          className={styles.linkButton}
                          aria-label={text('contracts.bills.howLabel', { period })}
                          onClick={() => setOpen(bill)}
                        >
                          {text('contracts.bills.how')}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </>
          )}
        </PagedList>
      </Tabs>
      {open === null ? null : (
        <BillStatementDialog kind={kind} bill={open} brand={brand} onClose={() => setOpen(null)} />
      )}
    </Card>
  );
}
