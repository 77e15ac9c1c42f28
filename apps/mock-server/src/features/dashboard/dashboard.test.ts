import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, OTHER_BUSINESS_ID } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { addCustomer, addKitchen, addMemberWithPermissions, addOrder } from '../../testing/factories.ts';
import { useSeededPeople } from '../../testing/people.ts';
import { lastMonths } from './handlers.ts';

const t = useTestApp();
const people = useSeededPeople(t);
const STATS = '/api/v1/vendor/dashboard/statistics';

/** Twelve calendar months as YYYY-MM, the first being `month` (1-12) of `year`. */
const twelveMonthsFrom = (year: number, month: number) =>
  Array.from({ length: 12 }, (_, i) => {
    const index = month - 1 + i;
    return `${year + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });

describe('lastMonths', () => {
  it('gives the 12 calendar months ending with the current one', () => {
    const { months, start, end } = lastMonths(new Date('2026-01-31T23:59:59Z'));
    expect(months).toEqual(twelveMonthsFrom(2025, 2));
    expect(start.toISOString()).toBe('2025-02-01T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });
});

describe('getDashboardStatistics', () => {
  it('counts orders, revenue and customers per month from the data, cancelled orders excluded', async () => {
    const kitchen = await addKitchen(t.db.prisma, ['dashboard.view']);
    const token = await t.tokenFor(kitchen.email);
    const a = await addCustomer(t.db.prisma, kitchen.businessId, { firstName: 'Ann', lastName: 'A' });
    const b = await addCustomer(t.db.prisma, kitchen.businessId, { firstName: 'Ben', lastName: 'B' });
    const c = await addCustomer(t.db.prisma, kitchen.businessId, { firstName: 'Cat', lastName: 'C' });
    const d = await addCustomer(t.db.prisma, kitchen.businessId, { firstName: 'Dan', lastName: 'D' });
    const order = (
      who: typeof a,
      createdAt: string,
      status: string,
      items: { pricePence: number; quantity: number }[],
      deliveryFeePence = 0,
      platformFeePence = 0,
    ) =>
      addOrder(t.db.prisma, {
        businessId: kitchen.businessId,
        customerId: who.customerId,
        addressId: who.addressId,
        createdAt: new Date(createdAt),
        status,
        items,
        deliveryFeePence,
        platformFeePence,
      });
    await order(a, '2026-03-02T10:00:00Z', 'delivered', [{ pricePence: 1000, quantity: 1 }], 200, 50);
    await order(b, '2026-03-10T10:00:00Z', 'pending', [{ pricePence: 2000, quantity: 2 }], 0, 200);
    await order(c, '2026-03-11T10:00:00Z', 'cancelled', [{ pricePence: 5000, quantity: 1 }]);
    await order(a, '2026-01-31T23:59:59Z', 'out_for_delivery', [{ pricePence: 1500, quantity: 1 }]);
    await order(b, '2025-04-01T00:00:00Z', 'delivered', [{ pricePence: 350, quantity: 2 }], 0, 35);
    await order(d, '2025-03-31T23:59:59Z', 'delivered', [{ pricePence: 9900, quantity: 1 }]); // 13 months ago
    await order(d, '2026-04-01T00:00:00Z', 'pending', [{ pricePence: 9900, quantity: 1 }]); // next month
    t.clock.set(new Date('2026-03-15T12:00:00Z'));
    try {
      const res = await t.api.get(STATS).set('authorization', token).expect(200);
      expect(res.body.data).toEqual({
        months: twelveMonthsFrom(2025, 4),
        orders: [1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2],
        revenue: [7, 0, 0, 0, 0, 0, 0, 0, 0, 15, 0, 52],
        totalRevenue: 74,
        totalCustomers: 2,
        totalOrders: 4,
      });
    } finally {
      t.clock.set(new Date());
    }
  });

  it('matches the seeded orders of the demo business', async () => {
    const res = await t.api.get(STATS).set('authorization', people.admin).expect(200);
    const { months, start, end } = lastMonths(t.clock.now());
    const orders = await t.db.prisma.order.findMany({
      where: { businessId: DEMO_BUSINESS_ID, status: { not: 'cancelled' }, createdAt: { gte: start, lt: end } },
    });
    const key = (d: Date) => d.toISOString().slice(0, 7);
    expect(res.body.data.months).toEqual(months);
    expect(res.body.data.orders).toEqual(months.map((m) => orders.filter((o) => key(o.createdAt) === m).length));
    expect(res.body.data.revenue).toEqual(
      months.map(
        (m) =>
          orders.filter((o) => key(o.createdAt) === m).reduce((s, o) => s + o.amountPence - o.platformFeePence, 0) /
          100,
      ),
    );
    expect(res.body.data.totalOrders).toBe(orders.length);
    expect(res.body.data.totalCustomers).toBe(new Set(orders.map((o) => o.customerId)).size);
    expect(Math.round(res.body.data.totalRevenue * 100)).toBe(
      orders.reduce((s, o) => s + o.amountPence - o.platformFeePence, 0),
    );
    expect(res.body.data.orders.at(-1)).toBeGreaterThan(0); // the live orders of this month
    expect(res.body.data.orders.filter((n: number) => n > 0).length).toBeGreaterThanOrEqual(11);
  });

  it("counts only the caller's business", async () => {
    const demo = await t.api.get(STATS).set('authorization', people.admin).expect(200);
    const other = await t.api.get(STATS).set('authorization', people.other).expect(200);
    const { start, end } = lastMonths(t.clock.now());
    const otherCount = await t.db.prisma.order.count({
      where: { businessId: OTHER_BUSINESS_ID, status: { not: 'cancelled' }, createdAt: { gte: start, lt: end } },
    });
    expect(other.body.data.totalOrders).toBe(otherCount);
    expect(other.body.data.totalOrders).toBeLessThan(demo.body.data.totalOrders);
  });

  it('ignores unknown query parameters (the operation takes no input)', async () => {
    await t.api.get(STATS).query({ months: 'abc' }).set('authorization', people.admin).expect(200);
  });

  it('401 without a token, 403 without dashboard.view; every built-in role may see it', async () => {
    await t.api.get(STATS).expect(401);
    await t.api.get(STATS).set('authorization', 'Bearer not-a-token').expect(401);
    const noDashboard = await addMemberWithPermissions(t.db.prisma, DEMO_BUSINESS_ID, ['orders.view']);
    const res = await t.api
      .get(STATS)
      .set('authorization', await t.tokenFor(noDashboard))
      .expect(403);
    expect(res.body.message).toContain('dashboard.view');
    for (const token of [people.manager, people.merch]) await t.api.get(STATS).set('authorization', token).expect(200);
  });
});
