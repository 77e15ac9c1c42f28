import type { RootStore } from '@/stores/root-store';
import { orderPageQueryOf, readOrderParams } from './components/order-filters';
import { OrdersStore } from './stores/orders-store';

/**
 * Starts loading the page of orders an address shows, without waiting for it: on a first visit the request then runs
 * while the screen's code loads and renders, and the list joins it (one cache entry, one request). Members the screen
 * would not show orders to (signed out, or a role without orders.view) and the prep-list view get no request.
 */
export function prefetchOrders(root: RootStore, url: URL): void {
  const state = readOrderParams(url.searchParams);
  if (state.view !== 'order' || !root.auth.isAuthenticated || !root.auth.can('orders.view')) return;
  void root.get(OrdersStore).listOrders(orderPageQueryOf(state)).load();
}
