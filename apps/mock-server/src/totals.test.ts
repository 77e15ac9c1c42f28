import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, OTHER_BUSINESS_ID } from './seed/fixtures.ts';
import { mulberry32 } from './seed/util.ts';
import { foldTotals } from './features/orders/totals-fold.ts';
import { addOrder, addTransaction } from './testing/factories.ts';
import { useTestApp } from './testing/harness.ts';
import { ORDERS } from './testing/orders.ts';
import { useSeededPeople } from './testing/people.ts';

// The running totals (orders per day and status, customers per month, transactions per type and status) are kept by
// triggers in the writing transaction: after any mix of writes, made through the API, straight in the database or at
// the same time, they say what adding up the rows themselves says.
const t = useTestApp();
const people = useSeededPeople(t);
const DAY = 86_400_000;

/** The totals as kept, and as a full scan of the rows adds them up, in the same shape. */
async function totalsBothWays() {
  const q = <T>(sql: string) => t.db.prisma.$queryRawUnsafe<T[]>(sql);
  const kept = {
    days: await q(`SELECT business_id, day::text, status, sum(orders)::int AS n, sum(kitchen_pence)::bigint AS pence
      FROM order_day_totals GROUP BY 1, 2, 3 HAVING sum(orders) <> 0 OR sum(kitchen_pence) <> 0 ORDER BY 1, 2, 3`),
    months: await q(`SELECT business_id, customer_id, month::text, orders FROM customer_months WHERE orders <> 0
      ORDER BY 1, 2, 3`),
    last: await q(`SELECT business_id, customer_id, last_month::text FROM customer_last_months
      WHERE last_month IS NOT NULL ORDER BY 1, 2`),
    lastCounts: await q(`SELECT business_id, month::text, sum(customers)::int AS n FROM customer_month_counts
      GROUP BY 1, 2 HAVING sum(customers) <> 0 ORDER BY 1, 2`),
    transactions: await q(`SELECT business_id, type, status, sum(count)::int AS n, sum(amount_pence)::bigint AS pence
      FROM transaction_totals GROUP BY 1, 2, 3 HAVING sum(count) <> 0 OR sum(amount_pence) <> 0 ORDER BY 1, 2, 3`),
    deliveryDays: await q(`SELECT order_id, delivery_date::text AS day, business_id, order_created_at AS placed,
      previous_date::text AS previous, status FROM order_delivery_days ORDER BY 1, 2`),
  };
  const scanned = {
    days: await q(`SELECT business_id, created_at::date::text AS day, status, count(*)::int AS n,
      sum(amount_pence - platform_fee_pence)::bigint AS pence FROM orders GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    months: await q(`SELECT business_id, customer_id, date_trunc('month', created_at)::date::text AS month,
      count(*)::int AS orders FROM orders WHERE status <> 'cancelled' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    last: await q(`SELECT business_id, customer_id, max(date_trunc('month', created_at))::date::text AS last_month
      FROM orders WHERE status <> 'cancelled' GROUP BY 1, 2 ORDER BY 1, 2`),
    lastCounts: await q(`SELECT business_id, last_month::text AS month, count(*)::int AS n FROM (
      SELECT business_id, customer_id, max(date_trunc('month', created_at))::date AS last_month FROM orders
      WHERE status <> 'cancelled' GROUP BY 1, 2) l GROUP BY 1, 2 ORDER BY 1, 2`),
    transactions: await q(`SELECT business_id, type, status, count(*)::int AS n, sum(amount_pence)::bigint AS pence
      FROM transactions GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    deliveryDays: await q(`SELECT p.order_id, p.delivery_date::text AS day, o.business_id, o.created_at AS placed,
      (lag(p.delivery_date) OVER (PARTITION BY p.order_id ORDER BY p.delivery_date))::text AS previous, o.status
      FROM (SELECT DISTINCT order_id, delivery_date FROM order_items) p JOIN orders o ON o.id = p.order_id
      ORDER BY 1, 2`),
  };
  return { kept, scanned };
}

async function customersOf(businessId: string) {
  return t.db.prisma.customer.findMany({ where: { businessId }, include: { addresses: true }, take: 6 });
}

/** `count` pending orders of the demo kitchen, each written in a transaction of its own, placed when `placed` says. */
async function pendingOrders(count: number, placed: (i: number) => Date) {
  const customers = await customersOf(DEMO_BUSINESS_ID);
  const orders = [];
  for (let i = 0; i < count; i++) {
    const customer = customers[i % customers.length]!;
    orders.push(
      await addOrder(t.db.prisma, {
        businessId: DEMO_BUSINESS_ID,
        customerId: customer.id,
        addressId: customer.addresses[0]!.id,
        createdAt: placed(i),
        status: 'pending',
      }),
    );
  }
  return orders;
}

describe('running totals', () => {
  it('match a full scan of the rows after random writes of every kind', async () => {
    const random = mulberry32(21);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
    const now = t.clock.now().getTime();
    const customers = [...(await customersOf(DEMO_BUSINESS_ID)), ...(await customersOf(OTHER_BUSINESS_ID))];
    const made = [];
    for (let i = 0; i < 40; i++) {
      const customer = pick(customers);
      made.push(
        await addOrder(t.db.prisma, {
          businessId: customer.businessId,
          customerId: customer.id,
          addressId: customer.addresses[0]!.id,
          createdAt: new Date(now - Math.floor(random() * 400) * DAY),
          status: pick(['pending', 'accepted', 'delivered', 'cancelled']),
          platformFeePence: Math.floor(random() * 200),
          items: [{ pricePence: 100 + Math.floor(random() * 2000), quantity: 1 + Math.floor(random() * 3) }],
        }),
      );
    }
    const demoMade = made.filter((o) => o.businessId === DEMO_BUSINESS_ID);
    // Through the API: accept pending orders, cancel accepted ones (with their refunds).
    for (const order of demoMade.filter((o) => o.status === 'pending').slice(0, 5))
      await t.api.patch(`${ORDERS}/${order.id}/status`).set('authorization', people.admin).send({ status: 'accepted' });
    for (const order of demoMade.filter((o) => o.status === 'accepted').slice(0, 3))
      await t.api
        .post(`${ORDERS}/${order.id}/cancel`)
        .set('authorization', people.admin)
        .send({ reason: 'customer_request' });
    // Straight in the database: amounts, dates, customers, statuses moved, whole orders deleted.
    const [a, b, c, d, e] = made.slice(20);
    await t.db.prisma.order.update({ where: { id: a!.id }, data: { amountPence: { increment: 250 } } });
    await t.db.prisma.order.update({ where: { id: b!.id }, data: { createdAt: new Date(now - 200 * DAY) } });
    const other = customers.find((x) => x.businessId === c!.businessId && x.id !== c!.customerId)!;
    await t.db.prisma.order.update({
      where: { id: c!.id },
      data: { customerId: other.id, addressId: other.addresses[0]!.id },
    });
    await t.db.prisma.order.updateMany({ where: { id: { in: [d!.id, e!.id] } }, data: { status: 'cancelled' } });
    await t.db.prisma.order.deleteMany({ where: { id: { in: made.slice(30, 34).map((o) => o.id) } } });
    // Items: added on other days (one and several at once), moved to another day, taken away.
    const [f, g, h] = made.slice(10, 13);
    const item = (orderId: string, days: number) => ({
      orderId,
      mealName: 'Extra',
      optionSize: 'one',
      pricePence: 300,
      amountPence: 300,
      deliveryDate: new Date(new Date(now + days * DAY).toISOString().slice(0, 10)),
    });
    await t.db.prisma.orderItem.create({ data: item(f!.id, 3) });
    await t.db.prisma.orderItem.createMany({ data: [item(g!.id, -2), item(g!.id, 5), item(h!.id, 5)] });
    await t.db.prisma.orderItem.updateMany({
      where: { orderId: h!.id, mealName: { not: 'Extra' } },
      data: { deliveryDate: new Date(new Date(now + 9 * DAY).toISOString().slice(0, 10)) },
    });
    await t.db.prisma.orderItem.deleteMany({ where: { orderId: f!.id, mealName: { not: 'Extra' } } });
    // Transactions: added, moved on, deleted.
    for (let i = 0; i < 10; i++) {
      await addTransaction(t.db.prisma, {
        businessId: pick([DEMO_BUSINESS_ID, OTHER_BUSINESS_ID]),
        type: pick(['sale', 'refund', 'payout', 'fee']),
        status: pick(['pending', 'paid', 'hold']),
        amountPence: 100 + Math.floor(random() * 5000),
        createdAt: new Date(now - Math.floor(random() * 100) * DAY),
      });
    }
    await t.db.prisma.transaction.updateMany({
      where: { businessId: DEMO_BUSINESS_ID, status: 'pending', type: 'sale' },
      data: { status: 'paid' },
    });
    const gone = await t.db.prisma.transaction.findFirstOrThrow({ where: { businessId: OTHER_BUSINESS_ID } });
    await t.db.prisma.transaction.delete({ where: { id: gone.id } });

    const { kept, scanned } = await totalsBothWays();
    expect(kept).toEqual(scanned);
  });

  it('match a full scan after many status changes of one business at the same moment', async () => {
    const orders = await pendingOrders(24, () => t.clock.now());
    // Each order accepted twice at once (one wins), half then cancelled while others are prepared.
    const answers = await Promise.all(
      orders.flatMap((o) =>
        [1, 2].map(() =>
          t.api.patch(`${ORDERS}/${o.id}/status`).set('authorization', people.admin).send({ status: 'accepted' }),
        ),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(orders.length);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(orders.length);
    await Promise.all(
      orders.map((o, i) =>
        i % 2
          ? t.api.post(`${ORDERS}/${o.id}/cancel`).set('authorization', people.admin).send({ reason: 'other' })
          : t.api.patch(`${ORDERS}/${o.id}/status`).set('authorization', people.admin).send({ status: 'preparing' }),
      ),
    );
    const { kept, scanned } = await totalsBothWays();
    expect(kept).toEqual(scanned);
    const statistics = await t.api.get('/api/v1/vendor/dashboard/statistics').set('authorization', people.admin);
    expect(statistics.status).toBe(200);
  });

  it('fold the slots of past days into one row each, the sums the same, while status changes go on', async () => {
    const now = t.clock.now().getTime();
    // Orders of five days ago and of forty (last month's customers), each written and accepted in a transaction of
    // its own: their totals spread over the slots.
    const orders = await pendingOrders(16, (i) => new Date(now - (i % 2 ? 5 : 40) * DAY - i * 60_000));
    for (const o of orders.slice(0, 12))
      await t.api.patch(`${ORDERS}/${o.id}/status`).set('authorization', people.admin).send({ status: 'accepted' });
    const slotted = async () =>
      (
        await t.db.prisma.$queryRaw<{ n: number }[]>`
          SELECT count(*)::int AS n FROM order_day_totals WHERE business_id = ${DEMO_BUSINESS_ID} AND slot <> 0
            AND day < ${new Date(now - DAY).toISOString().slice(0, 10)}::date`
      )[0]!.n;
    expect(await slotted()).toBeGreaterThan(0);
    const lists = async () =>
      Promise.all(
        ['', '&status=accepted', '&status=pending'].map(
          async (q) =>
            (await t.api.get(`${ORDERS}?pageSize=20${q}`).set('authorization', people.admin).expect(200)).body,
        ),
      );
    // Folded while other orders of those days are prepared at the same moment.
    const [removed] = await Promise.all([
      foldTotals(t.db.prisma, t.clock.now()),
      ...orders
        .slice(0, 6)
        .map((o) =>
          t.api.patch(`${ORDERS}/${o.id}/status`).set('authorization', people.admin).send({ status: 'preparing' }),
        ),
    ]);
    expect(removed).toBeGreaterThan(0);
    let { kept, scanned } = await totalsBothWays();
    expect(kept).toEqual(scanned);
    const before = await lists();
    // Folded again with nothing else going on: one row per business, past day and status, none counting nothing.
    await foldTotals(t.db.prisma, t.clock.now());
    expect(await slotted()).toBe(0);
    const rows = await t.db.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM order_day_totals WHERE day < ${new Date(now - DAY).toISOString().slice(0, 10)}::date
        AND (slot <> 0 OR (orders = 0 AND kitchen_pence = 0))`;
    expect(rows[0]!.n).toBe(0);
    const months = await t.db.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM customer_month_counts
      WHERE month < date_trunc('month', ${t.clock.now()}::timestamp)::date AND (slot <> 0 OR customers = 0)`;
    expect(months[0]!.n).toBe(0);
    ({ kept, scanned } = await totalsBothWays());
    expect(kept).toEqual(scanned);
    expect(await lists()).toEqual(before);
  });
});
