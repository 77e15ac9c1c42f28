import type { Order } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type Column } from '@/components/ui/data-table';
import { DownloadIcon, ReceiptIcon } from '@/components/ui/icons';
import { ListEmptyState } from '@/components/ui/no-matches-state';
import { PagedTable } from '@/components/ui/paged-table';
import { FilterSearch, labelledOptions, StatusFilter } from '@/components/ui/list-filter-controls';
import { TextInput } from '@/components/ui/text-input';
import { Toolbar } from '@/components/ui/toolbar';
import { useSearchBox } from '@/hooks/use-search-box';
import { formatDate, formatGbp } from '@/lib/format';
import { useCached } from '@/stores/base/use-cached';
import { useStore } from '@/stores/stores-context';
import {
  customerName,
  deliveryDate,
  itemCount,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONES,
  ORDER_STATUSES,
} from '../stores/order-display';
import { OrdersStore } from '../stores/orders-store';
import { orderFilterOf, orderPageQueryOf, rangeErrorOf, SEARCH_LIMIT, useOrderParams } from './order-filters';

const Filters = styled(Toolbar)`
  align-items: flex-end;
  > div {
    flex: 1 1 10rem;
  }
  > :first-child {
    flex: 3 1 20rem;
  }
  > button {
    flex: 0 0 auto;
    min-height: 2.75rem;
  }
  ${({ theme }) => theme.media.mobile} {
    > button {
      flex: 1 1 100%;
    }
  }
`;

const Reference = styled.button`
  min-height: 2.5rem;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
`;

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const statusOptions = labelledOptions(ORDER_STATUSES, ORDER_STATUS_LABELS);

/** The order list: reference, dates, customer, items, amount and status; filters, search, paging and the export. */
export const OrderList = observer(function OrderList() {
  const orders = useStore(OrdersStore);
  const { state, update } = useOrderParams();

  // Typing shows at once; the search runs once typing pauses (300 ms).
  const searchBox = useSearchBox(state.search, (search) => update({ search }));
  const clearSearch = searchBox[2];

  const rangeError = rangeErrorOf(state);
  const filter = orderFilterOf(state);
  const read = useCached(orders.listOrders(orderPageQueryOf(state)));

  const filtered = Boolean(state.search || state.status || state.from || state.to);
  const clearFilters = () => {
    clearSearch();
    update({ search: undefined, status: undefined, from: undefined, to: undefined });
  };
  const open = (order: Order) => update({ order: order.id });

  const columns: Column<Order>[] = [
    {
      key: 'reference',
      header: 'Reference',
      label: '',
      cell: (order) => (
        <Reference type="button" aria-label={`Open order ${order.reference}`} onClick={() => open(order)}>
          {order.reference}
        </Reference>
      ),
    },
    { key: 'date', header: 'Date', cell: (order) => formatDate(order.createdAt) },
    { key: 'customer', header: 'Customer', cell: (order) => customerName(order) },
    { key: 'delivery', header: 'Delivery date', cell: (order) => formatDate(deliveryDate(order)) },
    { key: 'items', header: 'Items', cell: (order) => itemCount(order) },
    { key: 'amount', header: 'Amount', align: 'end', cell: (order) => <Amount>{formatGbp(order.amount)}</Amount> },
    {
      key: 'status',
      header: 'Status',
      cell: (order) => <Badge tone={ORDER_STATUS_TONES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>,
    },
  ];

  const empty = (
    <ListEmptyState
      filtered={filtered}
      noMatches={{
        title: 'No orders match these filters',
        description: 'Try another search, status or delivery dates.',
        onClear: clearFilters,
      }}
      empty={{
        icon: <ReceiptIcon size={32} />,
        title: 'No orders yet',
        description: 'Orders your customers place appear here, newest first, for you to accept, cook and deliver.',
      }}
    />
  );

  return (
    <section aria-label="Orders">
      <Filters role="search">
        <FilterSearch label="Search by reference or customer" maxLength={SEARCH_LIMIT} box={searchBox} />
        <StatusFilter options={statusOptions} value={state.status} onChange={(status) => update({ status })} />
        <TextInput
          type="date"
          label="Delivery from"
          value={state.from}
          onChange={(event) => update({ from: event.target.value || undefined })}
        />
        <TextInput
          type="date"
          label="Delivery to"
          value={state.to}
          error={rangeError || undefined}
          onChange={(event) => update({ to: event.target.value || undefined })}
        />
        <Button
          variant="secondary"
          disabled={orders.isPending('exportOrders')}
          onClick={() => void orders.exportOrders(filter)}
        >
          <DownloadIcon size={18} /> Export CSV
        </Button>
      </Filters>

      <PagedTable
        read={read}
        pageNumber={state.pageNumber}
        onPage={(pageNumber) => update({ page: String(pageNumber) })}
        pagesLabel="Order pages"
        errorTitle="Your orders could not be loaded"
        caption="Orders"
        columns={columns}
        rowKey={(order) => order.id}
        empty={empty}
        isSelected={(order) => order.id === state.orderId}
      />
    </section>
  );
});
