import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, OTHER_BUSINESS_ID } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { useSeededPeople } from '../../testing/people.ts';
import { demoOrder, ORDERS } from '../../testing/orders.ts';
import { addTransaction } from '../../testing/factories.ts';
import { ORDER_STAGES } from './lifecycle.ts';

// Moving an order through its stages and cancelling it, with what a cancellation does to the money.
const t = useTestApp();
const statusOf = (id: string) => `${ORDERS}/${id}/status`;
const cancelOf = (id: string) => `${ORDERS}/${id}/cancel`;

const people = useSeededPeople(t);

/** A demo order in `orderStatus` with a sale transaction of `amountPence` in `saleStatus`. */
async function orderWithSale(orderStatus: string, saleStatus: string, amountPence: number) {
  const order = await demoOrder(t, orderStatus);
  const sale = await addTransaction(t.db.prisma, {
    businessId: DEMO_BUSINESS_ID,
    type: 'sale',
    status: saleStatus,
    amountPence,
    createdAt: t.clock.now(),
    orderId: order.id,
  });
  return { order, sale };
}

/** The live-update events stored for an order after it was placed, each as its type and the status it tells of. */
const changesAnnounced = async (orderId: string) =>
  (
    await t.db.prisma.businessEvent.findMany({
      where: { orderId, type: { not: 'order.created' } },
      orderBy: { id: 'asc' },
    })
  ).map((e) => [e.type, (e.payload as { status: string }).status]);

/** The statuses an order's delivery days carry, one per status. */
const deliveryDayStatuses = async (orderId: string) => [
  ...new Set((await t.db.prisma.orderDeliveryDay.findMany({ where: { orderId } })).map((d) => d.status)),
];

describe('updateOrderStatus', () => {
  it('walks the whole lifecycle, recording an event and an audit row per step', async () => {
    const order = await demoOrder(t, 'pending');
    for (const to of ORDER_STAGES.slice(1)) {
      const res = await t.api
        .patch(statusOf(order.id))
        .set('authorization', people.manager)
        .send({ status: to })
        .expect(200);
      expect(res.body.data.status).toBe(to);
      expect(res.body.data.items.every((i: { status: string }) => i.status === to)).toBe(true);
    }
    const events = await t.db.prisma.orderStatusEvent.findMany({
      where: { orderId: order.id },
      orderBy: { at: 'asc' },
    });
    expect(events.map((e) => [e.from, e.to])).toEqual(ORDER_STAGES.slice(1).map((to, i) => [ORDER_STAGES[i], to]));
    const audits = await t.db.prisma.auditEvent.findMany({ where: { itemId: order.id, eventType: 'status_changed' } });
    expect(audits).toHaveLength(ORDER_STAGES.length - 1);
    expect(audits[0]).toMatchObject({ businessId: DEMO_BUSINESS_ID, itemType: 'order', itemAffected: order.reference });
    const stored = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored).toMatchObject({ status: 'delivered', version: 1 + ORDER_STAGES.length - 1 });
  });

  it('refuses impossible changes with a 409 naming both statuses', async () => {
    const cases: [string, string][] = [
      ['pending', 'ready'],
      ['pending', 'delivered'],
      ['accepted', 'accepted'],
      ['preparing', 'accepted'],
      ['ready', 'preparing'],
      ['out_for_delivery', 'ready'],
      ['delivered', 'out_for_delivery'],
      ['cancelled', 'accepted'],
    ];
    for (const [from, to] of cases) {
      const order = await demoOrder(t, from);
      const res = await t.api
        .patch(statusOf(order.id))
        .set('authorization', people.admin)
        .send({ status: to })
        .expect(409);
      expect(res.body.message).toContain(`from ${from} to ${to}`);
      expect(res.body.errors[0].field).toBe('status');
      expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(from);
    }
  });

  it('lets exactly one of two simultaneous changes win; the other gets a 409', async () => {
    for (const [from, to] of [
      ['pending', 'accepted'],
      ['ready', 'out_for_delivery'],
    ] as const) {
      const order = await demoOrder(t, from);
      const [a, b] = await Promise.all([
        t.api.patch(statusOf(order.id)).set('authorization', people.admin).send({ status: to }),
        t.api.patch(statusOf(order.id)).set('authorization', people.manager).send({ status: to }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.body.message).toContain(`to ${to}`);
      const stored = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(stored).toMatchObject({ status: to, version: 2 });
      expect(await t.db.prisma.orderStatusEvent.count({ where: { orderId: order.id } })).toBe(1);
      expect(await t.db.prisma.auditEvent.count({ where: { itemId: order.id } })).toBe(1);
      expect(await changesAnnounced(order.id)).toEqual([['order.status_changed', to]]);
      expect(await deliveryDayStatuses(order.id)).toEqual([to]);
    }
  });

  it('lets exactly one of a status change and a cancellation win', async () => {
    const order = await demoOrder(t, 'preparing');
    const [a, b] = await Promise.all([
      t.api.patch(statusOf(order.id)).set('authorization', people.admin).send({ status: 'ready' }),
      t.api.post(cancelOf(order.id)).set('authorization', people.manager).send({ reason: 'kitchen_closed' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const stored = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.status).toBe(a.status === 200 ? 'ready' : 'cancelled');
    expect(stored.version).toBe(2);
    expect(await changesAnnounced(order.id)).toEqual([
      a.status === 200 ? ['order.status_changed', 'ready'] : ['order.cancelled', 'cancelled'],
    ]);
    expect(await deliveryDayStatuses(order.id)).toEqual([stored.status]);
  });

  it('rejects bad input naming the field', async () => {
    const order = await demoOrder(t, 'pending');
    for (const [body, field] of [
      [{ status: 'cancelled' }, 'status'],
      [{ status: 'baked' }, 'status'],
      [{}, 'status'],
      [{ status: 'accepted', note: 'x' }, 'note'],
    ] as const) {
      const res = await t.api.patch(statusOf(order.id)).set('authorization', people.admin).send(body).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const res = await t.api
      .patch(statusOf('123'))
      .set('authorization', people.admin)
      .send({ status: 'accepted' })
      .expect(400);
    expect(res.body.errors[0].field).toBe('orderId');
  });

  it('401, 403 for the merchandizer (orders.view only), 404 across businesses', async () => {
    const order = await demoOrder(t, 'pending');
    await t.api.patch(statusOf(order.id)).send({ status: 'accepted' }).expect(401);
    await t.api.patch(statusOf(order.id)).set('authorization', people.merch).send({ status: 'accepted' }).expect(403);
    await t.api.patch(statusOf(order.id)).set('authorization', people.other).send({ status: 'accepted' }).expect(404);
    const otherOrder = await t.db.prisma.order.findFirstOrThrow({
      where: { businessId: OTHER_BUSINESS_ID, status: 'pending' },
    });
    await t.api
      .patch(statusOf(otherOrder.id))
      .set('authorization', people.admin)
      .send({ status: 'accepted' })
      .expect(404);
    expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: otherOrder.id } })).status).toBe('pending');
    expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('pending');
  });
});

describe('cancelOrder', () => {
  it('cancels pending, accepted and preparing orders with reason and details', async () => {
    for (const from of ['pending', 'accepted', 'preparing']) {
      const order = await demoOrder(t, from);
      const res = await t.api
        .post(cancelOf(order.id))
        .set('authorization', people.admin)
        .send({ reason: 'out_of_stock', details: '  No goat meat today ' })
        .expect(200);
      expect(res.body.data.status).toBe('cancelled');
      expect(res.body.data.cancellation).toEqual({
        reason: 'out_of_stock',
        details: 'No goat meat today',
        cancelledAt: t.clock.now().toISOString(),
      });
      const event = await t.db.prisma.orderStatusEvent.findFirstOrThrow({ where: { orderId: order.id } });
      expect(event).toMatchObject({ from, to: 'cancelled' });
      const auditRow = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { itemId: order.id } });
      expect(auditRow.description).toContain('out_of_stock');
      // Paid at acceptance: cancelling after it refunds the customer; a pending order was never paid.
      const refunds = await t.db.prisma.transaction.findMany({ where: { orderId: order.id, type: 'refund' } });
      expect(refunds.map((r) => r.amountPence)).toEqual(from === 'pending' ? [] : [order.amountPence]);
    }
    const noDetails = await demoOrder(t, 'pending');
    const res = await t.api
      .post(cancelOf(noDetails.id))
      .set('authorization', people.admin)
      .send({ reason: 'customer_request' })
      .expect(200);
    expect(res.body.data.cancellation.details).toBeNull();
  });

  it('cancels an unpaid sale, refunds a paid one', async () => {
    const { order: a, sale: pendingSale } = await orderWithSale('preparing', 'pending', 2500);
    await t.api.post(cancelOf(a.id)).set('authorization', people.admin).send({ reason: 'duplicate_order' }).expect(200);
    expect((await t.db.prisma.transaction.findUniqueOrThrow({ where: { id: pendingSale.id } })).status).toBe(
      'cancelled',
    );
    expect(await t.db.prisma.transaction.count({ where: { orderId: a.id, type: 'refund' } })).toBe(0);

    const { order: b, sale: paidSale } = await orderWithSale('accepted', 'paid', 2600);
    await t.api
      .post(cancelOf(b.id))
      .set('authorization', people.admin)
      .send({ reason: 'other', details: 'Allergy mix-up' })
      .expect(200);
    expect((await t.db.prisma.transaction.findUniqueOrThrow({ where: { id: paidSale.id } })).status).toBe('paid');
    const refund = await t.db.prisma.transaction.findFirstOrThrow({ where: { orderId: b.id, type: 'refund' } });
    expect(refund).toMatchObject({ amountPence: 2600, status: 'pending', businessId: DEMO_BUSINESS_ID });
  });

  it('409 from ready, out for delivery, delivered and cancelled', async () => {
    for (const from of ['ready', 'out_for_delivery', 'delivered', 'cancelled']) {
      const order = await demoOrder(t, from);
      const res = await t.api
        .post(cancelOf(order.id))
        .set('authorization', people.admin)
        .send({ reason: 'kitchen_closed' })
        .expect(409);
      expect(res.body.message).toContain(`from ${from} to cancelled`);
      expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(from);
    }
  });

  it('rejects bad input naming the field', async () => {
    const order = await demoOrder(t, 'pending');
    for (const [body, field] of [
      [{}, 'reason'],
      [{ reason: 'bored' }, 'reason'],
      [{ reason: 'other', details: 'x'.repeat(501) }, 'details'],
      [{ reason: 'other', details: 5 }, 'details'],
    ] as const) {
      const res = await t.api.post(cancelOf(order.id)).set('authorization', people.admin).send(body).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('pending');
  });

  it('401, 403 for the merchandizer, 404 across businesses', async () => {
    const order = await demoOrder(t, 'pending');
    await t.api.post(cancelOf(order.id)).send({ reason: 'other' }).expect(401);
    await t.api.post(cancelOf(order.id)).set('authorization', people.merch).send({ reason: 'other' }).expect(403);
    await t.api.post(cancelOf(order.id)).set('authorization', people.other).send({ reason: 'other' }).expect(404);
    expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('pending');
  });
});
