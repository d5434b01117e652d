import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListStatus } from './list-status.tsx';
import { Pager } from './pager.tsx';
import styles from './wallet.module.css';

/** A page of a wallet list as the server answers it. */
export interface ListPage {
  list: readonly unknown[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** Props of `PagedList`. */
export interface PagedListProps<T extends ListPage> {
  query: UseQueryResult<T>;
  onPage: (page: number) => void;
  /** The table's accessible name (a hidden caption). */
  caption: string;
  /** Draws the table's sections (head, body, foot) for the page. */
  children: (page: T) => ReactNode;
  emptyText?: string | undefined;
}

/**
 * A paged wallet list: the loading, error (with retry) and empty states, else a table named by
 * `caption` (busy while the next page loads) holding what `children` draws, and the pager.
 */
export function PagedList<T extends ListPage>({
  query,
  onPage,
  caption,
  children,
  emptyText,
}: PagedListProps<T>) {
  if (query.isPending) return <ListStatus kind="loading" />;
  if (query.isError) {
    return <ListStatus kind="error" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const page = query.data;
  if (page.list.length === 0) return <ListStatus kind="empty" emptyText={emptyText} />;
  return (
    <>
      {/* A wide table scrolls sideways: keyboard users reach the scroll through focus. */}
      <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table} aria-busy={query.isFetching}>
          <caption className="visually-hidden">{caption}</caption>
          {children(page)}
        </table>
      </div>
      <Pager
        page={page.pageNum}
        totalPages={page.totalPages}
        total={page.total}
        onPage={onPage}
        busy={query.isFetching}
      />
    </>
  );
}
