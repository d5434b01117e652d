import { contractAmount, type ContractResult } from '@portal/contract/contracts/calculate';
import type { ContractKind } from '@portal/contract/contracts/terms';
import type { BillStatement } from '@portal/contract/contracts/views';
import type { Currency } from '@portal/contract/money';

/** The browser's own result for a statement, and whether the bill says the same. */
export interface Recomputed {
  result: ContractResult;
  /** The recomputed amount as the wire writes it. */
  amount: string;
  /** Same amount and same tier as the bill. */
  matches: boolean;
}

/**
 * Recomputes a bill from its statement's figures and terms with the arithmetic the server pays
 * with (`contractAmount`); null when the statement holds an amount the currency cannot read.
 */
export function recompute(
  kind: ContractKind,
  statement: BillStatement,
  money: Currency,
): Recomputed | null {
  try {
    const { figures } = statement;
    const result = contractAmount(
      kind,
      statement.terms,
      {
        validBet: money.parse(figures.validBet),
        profit: money.parse(figures.profit),
        activeMembers: figures.activeMembers,
        winStake: money.parse(figures.winStake),
        lossStake: money.parse(figures.lossStake),
      },
      money,
    );
    return {
      result,
      amount: money.format(result.amount),
      matches: result.amount === money.parse(statement.amount) && result.tier === statement.tier,
    };
  } catch {
    return null;
  }
}
