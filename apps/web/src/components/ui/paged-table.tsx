import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef } from 'react';
import type { Cached } from '@/stores/base/cached';
import type { Page } from '@/stores/base/paging';
import { DataTable, type DataTableProps } from './data-table';
import { ErrorState } from './error-state';
import { Pagination } from './pagination';

const Results = styled.div<{ stale: boolean }>`
  opacity: ${({ stale }) => (stale ? 0.6 : 1)};
  transition: opacity 120ms ease;
`;

export interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows' | 'loading'> {
  /** The cached read of the page the address asks for. */
  read: Cached<Page<Row>>;
  /** The page the address asks for (from 1). */
  pageNumber: number;
  /** Moves to another page: the pager's buttons, or the last page there is when the asked one no longer exists. */
  onPage: (pageNumber: number) => void;
  /** The pager's spoken name ("Meal pages"). */
  pagesLabel: string;
  /** The title of the error shown when the page could not be loaded. */
  errorTitle: string;
  /** Also marks the table busy (not only the results around it) while the previous page stays on screen. */
  tableBusyWhileStale?: boolean;
}

/**
 * A paged list read from the address: the table and its pager, or an error with Retry when nothing could be loaded.
 * While another page or filter loads, the last page stays on screen (dimmed) instead of a flash of skeletons; a page
 * that no longer exists (its last row was deleted) moves to the last one there is. Renders inside `observer`: it
 * reads the cached page itself.
 */
export const PagedTable = observer(function PagedTable<Row>({
  read,
  pageNumber,
  onPage,
  pagesLabel,
  errorTitle,
  tableBusyWhileStale = false,
  ...table
}: PagedTableProps<Row>) {
  const lastPage = useRef<Page<Row> | undefined>(undefined);
  if (read.data) lastPage.current = read.data;
  const page = read.data ?? (read.isLoading ? lastPage.current : undefined);
  const stale = !read.data && page !== undefined;

  const pages = read.data?.meta.totalNumberOfPages;
  useEffect(() => {
    if (pages !== undefined && pages >= 1 && pageNumber > pages) onPage(pages);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pages, pageNumber]);

  if (read.error && !read.data) {
    return <ErrorState title={errorTitle} error={read.error} onRetry={() => void read.refetch()} />;
  }
  return (
    <Results stale={stale} aria-busy={read.isLoading || read.isRefreshing || undefined}>
      <DataTable {...table} rows={page?.rows} loading={read.isLoading && (tableBusyWhileStale || !page)} />
      <Pagination meta={page?.meta} label={pagesLabel} onPage={onPage} />
    </Results>
  );
  // `observer` keeps the row type parameter only through this cast.
}) as <Row>(props: PagedTableProps<Row>) => ReactNode;
