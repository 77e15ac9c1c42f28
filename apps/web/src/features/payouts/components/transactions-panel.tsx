import type { Transaction } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonLinkStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { DownloadIcon, WalletIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { formatDate, formatGbp } from '@/lib/format';
import { useCached } from '@/stores/base/use-cached';
import { useStore } from '@/stores/stores-context';
import {
  isTransactionFilter,
  statusLabel,
  statusTone,
  TRANSACTION_TABS,
  type TransactionFilter,
  typeLabel,
} from '../stores/payout-labels';
import { PayoutsStore, TRANSACTIONS_PAGE_SIZE } from '../stores/payouts-store';

const PANEL_ID = 'transactions-panel';

const Amount = styled.span<{ negative: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, negative }) => (negative ? theme.colors.danger : theme.colors.text)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reference = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

const columns: Column<Transaction>[] = [
  {
    key: 'date',
    header: 'Date',
    cell: (row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>,
    width: '8rem',
  },
  { key: 'description', header: 'Description', cell: (row) => row.description },
  {
    key: 'reference',
    header: 'Reference',
    cell: (row) => (row.reference ? <Reference>{row.reference}</Reference> : <Muted>None</Muted>),
  },
  { key: 'type', header: 'Type', cell: (row) => typeLabel(row.type) },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (row) => <Amount negative={row.amount < 0}>{formatGbp(row.amount)}</Amount>,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => <Badge tone={statusTone(row.status)}>{statusLabel(row.status)}</Badge>,
  },
];

const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The transactions table with its status tabs (real counts), paging and CSV export; tab and page live in the URL. */
export const TransactionsPanel = observer(function TransactionsPanel() {
  const theme = useTheme();
  const payouts = useStore(PayoutsStore);
  const [search, setSearch] = useSearchParams();
  const requested = search.get('status');
  const filter: TransactionFilter = isTransactionFilter(requested) ? requested : 'all';
  const pageNumber = readPage(search.get('page'));
  const status = filter === 'all' ? undefined : filter;
  const read = useCached(payouts.listTransactions({ pageNumber, pageSize: TRANSACTIONS_PAGE_SIZE, status }));
  const counts = read.data?.meta.counts ?? payouts.statusCounts;
  const tabLabel = TRANSACTION_TABS.find((tab) => tab.value === filter)?.label ?? 'All Payouts';

  useEffect(() => {
    // A failed load is reported in the page, and logged for whoever investigates it.
    if (read.error) console.error('Could not load transactions', read.error);
  }, [read.error]);

  const go = (next: { filter?: TransactionFilter; page?: number }) => {
    const params = new URLSearchParams(search);
    const nextFilter = next.filter ?? filter;
    if (nextFilter === 'all') params.delete('status');
    else params.set('status', nextFilter);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) params.set('page', String(nextPage));
    else params.delete('page');
    setSearch(params);
  };

  const exporting = payouts.isPending('exportTransactions');
  const progress = payouts.exportProgress;
  const shownCount = counts ? (filter === 'all' ? counts.all : counts[filter]) : undefined;

  const exportButton = (
    <Button
      variant="secondary"
      disabled={exporting || shownCount === 0}
      onClick={() => void payouts.exportTransactions(status)}
    >
      <DownloadIcon size={18} />
      {exporting
        ? `Exporting${progress && progress.total > 1 ? ` ${progress.loaded}/${progress.total}` : ''}…`
        : 'Export CSV'}
    </Button>
  );

  let body;
  if (!read.data && read.error) {
    body = (
      <ErrorState title="Could not load your transactions" error={read.error} onRetry={() => void read.refetch()} />
    );
  } else if (counts?.all === 0 && read.data) {
    body = (
      <EmptyState
        icon={<WalletIcon size={32} />}
        title="You have no payouts yet"
        description="You haven't made any transactions yet"
        action={
          <Link to={paths.dashboard.payments.payoutAccount.getHref()} css={buttonLinkStyles(theme, 'secondary')}>
            Go to your payout account
          </Link>
        }
      />
    );
  } else if (read.data && read.data.rows.length === 0 && read.data.meta.totalNumberOfRecords > 0) {
    body = (
      <EmptyState
        title="This page is empty"
        description={`There are ${read.data.meta.totalNumberOfRecords} transactions on ${Math.max(read.data.meta.totalNumberOfPages, 1)} pages.`}
        action={
          <Button variant="secondary" onClick={() => go({ page: 1 })}>
            Go to the first page
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <DataTable
          caption={`${tabLabel} transactions`}
          columns={columns}
          rows={read.data?.rows}
          rowKey={(row) => row.id}
          loading={read.isLoading || read.isRefreshing}
          empty={
            <EmptyState
              title={`No ${tabLabel.toLowerCase()} transactions`}
              description="Transactions with this status will show here."
              action={
                <Button variant="secondary" onClick={() => go({ filter: 'all' })}>
                  Show all payouts
                </Button>
              }
            />
          }
        />
        <Pagination meta={read.data?.meta} onPage={(page) => go({ page })} label="Transaction pages" />
      </>
    );
  }

  return (
    <Card title="Transactions" description="Every sale, payout, refund and fee on your account." actions={exportButton}>
      <div>
        <Tabs
          label="Filter transactions by status"
          items={TRANSACTION_TABS.map((tab) => ({
            value: tab.value,
            label: tab.label,
            count: counts ? (tab.value === 'all' ? counts.all : counts[tab.value]) : undefined,
          }))}
          value={filter}
          onChange={(value) => go({ filter: value })}
          controls={PANEL_ID}
        />
        <div id={PANEL_ID} role="tabpanel" aria-label={`${tabLabel} transactions`}>
          {body}
        </div>
      </div>
    </Card>
  );
});
