import type { ReactNode } from 'react';
import { SignedAmount } from './signed-amount.tsx';
import styles from './wallet.module.css';

/** One row of a money table. */
export interface MoneyTableRow {
  key: string;
  /** The row's head cell: a day, a product, an account (a button to drill in, say). */
  head: ReactNode;
  /** Plain figures before the amounts (members, bets). */
  counts?: readonly number[];
  /** Decimal amounts; the last is the profit, shown with its sign. */
  amounts: readonly string[];
}

/** Props of `MoneyTableSections`. */
export interface MoneyTableSectionsProps {
  /** The head of the row-head column ("Date", "Product"). */
  rowHead: string;
  /** The heads of the figure columns: the counts', then the amounts'. */
  heads: readonly string[];
  rows: readonly MoneyTableRow[];
  money: (amount: string) => string;
  /** A foot row of amounts; its head spans the row-head and count columns. */
  totals?: { head: ReactNode; amounts: readonly string[] } | undefined;
}

/** The amounts of a row as cells, the last (the profit) coloured by its sign. */
function amountCells(amounts: readonly string[], money: (amount: string) => string) {
  return amounts.map((amount, index) => (
    <td key={index} className={styles.num}>
      {index === amounts.length - 1 ? (
        <SignedAmount amount={amount} text={money(amount)} />
      ) : (
        money(amount)
      )}
    </td>
  ));
}

/**
 * The head, body and optional foot of a money report table (per day, per product, per account):
 * a row head, plain counts, then amounts ending in the signed profit. `MoneyTable` wraps them in
 * a table; a paged list (`PagedList`) takes them as they are.
 */
export function MoneyTableSections({
  rowHead,
  heads,
  rows,
  money,
  totals,
}: MoneyTableSectionsProps) {
  return (
    <>
      <thead>
        <tr>
          <th scope="col">{rowHead}</th>
          {heads.map((head) => (
            <th key={head} scope="col" className={styles.num}>
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.head}</th>
            {row.counts?.map((count, index) => (
              <td key={index} className={styles.num}>
                {count}
              </td>
            ))}
            {amountCells(row.amounts, money)}
          </tr>
        ))}
      </tbody>
      {totals === undefined ? null : (
        <tfoot>
          <tr>
            <th scope="row" colSpan={1 + heads.length - totals.amounts.length}>
              {totals.head}
            </th>
            {amountCells(totals.amounts, money)}
          </tr>
        </tfoot>
      )}
    </>
  );
}
