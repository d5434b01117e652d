import type { ContractKind } from '@portal/contract/contracts/terms';
import type { BillStatement } from '@portal/contract/contracts/views';
import styles from './contracts.module.css';
import type { BrandFormat } from './use-brand.ts';
import { useContractsText } from './use-contracts-text.ts';

/** Props of `FormulaLines`. */
export interface FormulaLinesProps {
  kind: ContractKind;
  statement: BillStatement;
  brand: BrandFormat;
}

/**
 * A statement's formula written out with its numbers: rate × max(profit, 0) for a dividend,
 * rate × valid bet for a salary, the two real-time rates on the stakes of won and lost bets;
 * nothing is owed below the first tier. The result is rounded down to the currency's minor unit.
 */
export function FormulaLines({ kind, statement, brand }: FormulaLinesProps) {
  const text = useContractsText();
  const { figures, terms } = statement;
  const amount = brand.amount(statement.amount);
  let line: string;
  if (kind === 'realtimeSalary' && terms.realtime !== undefined) {
    line = text('contracts.formula.realtime', {
      winRate: brand.rate(terms.realtime.winRate),
      winStake: brand.amount(figures.winStake),
      lossRate: brand.rate(terms.realtime.lossRate),
      lossStake: brand.amount(figures.lossStake),
      amount,
    });
  } else if (statement.tier === null) {
    line = text('contracts.formula.notReached');
  } else {
    const values = { rate: brand.rate(statement.rate), base: brand.amount(statement.base), amount };
    line =
      kind === 'dividend'
        ? text('contracts.formula.dividend', { ...values, profit: brand.amount(figures.profit) })
        : text('contracts.formula.salary', values);
  }
  return (
    <div className={styles.formula}>
      <p>{line}</p>
      {terms.realtime === undefined ? null : (
        <p>
          {text('contracts.formula.minSingleBet', {
            min: brand.amount(terms.realtime.minSingleBet),
          })}
        </p>
      )}
      <p>{text('contracts.formula.rounding')}</p>
    </div>
  );
}
