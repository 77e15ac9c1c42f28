import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { countQueries, prismaSql } from '../../testing/query-count.ts';
import { getOrder, listOrders, orderFilter } from './queries.ts';
import { toOrderDto } from './view.ts';

// Reading orders costs one database round trip, whatever the page holds.
const t = useTestApp();

describe('order reads', () => {
  it('lists a page of orders with every relation in one query', async () => {
    const where = orderFilter(DEMO_BUSINESS_ID, {});
    const { result, queries } = await countQueries(t, (prisma) => listOrders(prismaSql(prisma), where, { skip: 0, take: 20 }));
    const { total, rows } = result;
    expect(rows).toHaveLength(20);
    expect(total).toBeGreaterThan(20);
    expect(rows.some((o) => o.items.some((i) => i.details[0]!.meal.media.length > 0))).toBe(true);
    expect(queries).toHaveLength(1);
  });

  it('searches and filters in that one query', async () => {
    const where = orderFilter(DEMO_BUSINESS_ID, { status: 'delivered', search: 'a', from: '2000-01-01' });
    const { result, queries } = await countQueries(t, (prisma) => listOrders(prismaSql(prisma), where, { skip: 0, take: 50 }));
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
});
