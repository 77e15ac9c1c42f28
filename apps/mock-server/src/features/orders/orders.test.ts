import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_BUSINESS_ID,
  DEMO_EMAIL,
  MANAGER_EMAIL,
  MERCHANDIZER_EMAIL,
  OTHER_BUSINESS_ID,
  OTHER_EMAIL,
} from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { addCustomer, addMemberWithPermissions, addOrder, addTransaction } from '../../testing/factories.ts';
import { ORDER_STAGES } from './lifecycle.ts';
import { allocate } from './view.ts';

const t = useTestApp();
const ORDERS = '/api/v1/vendor/business/orders';
const one = (id: string) => `${ORDERS}/${id}`;
const statusOf = (id: string) => `${ORDERS}/${id}/status`;
const cancelOf = (id: string) => `${ORDERS}/${id}/cancel`;

let admin: string;
let manager: string;
let merchandizer: string;
let other: string;
let noOrders: string;

/** Pence of a pounds amount on the wire (exact for 2-decimal values). */
const p = (pounds: number) => Math.round(pounds * 100);

/** A fresh order of the demo business in the given status (items with real meals, fees, a customer). */
async function demoOrder(status = 'pending', createdAt = t.clock.now()) {
  const meal = await t.db.prisma.meal.findFirstOrThrow({
    where: { businessId: DEMO_BUSINESS_ID, deletedAt: null, status: 'published' },
    include: { options: true },
  });
  const customer = await t.db.prisma.customer.findFirstOrThrow({
    where: { businessId: DEMO_BUSINESS_ID },
    include: { addresses: true },
  });
  const option = meal.options[0]!;
  return addOrder(t.db.prisma, {
    businessId: DEMO_BUSINESS_ID,
    customerId: customer.id,
    addressId: customer.addresses[0]!.id,
    createdAt,
    status,
    items: [
      { pricePence: option.pricePence, quantity: 2, mealId: meal.id, mealOptionId: option.id },
      { pricePence: 333, quantity: 1, mealId: meal.id, mealOptionId: option.id },
    ],
    deliveryFeePence: 450,
    platformFeePence: 101,
  });
}

beforeAll(async () => {
  [admin, manager, merchandizer, other] = (await Promise.all(
    [DEMO_EMAIL, MANAGER_EMAIL, MERCHANDIZER_EMAIL, OTHER_EMAIL].map((e) => t.tokenFor(e)),
  )) as [string, string, string, string];
  noOrders = await t.tokenFor(
    await addMemberWithPermissions(t.db.prisma, DEMO_BUSINESS_ID, ['dashboard.view', 'meals.view']),
  );
});

describe('allocate', () => {
  it('splits pence exactly in proportion', () => {
    expect(allocate(101, [1000, 1000, 1000])).toEqual([34, 34, 33]);
    expect(allocate(0, [5, 7])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
    for (const [total, weights] of [
      [999, [1, 2, 3, 4]],
      [1, [3, 3]],
      [12345, [17, 1, 999]],
    ] as const) {
      expect(allocate(total, [...weights]).reduce((s, x) => s + x, 0)).toBe(total);
    }
  });
});

describe('listOrders', () => {
  it('pages the business orders newest first', async () => {
    const res = await t.api.get(ORDERS).query({ pageSize: 5 }).set('authorization', admin).expect(200);
    const total = await t.db.prisma.order.count({ where: { businessId: DEMO_BUSINESS_ID } });
    expect(res.body.meta).toEqual({
      pageNumber: 1,
      pageSize: 5,
      totalNumberOfRecords: total,
      totalNumberOfPages: Math.ceil(total / 5),
    });
    expect(res.body.data).toHaveLength(5);
    const dates = res.body.data.map((o: { createdAt: string }) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = await t.api.get(ORDERS).query({ pageSize: 5, pageNumber: 2 }).set('authorization', admin).expect(200);
    expect(page2.body.data[0].createdAt <= dates[4]).toBe(true);
    expect(page2.body.data.map((o: { id: string }) => o.id)).not.toContain(res.body.data[4].id);
  });

  it('every seeded order adds up: amount = items + delivery fees + platform fees, to the penny', async () => {
    for (const token of [admin, other]) {
      let pageNumber = 1;
      let seen = 0;
      for (;;) {
        const res = await t.api
          .get(ORDERS)
          .query({ pageSize: 100, pageNumber })
          .set('authorization', token)
          .expect(200);
        for (const order of res.body.data as {
          amount: number;
          items: {
            amount: number;
            deliveryFee: number;
            platformFee: number;
            details: { option: { price: number }; quantity: number }[];
          }[];
        }[]) {
          const sum = order.items.reduce((s, i) => s + p(i.amount) + p(i.deliveryFee) + p(i.platformFee), 0);
          expect(sum).toBe(p(order.amount));
          for (const item of order.items) {
            expect(item.details.reduce((s, d) => s + p(d.option.price) * d.quantity, 0)).toBe(p(item.amount));
          }
        }
        seen += res.body.data.length;
        if (pageNumber >= res.body.meta.totalNumberOfPages) break;
        pageNumber++;
      }
      expect(seen).toBeGreaterThan(0);
    }
    // The same identity in the database for every order of every business.
    const orders = await t.db.prisma.order.findMany({ include: { items: true } });
    for (const o of orders) {
      expect(o.items.reduce((s, i) => s + i.amountPence, 0) + o.deliveryFeePence + o.platformFeePence).toBe(
        o.amountPence,
      );
    }
  });

  it('filters by status', async () => {
    for (const status of ['pending', 'delivered', 'cancelled'] as const) {
      const res = await t.api.get(ORDERS).query({ status, pageSize: 100 }).set('authorization', admin).expect(200);
      const expected = await t.db.prisma.order.count({ where: { businessId: DEMO_BUSINESS_ID, status } });
      expect(res.body.meta.totalNumberOfRecords).toBe(expected);
      expect(expected).toBeGreaterThan(0);
      expect(res.body.data.every((o: { status: string }) => o.status === status)).toBe(true);
    }
    const cancelled = await t.api.get(ORDERS).query({ status: 'cancelled' }).set('authorization', admin).expect(200);
    for (const o of cancelled.body.data)
      expect(o.cancellation).toMatchObject({ reason: expect.any(String), cancelledAt: expect.any(String) });
  });

  it('filters by delivery date range, inclusive, on any item', async () => {
    const customer = await addCustomer(t.db.prisma, DEMO_BUSINESS_ID, { firstName: 'Range', lastName: 'Tester' });
    const base = {
      businessId: DEMO_BUSINESS_ID,
      customerId: customer.customerId,
      addressId: customer.addressId,
      createdAt: t.clock.now(),
    };
    const a = await addOrder(t.db.prisma, {
      ...base,
      items: [
        { pricePence: 100, quantity: 1, deliveryDate: new Date('2031-05-01') },
        { pricePence: 100, quantity: 1, deliveryDate: new Date('2031-05-10') },
      ],
    });
    const b = await addOrder(t.db.prisma, {
      ...base,
      items: [{ pricePence: 100, quantity: 1, deliveryDate: new Date('2031-05-03') }],
    });
    const ids = async (query: Record<string, string>) =>
      (
        await t.api
          .get(ORDERS)
          .query({ ...query, pageSize: 100 })
          .set('authorization', admin)
          .expect(200)
      ).body.data
        .map((o: { id: string }) => o.id)
        .sort();
    expect(await ids({ from: '2031-05-01', to: '2031-05-01' })).toEqual([a.id]);
    expect(await ids({ from: '2031-05-03', to: '2031-05-03' })).toEqual([b.id]);
    expect(await ids({ from: '2031-05-02', to: '2031-05-09' })).toEqual([b.id]);
    expect(await ids({ from: '2031-05-10' })).toEqual([a.id]);
    expect(await ids({ from: '2031-05-01', to: '2031-05-31' })).toEqual([a.id, b.id].sort());
    expect(await ids({ from: '2031-05-11' })).toEqual([]);
  });

  it('searches by reference, customer name and e-mail, case-insensitively', async () => {
    const customer = await addCustomer(t.db.prisma, DEMO_BUSINESS_ID, {
      firstName: 'Zebedee',
      lastName: 'Quartermaine',
    });
    const order = await addOrder(t.db.prisma, {
      businessId: DEMO_BUSINESS_ID,
      customerId: customer.customerId,
      addressId: customer.addressId,
      createdAt: t.clock.now(),
    });
    const search = async (s: string) =>
      (await t.api.get(ORDERS).query({ search: s }).set('authorization', admin).expect(200)).body.data.map(
        (o: { id: string }) => o.id,
      );
    expect(await search(order.reference.toLowerCase())).toEqual([order.id]);
    expect(await search('zEBEDEE')).toEqual([order.id]);
    expect(await search('quarterMAINE')).toEqual([order.id]);
    expect(await search('zebedee quartermaine')).toEqual([order.id]);
    expect(await search(customer.email.toUpperCase())).toEqual([order.id]);
    expect(await search('zebedee smith')).toEqual([]);
    // Another business's customers are never found.
    const otherOrder = await t.db.prisma.order.findFirstOrThrow({ where: { businessId: OTHER_BUSINESS_ID } });
    expect(await search(otherOrder.reference)).toEqual([]);
  });

  it('rejects bad query parameters naming them', async () => {
    const bad = async (query: Record<string, string | number>, field: string) => {
      const res = await t.api.get(ORDERS).query(query).set('authorization', admin).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    };
    await bad({ status: 'lost' }, 'status');
    await bad({ pageSize: 0 }, 'pageSize');
    await bad({ pageSize: 101 }, 'pageSize');
    await bad({ pageNumber: 'x' }, 'pageNumber');
    await bad({ from: '2025-13-01' }, 'from');
    await bad({ to: 'yesterday' }, 'to');
    await bad({ from: '2025-02-10', to: '2025-02-01' }, 'to');
    await bad({ search: 'x'.repeat(101) }, 'search');
  });

  it('401 without a token; 403 without orders.view; the merchandizer and manager may view', async () => {
    await t.api.get(ORDERS).expect(401);
    await t.api.get(ORDERS).set('authorization', noOrders).expect(403);
    await t.api.get(ORDERS).set('authorization', merchandizer).expect(200);
    await t.api.get(ORDERS).set('authorization', manager).expect(200);
  });

  it("shows only the caller's business orders", async () => {
    const res = await t.api.get(ORDERS).query({ pageSize: 100 }).set('authorization', other).expect(200);
    const expected = await t.db.prisma.order.count({ where: { businessId: OTHER_BUSINESS_ID } });
    expect(res.body.meta.totalNumberOfRecords).toBe(expected);
    expect(
      res.body.data.every((o: { items: { businessId: string }[] }) =>
        o.items.every((i) => i.businessId === OTHER_BUSINESS_ID),
      ),
    ).toBe(true);
  });
});

describe('getOrder', () => {
  it('answers one order with items, meal, option, customer, address and fees', async () => {
    const order = await demoOrder('pending');
    const res = await t.api.get(one(order.id)).set('authorization', admin).expect(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      id: order.id,
      reference: order.reference,
      status: 'pending',
      amount: order.amountPence / 100,
      cancellation: null,
    });
    expect(data.items).toHaveLength(2);
    expect(data.items[0]).toMatchObject({ status: 'pending', businessId: DEMO_BUSINESS_ID, meta: null });
    expect(data.items[0].details[0].meal).toMatchObject({
      businessId: DEMO_BUSINESS_ID,
      deleted: false,
      attributes: expect.any(Object),
      availability: expect.any(Object),
    });
    expect(data.items[0].details[0].option).toMatchObject({ size: 'Regular', servings: 0 });
    expect(data.items.reduce((s: number, i: { deliveryFee: number }) => s + p(i.deliveryFee), 0)).toBe(450);
    expect(data.items.reduce((s: number, i: { platformFee: number }) => s + p(i.platformFee), 0)).toBe(101);
    const customer = await t.db.prisma.customer.findUniqueOrThrow({ where: { id: order.customerId } });
    expect(data.user).toEqual({
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone,
      email: customer.email,
    });
    const address = await t.db.prisma.address.findUniqueOrThrow({ where: { id: order.addressId } });
    expect(data.address).toMatchObject({
      id: address.id,
      postcode: address.postcode,
      meta: { tag: address.tag, phone: address.phone, fullName: address.fullName },
    });
  });

  it('keeps showing a meal that was deleted since', async () => {
    const order = await demoOrder('delivered');
    const item = await t.db.prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    const meal = await t.db.prisma.meal.findUniqueOrThrow({ where: { id: item.mealId! } });
    await t.db.prisma.meal.update({ where: { id: meal.id }, data: { deletedAt: t.clock.now() } });
    try {
      const res = await t.api.get(one(order.id)).set('authorization', admin).expect(200);
      expect(res.body.data.items[0].details[0].meal).toMatchObject({ id: meal.id, name: meal.name, deleted: true });
    } finally {
      await t.db.prisma.meal.update({ where: { id: meal.id }, data: { deletedAt: null } });
    }
  });

  it('shows seeded cancellations with a reason from the contract', async () => {
    const cancelled = await t.db.prisma.order.findFirstOrThrow({
      where: { businessId: DEMO_BUSINESS_ID, status: 'cancelled' },
    });
    const res = await t.api.get(one(cancelled.id)).set('authorization', admin).expect(200);
    expect(res.body.data.cancellation).toMatchObject({
      reason: expect.any(String),
      details: cancelled.cancellationDetails,
    });
  });

  it('400 for a malformed id, 401, 403, and 404 for another business or an unknown id', async () => {
    const res = await t.api.get(one('not-a-uuid')).set('authorization', admin).expect(400);
    expect(res.body.errors[0].field).toBe('orderId');
    const order = await t.db.prisma.order.findFirstOrThrow({ where: { businessId: DEMO_BUSINESS_ID } });
    await t.api.get(one(order.id)).expect(401);
    await t.api.get(one(order.id)).set('authorization', noOrders).expect(403);
    const otherOrder = await t.db.prisma.order.findFirstOrThrow({ where: { businessId: OTHER_BUSINESS_ID } });
    const nf = await t.api.get(one(otherOrder.id)).set('authorization', admin).expect(404);
    expect(nf.body.message).toBe('Order not found');
    await t.api.get(one(order.id)).set('authorization', other).expect(404);
    await t.api.get(one(randomUUID())).set('authorization', admin).expect(404);
  });
});

describe('updateOrderStatus', () => {
  it('walks the whole lifecycle, recording an event and an audit row per step', async () => {
    const order = await demoOrder('pending');
    for (const to of ORDER_STAGES.slice(1)) {
      const res = await t.api.patch(statusOf(order.id)).set('authorization', manager).send({ status: to }).expect(200);
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
      const order = await demoOrder(from);
      const res = await t.api.patch(statusOf(order.id)).set('authorization', admin).send({ status: to }).expect(409);
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
      const order = await demoOrder(from);
      const [a, b] = await Promise.all([
        t.api.patch(statusOf(order.id)).set('authorization', admin).send({ status: to }),
        t.api.patch(statusOf(order.id)).set('authorization', manager).send({ status: to }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.body.message).toContain(`to ${to}`);
      const stored = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(stored).toMatchObject({ status: to, version: 2 });
      expect(await t.db.prisma.orderStatusEvent.count({ where: { orderId: order.id } })).toBe(1);
      expect(await t.db.prisma.auditEvent.count({ where: { itemId: order.id } })).toBe(1);
    }
  });

  it('lets exactly one of a status change and a cancellation win', async () => {
    const order = await demoOrder('preparing');
    const [a, b] = await Promise.all([
      t.api.patch(statusOf(order.id)).set('authorization', admin).send({ status: 'ready' }),
      t.api.post(cancelOf(order.id)).set('authorization', manager).send({ reason: 'kitchen_closed' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const stored = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.status).toBe(a.status === 200 ? 'ready' : 'cancelled');
    expect(stored.version).toBe(2);
  });

  it('rejects bad input naming the field', async () => {
    const order = await demoOrder('pending');
    for (const [body, field] of [
      [{ status: 'cancelled' }, 'status'],
      [{ status: 'baked' }, 'status'],
      [{}, 'status'],
      [{ status: 'accepted', note: 'x' }, 'note'],
    ] as const) {
      const res = await t.api.patch(statusOf(order.id)).set('authorization', admin).send(body).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const res = await t.api.patch(statusOf('123')).set('authorization', admin).send({ status: 'accepted' }).expect(400);
    expect(res.body.errors[0].field).toBe('orderId');
  });

  it('401, 403 for the merchandizer (orders.view only), 404 across businesses', async () => {
    const order = await demoOrder('pending');
    await t.api.patch(statusOf(order.id)).send({ status: 'accepted' }).expect(401);
    await t.api.patch(statusOf(order.id)).set('authorization', merchandizer).send({ status: 'accepted' }).expect(403);
    await t.api.patch(statusOf(order.id)).set('authorization', other).send({ status: 'accepted' }).expect(404);
    const otherOrder = await t.db.prisma.order.findFirstOrThrow({
      where: { businessId: OTHER_BUSINESS_ID, status: 'pending' },
    });
    await t.api.patch(statusOf(otherOrder.id)).set('authorization', admin).send({ status: 'accepted' }).expect(404);
    expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: otherOrder.id } })).status).toBe('pending');
    expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('pending');
  });
});

describe('cancelOrder', () => {
  it('cancels pending, accepted and preparing orders with reason and details', async () => {
    for (const from of ['pending', 'accepted', 'preparing']) {
      const order = await demoOrder(from);
      const res = await t.api
        .post(cancelOf(order.id))
        .set('authorization', admin)
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
    const noDetails = await demoOrder('pending');
    const res = await t.api
      .post(cancelOf(noDetails.id))
      .set('authorization', admin)
      .send({ reason: 'customer_request' })
      .expect(200);
    expect(res.body.data.cancellation.details).toBeNull();
  });

  it('cancels an unpaid sale, refunds a paid one', async () => {
    const a = await demoOrder('preparing');
    const pendingSale = await addTransaction(t.db.prisma, {
      businessId: DEMO_BUSINESS_ID,
      type: 'sale',
      status: 'pending',
      amountPence: 2500,
      createdAt: t.clock.now(),
      orderId: a.id,
    });
    await t.api.post(cancelOf(a.id)).set('authorization', admin).send({ reason: 'duplicate_order' }).expect(200);
    expect((await t.db.prisma.transaction.findUniqueOrThrow({ where: { id: pendingSale.id } })).status).toBe(
      'cancelled',
    );
    expect(await t.db.prisma.transaction.count({ where: { orderId: a.id, type: 'refund' } })).toBe(0);

    const b = await demoOrder('accepted');
    const paidSale = await addTransaction(t.db.prisma, {
      businessId: DEMO_BUSINESS_ID,
      type: 'sale',
      status: 'paid',
      amountPence: 2600,
      createdAt: t.clock.now(),
      orderId: b.id,
    });
    await t.api
      .post(cancelOf(b.id))
      .set('authorization', admin)
      .send({ reason: 'other', details: 'Allergy mix-up' })
      .expect(200);
    expect((await t.db.prisma.transaction.findUniqueOrThrow({ where: { id: paidSale.id } })).status).toBe('paid');
    const refund = await t.db.prisma.transaction.findFirstOrThrow({ where: { orderId: b.id, type: 'refund' } });
    expect(refund).toMatchObject({ amountPence: 2600, status: 'pending', businessId: DEMO_BUSINESS_ID });
  });

  it('409 from ready, out for delivery, delivered and cancelled', async () => {
    for (const from of ['ready', 'out_for_delivery', 'delivered', 'cancelled']) {
      const order = await demoOrder(from);
      const res = await t.api
        .post(cancelOf(order.id))
        .set('authorization', admin)
        .send({ reason: 'kitchen_closed' })
        .expect(409);
      expect(res.body.message).toContain(`from ${from} to cancelled`);
      expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(from);
    }
  });

  it('rejects bad input naming the field', async () => {
    const order = await demoOrder('pending');
    for (const [body, field] of [
      [{}, 'reason'],
      [{ reason: 'bored' }, 'reason'],
      [{ reason: 'other', details: 'x'.repeat(501) }, 'details'],
      [{ reason: 'other', details: 5 }, 'details'],
    ] as const) {
      const res = await t.api.post(cancelOf(order.id)).set('authorization', admin).send(body).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('pending');
  });

  it('401, 403 for the merchandizer, 404 across businesses', async () => {
    const order = await demoOrder('pending');
    await t.api.post(cancelOf(order.id)).send({ reason: 'other' }).expect(401);
    await t.api.post(cancelOf(order.id)).set('authorization', merchandizer).send({ reason: 'other' }).expect(403);
    await t.api.post(cancelOf(order.id)).set('authorization', other).send({ reason: 'other' }).expect(404);
    expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('pending');
  });
});
