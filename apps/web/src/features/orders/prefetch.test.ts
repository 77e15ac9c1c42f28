import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/lib/session';
import { ok } from '@/testing/fake-fetch';
import { createTestRootStore } from '@/testing/test-root-store';
import { orderPageQueryOf, readOrderParams } from './components/order-filters';
import { prefetchOrders } from './prefetch';
import { OrdersStore } from './stores/orders-store';

const PAGE = { pageNumber: 2, pageSize: 10, totalNumberOfRecords: 12, totalNumberOfPages: 2 };
const member = (permissions: string[]) =>
  ({ firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', role: { permissions } }) as unknown as SessionUser;

function setup(user: SessionUser, accessToken: string | null = 'a') {
  const { store, calls } = createTestRootStore(
    { 'GET /vendor/business/orders': () => ok([], { meta: PAGE }) },
    accessToken ? { accessToken, user } : { user },
  );
  return { store, calls, orders: store.get(OrdersStore) };
}

/** The page of orders the screen reads for an address. */
const screenList = (orders: OrdersStore, url: URL) =>
  orders.listOrders(orderPageQueryOf(readOrderParams(url.searchParams)));

describe('prefetchOrders', () => {
  it('starts the page of orders the address shows, and the screen joins that request', async () => {
    const { store, calls, orders } = setup(member(['orders.view']));
    const url = new URL('https://kitchen.test/dashboard/orders?status=delivered&page=2');
    prefetchOrders(store, url);
    const read = screenList(orders, url);
    expect(read.status).toBe('pending');
    await read.load();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /vendor/business/orders']);
    expect(read.data?.meta.pageNumber).toBe(2);
  });

  it('asks nothing for a member the list is not shown to, nor for the prep list view', async () => {
    for (const { user, token, address } of [
      { user: member(['meals.view']), token: 'a', address: '/dashboard/orders' },
      { user: member(['orders.view']), token: null, address: '/dashboard/orders' },
      { user: member(['orders.view']), token: 'a', address: '/dashboard/orders?view=prep-list' },
    ]) {
      const { store, calls } = setup(user, token);
      prefetchOrders(store, new URL(`https://kitchen.test${address}`));
      await Promise.resolve();
      expect(store.get(OrdersStore).listOrders({ pageNumber: 1, pageSize: 10 }).status, address).toBe('idle');
      expect(calls, address).toEqual([]);
    }
  });
});
