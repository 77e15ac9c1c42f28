import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { countQueries, prismaSql } from '../../testing/query-count.ts';
import { addCustomer, addOrder } from '../../testing/factories.ts';
import { getOrder, listOrders, orderFilter } from './queries.ts';
import { toOrderDto } from './view.ts';

// Reading orders costs one database round trip, whatever the page holds.
const t = useTestApp();

describe('order reads', () => {
  it('lists a page of orders with every relation in one query', async () => {
    const where = orderFilter(DEMO_BUSINESS_ID, {});
    const { result, queries } = await countQueries(t, (prisma) =>
      listOrders(prismaSql(prisma), where, { skip: 0, take: 20 }),
    );
    const { total, rows } = result;
    expect(rows).toHaveLength(20);
    expect(total).toBeGreaterThan(20);
    expect(rows.some((o) => o.items.some((i) => i.details[0]!.meal.media.length > 0))).toBe(true);
    expect(queries).toHaveLength(1);
  });

  it('searches and filters in that one query', async () => {
    const where = orderFilter(DEMO_BUSINESS_ID, { status: 'delivered', search: 'a', from: '2000-01-01' });
    const { result, queries } = await countQueries(t, (prisma) =>
      listOrders(prismaSql(prisma), where, { skip: 0, take: 50 }),
    );
    expect(result.rows.length).toBeGreaterThan(0);
    expect(result.rows.every((order) => order.status === 'delivered')).toBe(true);
    expect(queries).toHaveLength(1);
  });

  it('reads one order in one query, the same order the list shows', async () => {
    const {
      rows: [first],
    } = await listOrders(t.db.sql, orderFilter(DEMO_BUSINESS_ID, {}), { skip: 0, take: 1 });
    const { result, queries } = await countQueries(t, (prisma) =>
      getOrder(prismaSql(prisma), DEMO_BUSINESS_ID, first!.id),
    );
    expect(queries).toHaveLength(1);
    expect(toOrderDto(result)).toEqual(toOrderDto(first!));
  });

  it('lists a broad range of delivery dates newest first from the items, its total a lower bound', async () => {
    const { customerId, addressId } = await addCustomer(t.db.prisma, DEMO_BUSINESS_ID, {
      firstName: 'Broad',
      lastName: 'Range',
    });
    const at = new Date('2032-06-30T12:00:00.000Z').getTime();
    // Twelve orders delivered in June 2032, each with two items there (one of them twice on the same day).
    for (let n = 0; n < 12; n++) {
      await addOrder(t.db.prisma, {
        businessId: DEMO_BUSINESS_ID,
        customerId,
        addressId,
        createdAt: new Date(at - (n % 6) * 86_400_000),
        status: 'accepted',
        items: [
          { pricePence: 500, quantity: 1, deliveryDate: new Date(`2032-06-${String(10 + n).padStart(2, '0')}`) },
          { pricePence: 700, quantity: 1, deliveryDate: new Date('2032-06-28') },
        ],
      });
    }
    const query = { from: '2032-06-01', to: '2032-06-30' };
    const expected = await t.db.prisma.order.findMany({
      where: { customerId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true },
    });
    // Grouping no more than 10 items: the 24 in the range make it broad.
    const page = async (skip: number, itemLimit: number) =>
      listOrders(t.db.sql, orderFilter(DEMO_BUSINESS_ID, query, itemLimit), { skip, take: 5 });
    for (const skip of [0, 5, 10]) {
      const broad = await page(skip, 10);
      expect(broad.rows.map((o) => o.id)).toEqual(expected.slice(skip, skip + 5).map((o) => o.id));
      expect(broad.atLeast).toBe(true);
      expect(broad.total).toBeGreaterThan(0);
      expect(broad.total).toBeLessThanOrEqual(12);
    }
    const past = await page(20, 10);
    expect(past).toMatchObject({ rows: [], atLeast: true });
    // With room for every item the same pages, and the total exact.
    const exact = await page(5, 100);
    expect(exact.rows.map((o) => o.id)).toEqual(expected.slice(5, 10).map((o) => o.id));
    expect(exact).toMatchObject({ total: 12, atLeast: false });
  });
});
