// A year of orders: the demo kitchen's history grows month on month (mostly delivered, some cancelled), and a set of
// live orders relative to `now` keeps work in progress at every stage. The customer pays when the kitchen accepts an
// order, so an order cancelled after acceptance was refunded.
import type { CancellationReason, OrderStatus } from '@vendor/api-types';
import { CANCELLABLE, ORDER_STAGES } from '../features/orders/lifecycle.ts';
import type { OrderItem } from '../generated/prisma/client.ts';
import type { Kitchen } from './kitchens.ts';
import type { SeedContext } from './rows.ts';
import { addMonthsUtc, addMs, DAY_MS, HOUR_MS, MINUTE_MS, seedId, startOfDayUtc } from './util.ts';

/** Platform fee the seed charges on top of the items (5 % of the item subtotal, rounded to the penny). */
const PLATFORM_FEE_RATE = 0.05;

/** Why seeded orders were cancelled, with the kitchen's words. */
const CANCELLATIONS: [CancellationReason, string][] = [
  ['customer_request', 'The customer changed their plans and asked us to cancel before cooking started.'],
  ['out_of_stock', 'Our supplier could not deliver fresh goat meat in time for this order.'],
  ['unable_to_deliver', 'The courier could not reach the customer at the address given.'],
  ['kitchen_closed', 'The kitchen was closed unexpectedly that day.'],
];

/** Live orders: [status, days ago]. */
const LIVE: [OrderStatus, number][] = [
  ['delivered', 5],
  ['delivered', 3],
  ['delivered', 0],
  ['cancelled', 2],
  ['out_for_delivery', 0],
  ['out_for_delivery', 0],
  ['ready', 0],
  ['ready', 0],
  ['preparing', 0],
  ['preparing', 0],
  ['accepted', 0],
  ['accepted', 0],
  ['pending', 0],
  ['pending', 0],
  ['pending', 0],
];

/** Demo orders in each of the 11 months before this one. */
const HISTORY_PER_MONTH = [3, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7];

interface PlannedOrder {
  kitchen: Kitchen;
  createdAt: Date;
  status: OrderStatus;
}

/** What the sales need to know of the orders: when each delivered order arrived and what the kitchen earns. */
export interface SeededOrders {
  deliveredAt: Map<string, Date>;
  /** Items + delivery fee, in pence: the kitchen's share of the order. */
  kitchenPence: Map<string, number>;
}

function planOrders({ rng, now, monthStart }: SeedContext, demo: Kitchen, other: Kitchen): PlannedOrder[] {
  const planned: PlannedOrder[] = [];
  HISTORY_PER_MONTH.forEach((count, i) => {
    const month = addMonthsUtc(monthStart, i - HISTORY_PER_MONTH.length);
    const daysInMonth = Math.round((addMonthsUtc(month, 1).getTime() - month.getTime()) / DAY_MS);
    for (let n = 0; n < count; n++) {
      const day = Math.floor(((n + rng.float()) * (daysInMonth - 3)) / count);
      const createdAt = addMs(month, day * DAY_MS + rng.int(8 * 60, 20 * 60) * MINUTE_MS);
      planned.push({ kitchen: demo, createdAt, status: rng.chance(0.12) ? 'cancelled' : 'delivered' });
    }
  });
  LIVE.forEach(([status, daysAgo], i) => {
    const steps = status === 'cancelled' ? 2 : ORDER_STAGES.indexOf(status as (typeof ORDER_STAGES)[number]);
    const createdAt = addMs(now, -(daysAgo * DAY_MS + (steps + 1) * 3 * HOUR_MS + (15 - i) * 7 * MINUTE_MS));
    planned.push({ kitchen: demo, createdAt, status });
  });
  // The other kitchen: a handful.
  const at = (months: number, days: number, hours: number) =>
    addMs(addMonthsUtc(monthStart, months), days * DAY_MS + hours * HOUR_MS);
  planned.push({ kitchen: other, createdAt: at(-3, 12, 18), status: 'delivered' });
  planned.push({ kitchen: other, createdAt: at(-2, 4, 19), status: 'delivered' });
  planned.push({ kitchen: other, createdAt: at(-1, 8, 12), status: 'cancelled' });
  planned.push({ kitchen: other, createdAt: addMs(now, -4 * HOUR_MS), status: 'pending' });
  return planned.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.kitchen.spec.key.localeCompare(b.kitchen.spec.key),
  );
}

/** The stages an order went through to reach its status; a cancelled one stopped at a random early stage. */
function pathTo({ rng }: SeedContext, status: OrderStatus): OrderStatus[] {
  if (status !== 'cancelled') return ORDER_STAGES.slice(0, ORDER_STAGES.indexOf(status) + 1);
  const from = rng.pick(CANCELLABLE);
  return [...ORDER_STAGES.slice(0, ORDER_STAGES.indexOf(from) + 1), 'cancelled'];
}

export function addOrders(ctx: SeedContext, demo: Kitchen, other: Kitchen): SeededOrders {
  const { d, rng, now } = ctx;
  const seeded: SeededOrders = { deliveredAt: new Map(), kitchenPence: new Map() };
  planOrders(ctx, demo, other).forEach(({ kitchen, createdAt, status }, index) => {
    const { spec } = kitchen;
    const id = seedId('order', `${spec.id}:${index}`);
    const reference = `ORD-${100001 + index}`;
    const customer = rng.pick(kitchen.customers);
    const isLive = createdAt.getTime() > now.getTime() - 8 * DAY_MS;
    // Only meals on the menu when the order was placed; live orders only from today's menu.
    const pool = kitchen.meals.filter(({ row }) => {
      if (row.status === 'draft' || row.createdAt >= createdAt) return false;
      if (row.deletedAt && row.deletedAt <= createdAt) return false;
      if (row.status === 'archived' && row.updatedAt <= createdAt) return false;
      return !isLive || (row.status === 'published' && !row.deletedAt);
    });
    const deliveryDate = addMs(startOfDayUtc(createdAt), (rng.chance(0.7) ? 1 : 2) * DAY_MS);
    const chosen = rng.sample(pool, Math.min(pool.length, rng.int(1, 3)));
    const path = pathTo(ctx, status);
    let at = createdAt;
    let prev: OrderStatus | null = null;
    path.forEach((to, i) => {
      if (i > 0) at = addMs(at, rng.int(20, 170) * MINUTE_MS);
      d.orderStatusEvents.push({
        id: seedId('order-event', `${id}:${i}`),
        orderId: id,
        from: prev,
        to,
        at,
        byUserId: i === 0 ? null : rng.pick(kitchen.staffIds),
        note: null,
      });
      prev = to;
    });
    const items: OrderItem[] = chosen.map(({ row, options }, i) => {
      const option = rng.pick(options);
      const quantity = rng.chance(0.6) ? 1 : rng.int(2, 3);
      return {
        id: seedId('order-item', `${id}:${i}`),
        orderId: id,
        businessId: spec.id,
        orderCreatedAt: createdAt,
        mealId: row.id,
        mealName: row.name,
        mealOptionId: option.id,
        optionSize: option.size,
        pricePence: option.pricePence,
        servings: option.servings,
        quantity,
        deliveryDate,
        amountPence: option.pricePence * quantity,
        status,
      };
    });
    const subtotal = items.reduce((s, it) => s + it.amountPence, 0);
    const deliveryFeePence = kitchen.feeByTown.get(customer.address.townId!) ?? 0;
    const platformFeePence = Math.round(subtotal * PLATFORM_FEE_RATE);
    const amountPence = subtotal + deliveryFeePence + platformFeePence;
    const cancellation = status === 'cancelled' ? rng.pick(CANCELLATIONS) : null;
    d.orders.push({
      id,
      businessId: spec.id,
      customerId: customer.row.id,
      addressId: customer.address.id,
      reference,
      status,
      amountPence,
      deliveryFeePence,
      platformFeePence,
      cancellationReason: cancellation ? cancellation[0] : null,
      cancellationDetails: cancellation ? cancellation[1] : null,
      cancelledAt: status === 'cancelled' ? at : null,
      source: 'vendor',
      allergyNote: null,
      checkoutId: null,
      paymentIntentId: null,
      trackingTokenHash: null,
      version: path.length,
      createdAt,
      updatedAt: at,
      deliveryDate,
    });
    d.orderItems.push(...items);
    seeded.kitchenPence.set(id, subtotal + deliveryFeePence);
    if (status === 'delivered') seeded.deliveredAt.set(id, at);
    if (status === 'cancelled' && path.length > 2) {
      d.transactions.push({
        id: seedId('transaction', `refund:${id}`),
        businessId: spec.id,
        reference: '',
        description: `Refund for order ${reference}`,
        type: 'refund',
        status: 'paid',
        amountPence,
        paymentConfirmationDate: at,
        providerReference: null,
        transferId: null,
        orderId: id,
        createdAt: at,
        updatedAt: at,
      });
    }
  });
  return seeded;
}
