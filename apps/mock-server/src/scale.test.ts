import { parseCsv } from './testing/csv.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from './db/migrate.ts';
import { BIG_KITCHEN_EMAIL, bigKitchen, generateData } from './seed/generate.ts';
import { beforeScaleMigrations, SCALE_MIGRATIONS } from './testing/scale-migrations.ts';
import { useTestApp } from './testing/harness.ts';
import { ONE_PLAN } from './lib/statement.ts';
import { ORDERS } from './testing/orders.ts';

// A kitchen with more orders than one export used to hold, among other kitchens, from the data generator: every list
// reads its rows by index (the planner's own choice on analysed data, nothing switched off), any page is the page a
// plain OFFSET would cut, and the CSV export holds every order.
const t = useTestApp();
const BIG_ORDERS = 12_000;
const big = bigKitchen(7);
let token = '';

/** The tables a list must never read whole. */
const BIG_TABLES = ['orders', 'order_items', 'order_status_events', 'transactions', 'audit_events', 'customers'];

beforeAll(async () => {
  await generateData(t.db.prisma, {
    seed: 7,
    kitchens: 40,
    ordersPerKitchen: 100,
    customersPerKitchen: 200,
    bigOrders: BIG_ORDERS,
    bigCustomers: 1_500,
    now: t.clock.now(),
  });
  token = await t.tokenFor(BIG_KITCHEN_EMAIL);
}, 600_000);

const get = async (url: string) => (await t.api.get(url).set('authorization', token).expect(200)).body;

/** The plan of every query a request ran, as PostgreSQL's EXPLAIN prints it. */
async function plansOf(url: string): Promise<string[]> {
  const log = t.db.queryLog!;
  const params = t.db.queryParams!;
  const first = log.length;
  await t.api.get(url).set('authorization', token).expect(200);
  const plans: string[] = [];
  for (let i = first; i < log.length; i++) {
    const sql = log[i]!;
    // Reads, a read marked as planned once (ONE_PLAN, a comment) included.
    if (!/^\s*(\/\*.*?\*\/\s*)?(SELECT|WITH)\b/i.test(sql)) continue;
    const values = JSON.parse(params[i] ?? '[]') as unknown[];
    const rows = await t.db.prisma.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${sql}`, ...values);
    plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  return plans;
}

describe('lists of a kitchen with many orders among many kitchens', () => {
  const routes = (f: { lastPage: number; reference: string; customer: string; day: string }) => ({
    'orders page 1': `${ORDERS}?pageSize=20`,
    'orders middle page': `${ORDERS}?pageNumber=${Math.ceil(f.lastPage / 2)}&pageSize=20`,
    'orders last page': `${ORDERS}?pageNumber=${f.lastPage}&pageSize=20`,
    'orders by status': `${ORDERS}?status=delivered&pageSize=20`,
    'orders by delivery date': `${ORDERS}?from=${f.day}&to=${f.day}`,
    'orders by a broad range of delivery dates': `${ORDERS}?from=2000-01-01&pageSize=20&pageNumber=3`,
    'orders of a status over two years': `${ORDERS}?status=delivered&from=2000-01-01&to=2100-01-01&pageNumber=3`,
    'orders of a rare status over two years': `${ORDERS}?status=pending&from=2000-01-01&to=2100-01-01`,
    'orders of a status on a day': `${ORDERS}?status=delivered&from=${f.day}&to=${f.day}`,
    'orders by reference': `${ORDERS}?search=${f.reference}`,
    'orders by customer name': `${ORDERS}?search=${encodeURIComponent(f.customer)}`,
    'orders by customer name within dates': `${ORDERS}?search=${encodeURIComponent(f.customer)}&from=${f.day}&to=${f.day}`,
    'orders by a letter most customers hold': `${ORDERS}?search=a&pageSize=20`,
    'orders by a reference nobody has': `${ORDERS}?search=ORD-0000000`,
    'prep list': `${ORDERS}/prep-list?deliveryDate=${f.day}`,
    transactions: '/api/v1/vendor/transactions?pageSize=20',
    'transactions by status': '/api/v1/vendor/transactions?status=paid&pageSize=20',
    'transaction insights': '/api/v1/vendor/insights/transactions',
    'audit log': '/api/v1/vendor/audit-events?pageSize=20',
    'audit log by type': '/api/v1/vendor/audit-events?eventType=status_changed&pageSize=20',
    'dashboard statistics': '/api/v1/vendor/dashboard/statistics',
  });

  async function facts() {
    const first = await get(`${ORDERS}?pageSize=20`);
    const newest = await t.db.prisma.order.findFirstOrThrow({
      where: { businessId: big.businessId },
      orderBy: { createdAt: 'desc' },
      skip: 50,
      include: { customer: true, items: true },
    });
    return {
      lastPage: first.meta.totalNumberOfPages as number,
      reference: newest.reference,
      customer: `${newest.customer.firstName} ${newest.customer.lastName}`,
      day: newest.items[0]!.deliveryDate.toISOString().slice(0, 10),
    };
  }

  it('read their rows by index: no plan scans a big table whole', async () => {
    for (const [name, url] of Object.entries(routes(await facts()))) {
      const plans = await plansOf(url);
      expect(plans.length, name).toBeGreaterThan(0);
      for (const plan of plans) {
        for (const table of BIG_TABLES)
          expect(plan, `${name}: ${plan}`).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
      }
    }
  }, 120_000);

  it('plan a read kept for every business (ONE_PLAN) to find its orders by id, not among the business’s orders', async () => {
    // Such a statement is prepared once per connection and, after five runs, may keep a plan made for no business in
    // particular: explained here as that plan (PREPARE under force_generic_plan), with this request's values.
    const { orders } = await get(`${ORDERS}?pageSize=20`).then((page) => ({ orders: page.data as { id: string }[] }));
    const urls = [`${ORDERS}?pageSize=20`, `${ORDERS}?status=delivered&pageSize=20`, `${ORDERS}/${orders[0]!.id}`];
    const literal = (v: unknown): string =>
      Array.isArray(v) ? `ARRAY[${v.map(literal).join(', ')}]::text[]` : `'${String(v).replace(/'/g, "''")}'`;
    let explained = 0;
    // Built on every request, so each reads the database.
    t.app.pages.enabled = false;
    try {
      for (const url of urls) {
        const log = t.db.queryLog!;
        const params = t.db.queryParams!;
        const first = log.length;
        await get(url);
        for (let i = first; i < log.length; i++) {
          const sql = log[i]!;
          if (!sql.startsWith(ONE_PLAN)) continue;
          const values = JSON.parse(params[i] ?? '[]') as unknown[];
          const plan = await t.db.prisma.$transaction(async (tx) => {
            await tx.$executeRawUnsafe(`SET LOCAL plan_cache_mode = force_generic_plan`);
            await tx.$executeRawUnsafe(`PREPARE one_plan AS ${sql}`);
            const rows = await tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
              `EXPLAIN EXECUTE one_plan(${values.map(literal).join(', ')})`,
            );
            await tx.$executeRawUnsafe(`DEALLOCATE one_plan`);
            return rows.map((r) => r['QUERY PLAN']).join('\n');
          });
          explained++;
          expect(plan, `${url}: ${plan}`).toMatch(/using orders_pkey on orders/);
          expect(plan, `${url}: ${plan}`).not.toMatch(/using orders_business_id\w* on orders|Seq Scan on orders\b/);
        }
      }
    } finally {
      t.app.pages.enabled = true;
    }
    expect(explained).toBe(urls.length);
  });

  it('find the latest paid payout as the first entry of the index by type and status', async () => {
    const plans = await plansOf('/api/v1/vendor/insights/transactions');
    const payout = plans.find((plan) => plan.includes("'payout'"));
    expect(payout).toMatch(/Index Scan Backward using transactions_business_id_type_status_created_at_id_idx/);
    expect(payout).not.toMatch(/Sort/);
  });

  it('find the kitchens a written row touches by index: no page-version trigger scans a big table whole', async () => {
    // Every trigger that bumps page versions, with its statement as it runs after a write of one row: the written rows
    // (its transition table, `changed`) stand in as a temporary table of one row.
    const triggers = await t.db.prisma.$queryRaw<{ name: string; table: string; arg: string }[]>`
      SELECT tg.tgname AS name, tg.tgrelid::regclass::text AS "table",
             convert_from(substring(tg.tgargs FROM 1 FOR position('\\x00'::bytea IN tg.tgargs) - 1), 'UTF8') AS arg
        FROM pg_trigger tg JOIN pg_proc p ON p.oid = tg.tgfoid
       WHERE p.proname = 'bump_page_versions' AND tg.tgnargs = 1`;
    expect(triggers.map((tg) => tg.name)).toContain('addresses_pages_update');
    for (const { name, table, arg } of triggers) {
      const plan = await t.db.prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(`CREATE TEMP TABLE changed ON COMMIT DROP AS SELECT * FROM ${table} LIMIT 1`);
        await tx.$executeRawUnsafe('ANALYZE changed');
        const rows = await tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
          `EXPLAIN SELECT DISTINCT b FROM (${arg}) AS ids (b) WHERE b IS NOT NULL`,
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      for (const big of BIG_TABLES) expect(plan, `${name}: ${plan}`).not.toMatch(new RegExp(`Seq Scan on ${big}\\b`));
    }
  }, 120_000);

  it('count every order, and any page holds what a plain offset gives', async () => {
    const total = await t.db.prisma.order.count({ where: { businessId: big.businessId } });
    const first = await get(`${ORDERS}?pageSize=100`);
    expect(first.meta).toMatchObject({ totalNumberOfRecords: total, totalNumberOfPages: Math.ceil(total / 100) });
    for (const pageNumber of [2, 37, Math.ceil(total / 200), Math.ceil(total / 100)]) {
      const expected = await t.db.prisma.order.findMany({
        where: { businessId: big.businessId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (pageNumber - 1) * 100,
        take: 100,
        select: { id: true },
      });
      const page = await get(`${ORDERS}?pageSize=100&pageNumber=${pageNumber}`);
      expect(page.data.map((o: { id: string }) => o.id)).toEqual(expected.map((o) => o.id));
    }
    const cancelled = await t.db.prisma.order.count({ where: { businessId: big.businessId, status: 'cancelled' } });
    const deep = await get(`${ORDERS}?status=cancelled&pageSize=50&pageNumber=${Math.ceil(cancelled / 50)}`);
    expect(deep.meta.totalNumberOfRecords).toBe(cancelled);
    expect(deep.data).toHaveLength(cancelled - (Math.ceil(cancelled / 50) - 1) * 50);
    expect(deep.data.every((o: { status: string }) => o.status === 'cancelled')).toBe(true);
  }, 120_000);

  it('count a broad filter up to 10,000 and say there are more', async () => {
    const body = await get(`${ORDERS}?from=2000-01-01&pageSize=20`);
    expect(body.meta).toMatchObject({ totalNumberOfRecords: 10_000, totalNumberOfPages: 500, totalIsLowerBound: true });
    // Its pages newest first, as a plain query over the items gives.
    const third = await get(`${ORDERS}?from=2000-01-01&pageSize=20&pageNumber=3`);
    const expected = await t.db.prisma.order.findMany({
      where: { businessId: big.businessId, items: { some: { deliveryDate: { gte: new Date('2000-01-01') } } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: 40,
      take: 20,
      select: { id: true },
    });
    expect(third.data.map((o: { id: string }) => o.id)).toEqual(expected.map((o) => o.id));
    const narrow = await get(`${ORDERS}?from=2000-01-01&status=pending`);
    expect(narrow.meta.totalIsLowerBound).toBeUndefined();
  }, 60_000);

  it('list the orders delivered within dates newest first, as a plain query over their items gives', async () => {
    const newest = await t.db.prisma.orderItem.findFirstOrThrow({
      where: { businessId: big.businessId },
      orderBy: { deliveryDate: 'desc' },
    });
    const to = newest.deliveryDate.toISOString().slice(0, 10);
    const from = new Date(newest.deliveryDate.getTime() - 6 * 86_400_000).toISOString().slice(0, 10);
    const where = {
      businessId: big.businessId,
      items: { some: { deliveryDate: { gte: new Date(from), lte: new Date(to) } } },
    };
    const total = await t.db.prisma.order.count({ where });
    const expected = await t.db.prisma.order.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: 20,
      take: 20,
      select: { id: true },
    });
    const body = await get(`${ORDERS}?from=${from}&to=${to}&pageSize=20&pageNumber=2`);
    expect(body.data.map((o: { id: string }) => o.id)).toEqual(expected.map((o) => o.id));
    expect(body.meta.totalNumberOfRecords).toBe(total);
  }, 60_000);

  it('search the orders of many customers: the newest matches first, counted up to 10,000', async () => {
    const insensitive = { contains: 'a', mode: 'insensitive' } as const;
    const where = {
      businessId: big.businessId,
      customer: { OR: [{ firstName: insensitive }, { lastName: insensitive }, { email: insensitive }] },
    };
    const total = await t.db.prisma.order.count({ where });
    for (const pageNumber of [1, 3]) {
      const expected = await t.db.prisma.order.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (pageNumber - 1) * 20,
        take: 20,
        select: { id: true },
      });
      const body = await get(`${ORDERS}?search=A&pageSize=20&pageNumber=${pageNumber}`);
      expect(body.data.map((o: { id: string }) => o.id)).toEqual(expected.map((o) => o.id));
      expect(body.meta.totalNumberOfRecords).toBe(Math.min(total, 10_000));
      expect(body.meta.totalIsLowerBound).toBe(total > 10_000 ? true : undefined);
    }
    const none = await get(`${ORDERS}?search=ORD-0000000`);
    expect(none.meta).toMatchObject({ totalNumberOfRecords: 0 });
    expect(none.data).toEqual([]);
  }, 60_000);

  it('export every order as CSV, past the 10,000 rows an export once held', async () => {
    const res = await t.api
      .get(`${ORDERS}/export`)
      .set('authorization', token)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done(null, text));
      })
      .expect(200);
    const rows = parseCsv((res.body as string).replace(/^\uFEFF/, '')).filter((r) => r.some(Boolean));
    expect(rows[0]![0]).toBe('Reference');
    expect(rows.length - 1).toBe(BIG_ORDERS);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(BIG_ORDERS);
  }, 120_000);
});

describe('the scale migrations on data already there', () => {
  it('apply to the generated kitchens: totals added up from the rows, items given their business, indexes valid', async () => {
    const before = await get(`${ORDERS}?pageSize=20&pageNumber=300`);
    const day = (offset: number) => new Date(t.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const week = `${ORDERS}?from=${day(-7)}&to=${day(0)}&pageSize=20&pageNumber=2`;
    const weekBefore = await get(week);
    expect(weekBefore.data).toHaveLength(20);
    const delivered = `${ORDERS}?status=delivered&from=${day(-60)}&to=${day(0)}&pageSize=20&pageNumber=2`;
    const deliveredBefore = await get(delivered);
    expect(deliveredBefore.data).toHaveLength(20);
    await beforeScaleMigrations(t.db.prisma);
    expect(await applyMigrations(t.db.factory)).toEqual(SCALE_MIGRATIONS);
    const invalid = await t.db.prisma.$queryRawUnsafe<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM pg_index WHERE NOT indisvalid',
    );
    expect(invalid[0]!.n).toBe(0);
    const [counts] = await t.db.prisma.$queryRawUnsafe<{ kept: number; rows: number; unowned: number }[]>(
      `SELECT (SELECT sum(orders)::int FROM order_day_totals) AS kept, (SELECT count(*)::int FROM orders) AS rows,
        (SELECT count(*)::int FROM order_items WHERE business_id IS NULL) AS unowned`,
    );
    expect(counts).toEqual({ kept: counts!.rows, rows: counts!.rows, unowned: 0 });
    // Every delivery day given the status of its order, batch by batch.
    const [days] = await t.db.prisma.$queryRawUnsafe<{ days: number; unlike: number }[]>(
      `SELECT count(*)::int AS days, count(*) FILTER (WHERE d.status IS DISTINCT FROM o.status)::int AS unlike
        FROM order_delivery_days d JOIN orders o ON o.id = d.order_id`,
    );
    expect(days!.days).toBeGreaterThan(5_000);
    expect(days!.unlike).toBe(0);
    expect(await get(`${ORDERS}?pageSize=20&pageNumber=300`)).toEqual(before);
    // The delivery days made from the items already there: the week's orders as before.
    expect(await get(week)).toEqual(weekBefore);
    expect(await get(delivered)).toEqual(deliveredBefore);
  }, 300_000);
});
