import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, OTHER_BUSINESS_ID } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { firstPageMeta } from '../../testing/paging.ts';
import { useSeededPeople } from '../../testing/people.ts';
import { demoOrder, ORDERS, pence } from '../../testing/orders.ts';
import { addCustomer, addKitchen, addMemberWithPermissions, addOrder } from '../../testing/factories.ts';
import { allocate } from './view.ts';

// Reading orders: the paged list with its filters and search, one order, and how its money adds up.
const t = useTestApp();
const one = (id: string) => `${ORDERS}/${id}`;

const people = useSeededPeople(t);
let noOrders: string;

beforeAll(async () => {
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

describe('a page of orders as the database writes it', () => {
  // A page's orders are sent as the database wrote them (its text, not re-serialised): each must be exactly what the
  // one-order route, which goes through the route's serialiser, answers for it, and its fees shared as allocate says.
  it('answers every order as the one-order route does, fees shared by allocate, an old reason read as other', async () => {
    const kitchen = await addKitchen(t.db.prisma, ['orders.view']);
    const token = await t.tokenFor(kitchen.email);
    const customer = await addCustomer(t.db.prisma, kitchen.businessId);
    const meal = await t.db.prisma.meal.findFirstOrThrow({ where: { businessId: DEMO_BUSINESS_ID } });
    // Amounts that leave remainders to share (ties included), an item of nothing, a meal row, two delivery days.
    const shapes = [
      { prices: [1000, 1000, 1000], platform: 101, delivery: 450 },
      { prices: [333, 667, 1, 0], platform: 97, delivery: 0 },
      { prices: [0, 0], platform: 7, delivery: 99 },
      { prices: [1999], platform: 0, delivery: 250 },
      { prices: [250, 250, 500, 125, 875], platform: 999, delivery: 1 },
      { prices: [17, 1, 999], platform: 12345, delivery: 300 },
    ];
    const created = [];
    for (const [index, shape] of shapes.entries()) {
      created.push(
        await addOrder(t.db.prisma, {
          ...kitchen,
          ...customer,
          createdAt: new Date(Date.UTC(2031, 0, 1 + index)),
          platformFeePence: shape.platform,
          deliveryFeePence: shape.delivery,
          items: shape.prices.map((pricePence, i) => ({
            pricePence,
            quantity: 1 + (i % 2),
            ...(i === 0 ? { mealId: meal.id } : {}),
            deliveryDate: new Date(Date.UTC(2031, 1, 1 + (i % 2))),
          })),
        }),
      );
    }
    const [cancelled, noted] = created;
    await t.db.prisma.order.update({
      where: { id: cancelled!.id },
      data: { status: 'cancelled', cancellationReason: 'a reason from before the list', cancelledAt: new Date() },
    });
    await t.db.prisma.order.update({ where: { id: noted!.id }, data: { allergyNote: 'No sesame, please' } });

    const res = await t.api.get(ORDERS).query({ pageSize: 100 }).set('authorization', token).expect(200);
    const listed = res.body.data as {
      id: string;
      amount: number;
      cancellation: { reason: string } | null;
      items: { amount: number; deliveryFee: number; platformFee: number; meta: unknown }[];
    }[];
    expect(listed.map((o) => o.id)).toEqual(created.map((o) => o.id).reverse());
    for (const order of listed) {
      const single = await t.api.get(one(order.id)).set('authorization', token).expect(200);
      expect(order).toEqual(single.body.data);
      const stored = created.find((o) => o.id === order.id)!;
      const amounts = order.items.map((i) => pence(i.amount));
      expect(order.items.map((i) => pence(i.platformFee))).toEqual(allocate(stored.platformFeePence, amounts));
      expect(order.items.map((i) => pence(i.deliveryFee))).toEqual(
        order.items.map((_, i) => (i === 0 ? stored.deliveryFeePence : 0)),
      );
    }
    expect(listed.find((o) => o.id === cancelled!.id)!.cancellation).toMatchObject({ reason: 'other' });
    expect(listed.find((o) => o.id === noted!.id)!.items.map((i) => i.meta)).toEqual(
      Array.from({ length: shapes[1]!.prices.length }, () => ({ allergyNote: 'No sesame, please' })),
    );
  });

  it("answers the demo kitchen's orders as the one-order route does, page by page", async () => {
    const res = await t.api.get(ORDERS).query({ pageSize: 100 }).set('authorization', people.admin).expect(200);
    for (const order of res.body.data as { id: string }[]) {
      const single = await t.api.get(one(order.id)).set('authorization', people.admin).expect(200);
      expect(order).toEqual(single.body.data);
    }
  });
});

describe('listOrders', () => {
  it('pages the business orders newest first', async () => {
    const res = await t.api.get(ORDERS).query({ pageSize: 5 }).set('authorization', people.admin).expect(200);
    const total = await t.db.prisma.order.count({ where: { businessId: DEMO_BUSINESS_ID } });
    expect(res.body.meta).toEqual(firstPageMeta(total, 5));
    expect(res.body.data).toHaveLength(5);
    const dates = res.body.data.map((o: { createdAt: string }) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = await t.api
      .get(ORDERS)
      .query({ pageSize: 5, pageNumber: 2 })
      .set('authorization', people.admin)
      .expect(200);
    expect(page2.body.data[0].createdAt <= dates[4]).toBe(true);
    expect(page2.body.data.map((o: { id: string }) => o.id)).not.toContain(res.body.data[4].id);
  });

  it('every seeded order adds up: amount = items + delivery fees + platform fees, to the penny', async () => {
    for (const token of [people.admin, people.other]) {
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
          const sum = order.items.reduce(
            (s, i) => s + pence(i.amount) + pence(i.deliveryFee) + pence(i.platformFee),
            0,
          );
          expect(sum).toBe(pence(order.amount));
          for (const item of order.items) {
            expect(item.details.reduce((s, d) => s + pence(d.option.price) * d.quantity, 0)).toBe(pence(item.amount));
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
      const res = await t.api
        .get(ORDERS)
        .query({ status, pageSize: 100 })
        .set('authorization', people.admin)
        .expect(200);
      const expected = await t.db.prisma.order.count({ where: { businessId: DEMO_BUSINESS_ID, status } });
      expect(res.body.meta.totalNumberOfRecords).toBe(expected);
      expect(expected).toBeGreaterThan(0);
      expect(res.body.data.every((o: { status: string }) => o.status === status)).toBe(true);
    }
    const cancelled = await t.api
      .get(ORDERS)
      .query({ status: 'cancelled' })
      .set('authorization', people.admin)
      .expect(200);
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
          .set('authorization', people.admin)
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
      (await t.api.get(ORDERS).query({ search: s }).set('authorization', people.admin).expect(200)).body.data.map(
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
      const res = await t.api.get(ORDERS).query(query).set('authorization', people.admin).expect(400);
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
    await t.api.get(ORDERS).set('authorization', people.merch).expect(200);
    await t.api.get(ORDERS).set('authorization', people.manager).expect(200);
  });

  it("shows only the caller's business orders", async () => {
    const res = await t.api.get(ORDERS).query({ pageSize: 100 }).set('authorization', people.other).expect(200);
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
    const order = await demoOrder(t, 'pending');
    const res = await t.api.get(one(order.id)).set('authorization', people.admin).expect(200);
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
    expect(data.items.reduce((s: number, i: { deliveryFee: number }) => s + pence(i.deliveryFee), 0)).toBe(450);
    expect(data.items.reduce((s: number, i: { platformFee: number }) => s + pence(i.platformFee), 0)).toBe(101);
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
    const order = await demoOrder(t, 'delivered');
    const item = await t.db.prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    const meal = await t.db.prisma.meal.findUniqueOrThrow({ where: { id: item.mealId! } });
    await t.db.prisma.meal.update({ where: { id: meal.id }, data: { deletedAt: t.clock.now() } });
    try {
      const res = await t.api.get(one(order.id)).set('authorization', people.admin).expect(200);
      expect(res.body.data.items[0].details[0].meal).toMatchObject({ id: meal.id, name: meal.name, deleted: true });
    } finally {
      await t.db.prisma.meal.update({ where: { id: meal.id }, data: { deletedAt: null } });
    }
  });

  it('shows seeded cancellations with a reason from the contract', async () => {
    const cancelled = await t.db.prisma.order.findFirstOrThrow({
      where: { businessId: DEMO_BUSINESS_ID, status: 'cancelled' },
    });
    const res = await t.api.get(one(cancelled.id)).set('authorization', people.admin).expect(200);
    expect(res.body.data.cancellation).toMatchObject({
      reason: expect.any(String),
      details: cancelled.cancellationDetails,
    });
  });

  it('400 for a malformed id, 401, 403, and 404 for another business or an unknown id', async () => {
    const res = await t.api.get(one('not-a-uuid')).set('authorization', people.admin).expect(400);
    expect(res.body.errors[0].field).toBe('orderId');
    const order = await t.db.prisma.order.findFirstOrThrow({ where: { businessId: DEMO_BUSINESS_ID } });
    await t.api.get(one(order.id)).expect(401);
    await t.api.get(one(order.id)).set('authorization', noOrders).expect(403);
    const otherOrder = await t.db.prisma.order.findFirstOrThrow({ where: { businessId: OTHER_BUSINESS_ID } });
    const nf = await t.api.get(one(otherOrder.id)).set('authorization', people.admin).expect(404);
    expect(nf.body.message).toBe('Order not found');
    await t.api.get(one(order.id)).set('authorization', people.other).expect(404);
    await t.api.get(one(randomUUID())).set('authorization', people.admin).expect(404);
  });
});
