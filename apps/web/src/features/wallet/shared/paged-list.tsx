import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListStatus } from './list-status.tsx';
import { Pager } from './pager.tsx';

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
  /** Draws the page's rows (a table). */
  children: (page: T) => ReactNode;
  emptyText?: string | undefined;
}

/**
 * A paged wallet list: the loading, error (with retry) and empty states, else the rows that
 * `children` draws and the pager under them, which waits while the next page loads.
 */
export function PagedList<T extends ListPage>({
  query,
  onPage,
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
      {children(page)}
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
