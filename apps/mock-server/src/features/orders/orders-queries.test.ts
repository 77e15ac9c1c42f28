import type { Order, OrderStatus } from '@vendor/api-types';
import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { countQueries, prismaSql } from '../../testing/query-count.ts';
import { addCustomer, addOrder } from '../../testing/factories.ts';
import { getOrder, listOrders as listOrderText, orderFilter } from './queries.ts';
import { ORDER_VIEWS_SQL } from './view-sql.ts';

// Reading orders costs one database round trip, whatever the page holds.
const t = useTestApp();

/** A page of orders with each order's JSON text read. */
const listOrders = async (...args: Parameters<typeof listOrderText>) => {
  const page = await listOrderText(...args);
  return { ...page, rows: page.rows.map((text) => JSON.parse(text) as Order) };
};

/** What a plain query over the items gives: the demo's orders (of a status) with an item in the dates, newest first. */
const deliveredWithin = (range: { from?: string; to?: string }, status?: OrderStatus) =>
  t.db.prisma.order.findMany({
    where: {
      businessId: DEMO_BUSINESS_ID,
      ...(status ? { status } : {}),
      items: {
        some: {
          deliveryDate: {
            ...(range.from ? { gte: new Date(range.from) } : {}),
            ...(range.to ? { lte: new Date(range.to) } : {}),
          },
        },
      },
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true },
  });

describe('order reads', () => {
  // A page is two statements whatever its size: its ids and total (planned for the business it reads), then its orders
  // built whole with every relation (one statement for every page, planned once per connection).
  it('lists a page of orders with every relation in two queries', async () => {
    const where = orderFilter(DEMO_BUSINESS_ID, {});
    const { result, queries } = await countQueries(t, (prisma) =>
      listOrders(prismaSql(prisma), where, { skip: 0, take: 20 }),
    );
    const { total, rows } = result;
    expect(rows).toHaveLength(20);
    expect(total).toBeGreaterThan(20);
    expect(rows.some((o) => o.items.some((i) => i.details[0]!.meal.media.length > 0))).toBe(true);
    expect(queries).toHaveLength(2);
    expect(queries[1]).toBe(ORDER_VIEWS_SQL);
  });

  it('searches and filters in those two queries', async () => {
    const where = orderFilter(DEMO_BUSINESS_ID, { status: 'delivered', search: 'a', from: '2000-01-01' });
    const { result, queries } = await countQueries(t, (prisma) =>
      listOrders(prismaSql(prisma), where, { skip: 0, take: 50 }),
    );
    expect(result.rows.length).toBeGreaterThan(0);
    expect(result.rows.every((order) => order.status === 'delivered')).toBe(true);
    expect(queries).toHaveLength(2);
    expect(queries[1]).toBe(ORDER_VIEWS_SQL);
  });

  it('searches a small kitchen customer by customer and a big one through the trigram index, finding the same', async () => {
    for (const search of ['a', 'Ada', 'ada OBI', 'example.com', 'zz-nobody', '%', 'ORD']) {
      for (const extra of [{}, { status: 'delivered' }, { from: '2000-01-01' }] as const) {
        const query = { search, ...extra };
        const small = await listOrders(t.db.sql, orderFilter(DEMO_BUSINESS_ID, query), { skip: 0, take: 500 });
        // A kitchen counts as big from its first customer: the trigram index finds them.
        const big = await listOrders(t.db.sql, orderFilter(DEMO_BUSINESS_ID, query, 1), { skip: 0, take: 500 });
        expect(
          big.rows.map((o) => o.id),
          JSON.stringify(query),
        ).toEqual(small.rows.map((o) => o.id));
        expect(big.total).toBe(small.total);
      }
    }
    const some = await listOrders(t.db.sql, orderFilter(DEMO_BUSINESS_ID, { search: 'a' }, 1), { skip: 0, take: 5 });
    expect(some.rows.length).toBeGreaterThan(0);
  });

  it('reads one order in one query, the same order the list shows', async () => {
    const {
      rows: [first],
    } = await listOrders(t.db.sql, orderFilter(DEMO_BUSINESS_ID, {}), { skip: 0, take: 1 });
    const { result, queries } = await countQueries(t, (prisma) =>
      getOrder(prismaSql(prisma), DEMO_BUSINESS_ID, first!.id),
    );
    expect(queries).toHaveLength(1);
    expect(result).toEqual(first);
  });

  it('lists the orders of a status within dates as a plain query finds them, as their statuses change', async () => {
    // Each delivery day carries its order's status: a status and dates are read from the days, which a status change
    // moves with the order however it is written.
    const [busiest] = await t.db.prisma.orderItem.groupBy({
      by: ['deliveryDate'],
      where: { order: { businessId: DEMO_BUSINESS_ID } },
      _count: { _all: true },
      orderBy: { _count: { id: 'desc' } },
      take: 1,
    });
    const busy = busiest!.deliveryDate.toISOString().slice(0, 10);
    const ranges = [{ from: busy, to: busy }, { from: '2000-01-01' }, { to: '2100-01-01' }, { from: busy }];
    async function expectAsPlainQuery() {
      for (const status of ['pending', 'accepted', 'delivered', 'cancelled'] as const) {
        for (const range of ranges) {
          const label = JSON.stringify({ status, ...range });
          const filter = orderFilter(DEMO_BUSINESS_ID, { ...range, status });
          const expected = await deliveredWithin(range, status);
          const page = await listOrders(t.db.sql, filter, { skip: 0, take: 500 });
          expect(
            page.rows.map((o) => o.id),
            label,
          ).toEqual(expected.map((o) => o.id));
          expect(page, label).toMatchObject({ total: expected.length, atLeast: false });
          const second = await listOrders(t.db.sql, filter, { skip: 1, take: 2 });
          expect(
            second.rows.map((o) => o.id),
            label,
          ).toEqual(expected.slice(1, 3).map((o) => o.id));
        }
      }
    }
    await expectAsPlainQuery();
    // The pending orders move on: one through Prisma, the others at once in one statement.
    const pending = await deliveredWithin({ from: '2000-01-01' }, 'pending');
    expect(pending.length).toBeGreaterThan(1);
    await t.db.prisma.order.update({ where: { id: pending[0]!.id }, data: { status: 'accepted' } });
    await t.db.prisma.order.updateMany({
      where: { id: { in: pending.slice(1).map((o) => o.id) } },
      data: { status: 'cancelled' },
    });
    expect(await deliveredWithin({ from: '2000-01-01' }, 'pending')).toEqual([]);
    await expectAsPlainQuery();
  });

  it('lists each order delivered within dates once, on its first day there, as its items come, move and go', async () => {
    const { customerId, addressId } = await addCustomer(t.db.prisma, DEMO_BUSINESS_ID, {
      firstName: 'Many',
      lastName: 'Days',
    });
    const day = (d: string) => new Date(`2032-${d}`);
    const placed = new Date('2032-05-20T12:00:00.000Z').getTime();
    const order = (n: number, days: string[]) =>
      addOrder(t.db.prisma, {
        businessId: DEMO_BUSINESS_ID,
        customerId,
        addressId,
        createdAt: new Date(placed - n * 3_600_000),
        status: 'accepted',
        items: days.map((d) => ({ pricePence: 500, quantity: 1, deliveryDate: day(d) })),
      });
    // One order over three days (two items on one of them), one on a day of its own, one from May into June.
    const a = await order(0, ['06-10', '06-20', '06-20', '06-28']);
    const b = await order(1, ['06-15']);
    const c = await order(2, ['05-30', '06-25']);
    const ranges: { from?: string; to?: string }[] = [
      { from: '2032-06-01', to: '2032-06-30' },
      { from: '2032-06-12', to: '2032-06-30' },
      { from: '2032-06-16', to: '2032-06-24' },
      { from: '2032-06-21', to: '2032-06-27' },
      { from: '2032-06-11' },
      { from: '2032-03-01', to: '2032-06-30' },
      { to: '2032-06-12' },
    ];
    // Each range listed as a plain query over the items lists it.
    async function expectAsItemsSay() {
      for (const range of ranges) {
        const expected = await deliveredWithin(range);
        const page = await listOrders(t.db.sql, orderFilter(DEMO_BUSINESS_ID, range), { skip: 0, take: 500 });
        expect(
          page.rows.map((o) => o.id),
          JSON.stringify(range),
        ).toEqual(expected.map((o) => o.id));
        expect(page, JSON.stringify(range)).toMatchObject({ total: expected.length, atLeast: false });
        // By status too, and a page past the end still counts them.
        const accepted = await listOrders(t.db.sql, orderFilter(DEMO_BUSINESS_ID, { ...range, status: 'accepted' }), {
          skip: 0,
          take: 500,
        });
        const acceptedIds = new Set(
          (await t.db.prisma.order.findMany({ where: { businessId: DEMO_BUSINESS_ID, status: 'accepted' } })).map(
            (o) => o.id,
          ),
        );
        expect(accepted.rows.map((o) => o.id)).toEqual(expected.map((o) => o.id).filter((id) => acceptedIds.has(id)));
        // Page by page (a short range is read day by day, a long one sorted): the same orders in the same order.
        for (let skip = 0; skip < Math.min(expected.length, 4); skip++) {
          const one = await listOrders(t.db.sql, orderFilter(DEMO_BUSINESS_ID, range), { skip, take: 1 });
          expect(one.rows.map((o) => o.id)).toEqual([expected[skip]!.id]);
        }
        const past = await listOrders(t.db.sql, orderFilter(DEMO_BUSINESS_ID, range), { skip: 500, take: 5 });
        expect(past).toMatchObject({ rows: [], total: expected.length });
      }
    }
    await expectAsItemsSay();
    const june = await listOrders(t.db.sql, orderFilter(DEMO_BUSINESS_ID, ranges[0]!), { skip: 0, take: 10 });
    expect(june.rows.map((o) => o.id)).toEqual([a.id, b.id, c.id]);
    expect(
      (await listOrders(t.db.sql, orderFilter(DEMO_BUSINESS_ID, ranges[2]!), { skip: 0, take: 10 })).rows.map(
        (o) => o.id,
      ),
    ).toEqual([a.id]);

    // An item added on a new day before the others, one moved to July, a day taken away, an order dated anew.
    await t.db.prisma.orderItem.create({
      data: {
        orderId: b.id,
        mealName: 'Extra',
        optionSize: 'one',
        pricePence: 300,
        amountPence: 300,
        deliveryDate: day('06-11'),
      },
    });
    await t.db.prisma.orderItem.updateMany({
      where: { orderId: a.id, deliveryDate: day('06-10') },
      data: { deliveryDate: day('07-02') },
    });
    await t.db.prisma.orderItem.deleteMany({ where: { orderId: c.id, deliveryDate: day('06-25') } });
    await t.db.prisma.order.update({ where: { id: c.id }, data: { createdAt: new Date(placed + 3_600_000) } });
    await expectAsItemsSay();
  });
});
