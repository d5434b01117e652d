import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { downloadCsv, type CsvCell } from '../../shared/lib/csv.ts';
import { Button } from '../../shared/ui/button.tsx';
import styles from './console.module.css';

/** One column of a console table. */
export interface OpsColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell in the CSV export; also the sort value when the column sorts. */
  text: (row: Row) => CsvCell;
  sortable?: boolean;
  /**
   * Kept in view at the table's right edge while the other columns scroll sideways: a row's
   * actions, which a wide table would otherwise push out of sight on a narrow screen.
   */
  pinned?: boolean;
  /** An amount or a count: set right, head and cells, in figures of one width. */
  numeric?: boolean;
  /**
   * In the CSV export only: the table shows it inside another column's cell (a row's window
   * under whether it shows), where a column of its own would make the table wider than the page.
   */
  exportOnly?: boolean;
}

/** The classes of a column's head and cells. */
function columnClass(column: { pinned?: boolean; numeric?: boolean }): string | undefined {
  const names = [column.pinned ? styles.pinned : null, column.numeric ? styles.numeric : null];
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** Props of `OpsTable`. */
export interface OpsTableProps<Row> {
  caption: string;
  columns: readonly OpsColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The CSV file's name, without `.csv`. */
  exportName: string;
  /** The page shown and the page count (server paging); omitted: one page. */
  paging?: { pageNo: number; pages: number; onPage: (pageNo: number) => void };
}

type Sort = { key: string; direction: 'ascending' | 'descending' } | null;

function compare(a: CsvCell, b: CsvCell): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), undefined, { numeric: true });
}

/**
 * A console table: a caption, column headers that sort the rows shown (a second click turns
 * the order), server paging, and the rows shown as a CSV file.
 */
export function OpsTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  exportName,
  paging,
}: OpsTableProps<Row>) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<Sort>(null);
  const shownColumns = useMemo(() => columns.filter((c) => !c.exportOnly), [columns]);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.key);
    if (sort === null || column === undefined) return rows;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(column.text(a), column.text(b)));
  }, [columns, rows, sort]);
  const exportRows = () =>
    downloadCsv(exportName, [
      columns.map((c) => c.header),
      ...sorted.map((row) => columns.map((c) => c.text(row))),
    ]);
  return (
    <div className={styles.tableBlock}>
      <div className={styles.tableTools}>
        <Button size="sm" variant="secondary" onClick={exportRows} disabled={rows.length === 0}>
          {t('ops.exportCsv')}
        </Button>
      </div>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {shownColumns.map((column) => {
                const active = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={active ?? 'none'}
                    className={columnClass(column)}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() =>
                          setSort({
                            key: column.key,
                            direction: active === 'ascending' ? 'descending' : 'ascending',
                          })
                        }
                      >
                        {column.header}
                        <span aria-hidden="true">
                          {active === 'ascending' ? ' ▲' : active === 'descending' ? ' ▼' : ''}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {sorted.length === 0 ? (
              <tr>
                <td colSpan={shownColumns.length} className={styles.emptyCell}>
                  {t('ops.empty')}
                </td>
              </tr>
            ) : (
              sorted.map((row) => (
                <tr key={rowKey(row)}>
                  {shownColumns.map((column) => (
                    <td key={column.key} className={columnClass(column)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {paging === undefined || paging.pages <= 1 ? null : (
        <nav className={styles.pager} aria-label={caption}>
          <Button
            size="sm"
            variant="secondary"
            disabled={paging.pageNo <= 1}
            onClick={() => paging.onPage(paging.pageNo - 1)}
          >
            {t('ops.previous')}
          </Button>
          <span>{t('ops.pageOf', { page: paging.pageNo, pages: paging.pages })}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={paging.pageNo >= paging.pages}
            onClick={() => paging.onPage(paging.pageNo + 1)}
          >
            {t('ops.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
