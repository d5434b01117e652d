import { useQuery } from '@tanstack/react-query';
import { Card } from '../../shared/money/card.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { Button } from '../../shared/ui/button.tsx';
import { rgStatementQuery } from './rg-queries.ts';
import styles from './rg.module.css';
import { useRgFormat } from './use-rg-format.ts';
import { useRgText } from './use-rg-text.ts';

/** Saves the statement as a CSV file the member keeps. */
function download(name: string, rows: string[][]) {
  const csv = rows
    .map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','))
    .join('\r\n');
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Deposits, withdrawals and net result per month, with a CSV download (its months as the
 * statement keys them, `2026-11`, for a spreadsheet to read).
 */
export function StatementCard({ currencySymbol }: { currencySymbol: string }) {
  const text = useRgText();
  const format = useRgFormat(currencySymbol);
  const statement = useQuery(rgStatementQuery());
  const header = [
    text('rg.statement.month'),
    text('rg.statement.deposits'),
    text('rg.statement.withdrawals'),
    text('rg.statement.net'),
  ];
  const data = statement.data;
  return (
    <Card
      title={text('rg.statement.title')}
      icon="history"
      actions={
        data === undefined ? undefined : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              download(`statement-${data.account}.csv`, [
                [...header, 'currency'],
                ...data.rows.map((r) => [r.month, r.deposits, r.withdrawals, r.net, data.currency]),
              ])
            }
          >
            {text('rg.statement.download')}
          </Button>
        )
      }
    >
      {statement.isPending ? (
        <p role="status">{text('rg.loading')}</p>
      ) : statement.isError ? (
        <p className={styles.status} data-kind="error" role="alert">
          {text('rg.error')}
        </p>
      ) : (
        <div className={walletStyles.tableWrap}>
          <table className={walletStyles.table}>
            <thead>
              <tr>
                {header.map((h, index) => (
                  <th key={h} scope="col" className={index > 0 ? walletStyles.num : undefined}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {statement.data.rows.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{format.month(row.month)}</th>
                  <td className={walletStyles.num}>{format.amount(row.deposits)}</td>
                  <td className={walletStyles.num}>{format.amount(row.withdrawals)}</td>
                  <td className={walletStyles.num}>{format.amount(row.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
