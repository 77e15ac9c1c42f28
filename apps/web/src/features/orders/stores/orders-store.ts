import type {
  CancellationReason,
  operations,
  Order,
  OrderLabels,
  OrderTimelineEntry,
  PrepList,
} from '@vendor/api-types';
import { makeObservable, observable, runInAction } from 'mobx';
import { unwrap } from '@/lib/api-client';
import { toApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/download';
import { todayIso } from '@/lib/format';
import type { Cached } from '@/stores/base/cached';
import { compactQuery, listKey, type Page } from '@/stores/base/paging';
import { type Result, Store } from '@/stores/base/store';
import type { RootStore } from '@/stores/root-store';
import { type OrderView, stageOf, type ActionStage, ORDER_STATUS_LABELS } from './order-display';

export type ListOrdersQuery = NonNullable<operations['listOrders']['parameters']['query']>;
export type ExportOrdersQuery = NonNullable<operations['exportOrders']['parameters']['query']>;
export type OrderPage = Page<Order>;

/** Orders per page of the list. */
export const ORDERS_PAGE_SIZE = 10;

const FILENAME = /filename="([^"]+)"/;

/** Order processing: the paged list, one order with its history and labels, its moves, the prep list and the export. */
export class OrdersStore extends Store {
  /** The view toggle: 'order' (the default) or the prep list. */
  view: OrderView = 'order';

  constructor(root: RootStore) {
    super(root);
    makeObservable(this, { view: observable });
    // Orders changed somewhere (live event, or the 30 s poll without a stream): what is shown is fetched again.
    root.live.onOrdersChanged((event) => {
      this.invalidate('listOrders');
      this.invalidate('getPrepList');
      this.invalidate(event ? `getOrder:${event.orderId}` : 'getOrder:');
      this.invalidate(event ? `getOrderTimeline:${event.orderId}` : 'getOrderTimeline:');
    });
  }

  setView(view: OrderView): void {
    runInAction(() => {
      this.view = view;
    });
  }

  listOrders(params: ListOrdersQuery): Cached<OrderPage> {
    return this.cached(listKey('listOrders', params), async () => {
      const body = await unwrap(
        this.root.api.GET('/vendor/business/orders', { params: { query: compactQuery(params) } }),
      );
      return { rows: body.data, meta: body.meta };
    });
  }

  getOrder(orderId: string): Cached<Order> {
    return this.cached(`getOrder:${orderId}`, async () => {
      const body = await unwrap(
        this.root.api.GET('/vendor/business/orders/{orderId}', { params: { path: { orderId } } }),
      );
      return body.data;
    });
  }

  getOrderTimeline(orderId: string): Cached<OrderTimelineEntry[]> {
    return this.cached(`getOrderTimeline:${orderId}`, async () => {
      const body = await unwrap(
        this.root.api.GET('/vendor/business/orders/{orderId}/timeline', { params: { path: { orderId } } }),
      );
      return body.data;
    });
  }

  getOrderLabels(orderId: string): Cached<OrderLabels> {
    return this.cached(`getOrderLabels:${orderId}`, async () => {
      const body = await unwrap(
        this.root.api.GET('/vendor/business/orders/{orderId}/labels', { params: { path: { orderId } } }),
      );
      return body.data;
    });
  }

  getPrepList(deliveryDate: string): Cached<PrepList> {
    return this.cached(`getPrepList:${deliveryDate}`, async () => {
      const body = await unwrap(
        this.root.api.GET('/vendor/business/orders/prep-list', { params: { query: { deliveryDate } } }),
      );
      return body.data;
    });
  }

  /** The action stage of an order: its next move and the button's name, or null when none is left. */
  stageFor(order: Order): ActionStage | null {
    return stageOf(order.status);
  }

  /** Moves an order to its next stage; the order, its history, the lists and prep lists are then fresh. */
  async updateOrderStatus(order: Order): Promise<Result<Order>> {
    const stage = stageOf(order.status);
    if (!stage) return { ok: false, error: toApiError(new Error(`Order ${order.reference} has no next stage`)) };
    const success = `Order ${order.reference} is now ${ORDER_STATUS_LABELS[stage.to].toLowerCase()}`;
    return this.changeOrder(order, 'updateOrderStatus', success, () =>
      unwrap(
        this.root.api.PATCH('/vendor/business/orders/{orderId}/status', {
          params: { path: { orderId: order.id } },
          body: { status: stage.to },
        }),
      ),
    );
  }

  /** Cancels an order with a reason and optional details, which the order shows from then on. */
  async cancelOrder(order: Order, reason: CancellationReason, details: string): Promise<Result<Order>> {
    const trimmed = details.trim();
    return this.changeOrder(order, 'cancelOrder', `Order ${order.reference} cancelled`, () =>
      unwrap(
        this.root.api.POST('/vendor/business/orders/{orderId}/cancel', {
          params: { path: { orderId: order.id } },
          body: trimmed ? { reason, details: trimmed } : { reason },
        }),
      ),
    );
  }

  /** A change of one order (keyed by operation and order), told in a toast; what shows the order is then fresh. */
  private async changeOrder(
    order: Order,
    operationId: string,
    success: string,
    request: () => Promise<{ data: Order }>,
  ): Promise<Result<Order>> {
    const result = await this.run(`${operationId}:${order.id}`, async () => (await request()).data, {
      success,
      failure: true,
    });
    this.afterChange(order.id, result);
    return result;
  }

  /** Downloads the orders of the current filters as CSV (the server names the file). */
  async exportOrders(filter: ExportOrdersQuery): Promise<Result<string>> {
    return this.run(
      'exportOrders',
      async () => {
        const { data, error, response } = await this.root.api.GET('/vendor/business/orders/export', {
          params: { query: compactQuery(filter) },
          parseAs: 'blob',
        });
        if (!response.ok || data === undefined) throw toApiError({ status: response.status, data: error });
        const filename =
          FILENAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `orders-${todayIso()}.csv`;
        saveFile(data, filename);
        return filename;
      },
      { success: 'Orders exported', failure: true },
    );
  }

  private afterChange(orderId: string, result: Result<Order>): void {
    if (result.ok) this.getOrder(orderId).set(result.data);
    // A 409 means someone else moved it first: show what it is now either way.
    this.invalidate(`getOrderTimeline:${orderId}`);
    if (!result.ok) this.invalidate(`getOrder:${orderId}`);
    this.invalidate('listOrders');
    this.invalidate('getPrepList');
  }
}
