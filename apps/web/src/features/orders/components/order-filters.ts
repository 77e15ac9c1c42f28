import type { OrderStatus } from '@vendor/api-types';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES } from '../stores/order-display';
import { type ExportOrdersQuery, type ListOrdersQuery, ORDERS_PAGE_SIZE } from '../stores/orders-store';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The longest search the contract accepts. */
export const SEARCH_LIMIT = 100;

type Key = 'search' | 'status' | 'from' | 'to' | 'page' | 'order' | 'view' | 'date';

const isStatus = (value: string | null): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);
const date = (value: string | null) => (value && ISO_DATE.test(value) ? value : '');

/** The orders screen's state as the address holds it (filters, page, open order, view). */
export function readOrderParams(params: URLSearchParams) {
  const statusParam = params.get('status');
  return {
    search: (params.get('search') ?? '').slice(0, SEARCH_LIMIT),
    status: isStatus(statusParam) ? statusParam : undefined,
    from: date(params.get('from')),
    to: date(params.get('to')),
    pageNumber: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    orderId: params.get('order') ?? '',
    view: params.get('view') === 'prep-list' ? ('prep-list' as const) : ('order' as const),
    date: date(params.get('date')),
  };
}

export type OrderParams = ReturnType<typeof readOrderParams>;

/** The message for a delivery range that ends before it starts, or '' when the range is fine. */
export const rangeErrorOf = (state: OrderParams): string =>
  state.from && state.to && state.from > state.to ? 'The end date is before the start date' : '';

/** The list and export filters of the screen's state: empty ones left out, and the end of an inverted range too. */
export function orderFilterOf(state: OrderParams): ExportOrdersQuery {
  return {
    search: state.search || undefined,
    status: state.status,
    from: state.from || undefined,
    to: rangeErrorOf(state) ? undefined : state.to || undefined,
  };
}

/** The request for the page of orders the screen shows. */
export const orderPageQueryOf = (state: OrderParams): ListOrdersQuery => ({
  ...orderFilterOf(state),
  pageNumber: state.pageNumber,
  pageSize: ORDERS_PAGE_SIZE,
});

/** The orders screen's state in the URL (filters, page, open order, view), so Back and a reload keep it. */
export function useOrderParams() {
  const [params, setParams] = useSearchParams();
  const state = readOrderParams(params);
  // Two changes before the next render must build on each other, not on the rendered URL.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (changes: Partial<Record<Key, string | undefined>>) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // Another filter shows another set of orders: start again at its first page.
    if (['search', 'status', 'from', 'to'].some((key) => key in changes)) next.delete('page');
    latest.current = next;
    setParams(next, { replace: !('order' in changes) });
  };
  return { state, update };
}
