import type { ContractKind } from '@portal/contract/contracts/terms';
import type { BillRow, BillStatement } from '@portal/contract/contracts/views';
import walletStyles from '../../shared/money/wallet.module.css';
import styles from './contracts.module.css';
import { FormulaLines } from './formula-lines.tsx';
import { recompute } from './recompute.ts';
import { TermsView } from './terms-view.tsx';
import { periodText } from './time-text.ts';
import type { BrandFormat } from './use-brand.ts';
import { useContractsText, type ContractsTextKey } from './use-contracts-text.ts';

/** Props of `StatementBody`. */
export interface StatementBodyProps {
  kind: ContractKind;
  bill: BillRow;
  statement: BillStatement;
  brand: BrandFormat;
}

/**
 * Everything a bill was computed from: the period and the window counted in it, the team's
 * figures, the terms with the tier reached, the formula with its numbers, and the browser's own
 * recomputation beside the billed amount.
 */
export function StatementBody({ kind, bill, statement, brand }: StatementBodyProps) {
  const text = useContractsText();
  const { figures } = statement;
  const realtime = kind === 'realtimeSalary';
  const amounts: [ContractsTextKey, string][] = realtime
    ? [
        ['contracts.figures.winStake', figures.winStake],
        ['contracts.figures.lossStake', figures.lossStake],
      ]
    : [
        ['contracts.figures.validBet', figures.validBet],
        ...(kind === 'dividend'
          ? ([
              ['contracts.figures.payout', figures.payout],
              ['contracts.figures.bonus', figures.bonus],
              ['contracts.figures.profit', figures.profit],
            ] as [ContractsTextKey, string][])
          : []),
      ];
  const check = recompute(kind, statement, brand.money);
  return (
    <div className={styles.statement}>
      <dl className={walletStyles.facts}>
        <dt>{text('contracts.bills.period')}</dt>
        <dd>{periodText(bill.periodStart, bill.periodEnd, brand)}</dd>
        <dt>{text('contracts.statement.window')}</dt>
        <dd>{periodText(statement.windowStart, statement.windowEnd, brand)}</dd>
      </dl>
      <h3 className={styles.subTitle}>{text('contracts.statement.figures')}</h3>
      <dl className={walletStyles.facts}>
        {amounts.map(([key, value]) => (
          <FactRow key={key} label={text(key)} value={brand.amount(value)} />
        ))}
        <FactRow label={text('contracts.figures.bets')} value={String(figures.bets)} />
        {realtime ? null : (
          <FactRow
            label={text('contracts.figures.activeMembers')}
            value={String(figures.activeMembers)}
          />
        )}
      </dl>
      <h3 className={styles.subTitle}>{text('contracts.statement.terms')}</h3>
      <TermsView
        kind={kind}
        terms={statement.terms}
        caption={text('contracts.statement.terms')}
        brand={brand}
        reached={statement.tier}
      />
      <h3 className={styles.subTitle}>{text('contracts.statement.formula')}</h3>
      <FormulaLines kind={kind} statement={statement} brand={brand} />
      <p className={check?.matches === true ? styles.match : styles.mismatch}>
        {check === null
          ? text('contracts.statement.cannotRecompute')
          : text(check.matches ? 'contracts.statement.matches' : 'contracts.statement.differs', {
              amount: brand.amount(check.amount),
              billed: brand.amount(statement.amount),
            })}
      </p>
    </div>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
