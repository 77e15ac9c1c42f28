/**
 * `pnpm bench --scale`: the API on a big kitchen and in a marketplace, measured against the demo kitchen in the same
 * run. Three pictures of the same routes, each at 10 connections, load from its own process:
 *
 * 1. the demo kitchen alone (a freshly seeded database);
 * 2. the demo kitchen among N other kitchens (the generator's database: `pnpm generate:data`), "×alone" = how many
 *    times slower than alone (req/s alone ÷ req/s here);
 * 3. the big kitchen (250,000 orders) in that same database, "×demo" = how many times slower than the demo there.
 *
 * Both servers run at once and each route is measured for the three in turn, so the figures a ratio compares are taken
 * within seconds of each other on this shared machine.
 *
 * The orders and meals pages are measured as served (kept between reads) and as built on every request. Then: the
 * CSV export of every order of the big kitchen with the server's memory growth, and bursts of order status changes on
 * the big kitchen at 1, 10 and 50 connections (5xx counted).
 *
 * The generated PostgreSQL database (vendor_bench_scale) is kept between runs and made again only when its sizes
 * differ or with --regenerate: generating 10,000 kitchens takes most of an hour on a small machine.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_BUSINESS_ID, DEMO_USER_ID } from '../../apps/mock-server/src/seed/index.ts';
import { bigKitchen, GENERATOR_VERSION, generateData } from '../../apps/mock-server/src/seed/generate.ts';
import {
  adminQuery,
  adminRead,
  type FastifyInstance,
  getJson,
  type Kind,
  listen,
  load,
  ms,
  printTable,
  type Result,
  startServer,
} from './harness.ts';
import { prepareStorefront } from './storefront.ts';

export interface ScaleOptions {
  kind: Kind;
  duration: number;
  kitchens: number;
  bigOrders: number;
  regenerate: boolean;
  /** What to measure (default all): the routes, the CSV export, the status-change bursts. */
  parts: ('reads' | 'export' | 'writes')[];
  /** Each route measured this many times in each column, in turn, the best of them kept (default 1). */
  rounds: number;
}

const ALONE_DB = 'vendor_bench';
const SCALE_DB = 'vendor_bench_scale';
const SEED = 1;
const API = '/api/v1/vendor';

interface Kitchen {
  businessId: string;
  userId: string;
}

interface Route {
  name: string;
  /** The route for a kitchen (each kitchen's own middle page, busy day, reference, customer); null: not for it. */
  path: (facts: Facts) => string | null;
  /** A list page the server keeps between reads: measured as served and as built each time. */
  kept?: boolean;
}

/** What the routes need to know of a kitchen, read from its data. */
interface Facts {
  lastPage: number;
  busyDay: string;
  weekAgo: string;
  twoYearsAgo: string;
  today: string;
  yesterday: string;
  reference: string;
  customer: string;
  /** The kitchen's storefront handle and the first day its storefront offers (null: not open for orders). */
  handle: string;
  menuDate: string | null;
}

const ORDERS = `${API}/business/orders`;
const STOREFRONT = '/api/storefront/v1';
const ROUTES: Route[] = [
  { name: 'orders page 1', path: () => `${ORDERS}?pageNumber=1&pageSize=20`, kept: true },
  {
    name: 'orders middle page',
    path: (f) => `${ORDERS}?pageNumber=${Math.ceil(f.lastPage / 2)}&pageSize=20`,
    kept: true,
  },
  { name: 'orders last page', path: (f) => `${ORDERS}?pageNumber=${f.lastPage}&pageSize=20`, kept: true },
  { name: 'orders by status', path: () => `${ORDERS}?status=delivered&pageNumber=1&pageSize=20`, kept: true },
  {
    name: 'orders delivered in a week',
    path: (f) => `${ORDERS}?from=${f.weekAgo}&to=${f.today}&pageSize=20`,
    kept: true,
  },
  {
    name: 'orders delivered, two years',
    path: (f) => `${ORDERS}?status=delivered&from=${f.twoYearsAgo}&to=${f.today}&pageSize=20`,
    kept: true,
  },
  { name: 'orders search: reference', path: (f) => `${ORDERS}?search=${encodeURIComponent(f.reference)}`, kept: true },
  { name: 'orders search: customer', path: (f) => `${ORDERS}?search=${encodeURIComponent(f.customer)}`, kept: true },
  { name: 'meals page 1', path: () => `${API}/business/meals?pageNumber=1&pageSize=20`, kept: true },
  { name: 'transactions page 1', path: () => `${API}/transactions?pageNumber=1&pageSize=20` },
  { name: 'transaction insights', path: () => `${API}/insights/transactions` },
  { name: 'audit log page 1', path: () => `${API}/audit-events?pageNumber=1&pageSize=20` },
  { name: 'audit CSV, one day', path: (f) => `${API}/audit-events/export?from=${f.yesterday}&to=${f.yesterday}` },
  { name: 'prep list, busiest day', path: (f) => `${ORDERS}/prep-list?deliveryDate=${f.busyDay}` },
  { name: 'dashboard statistics', path: () => `${API}/dashboard/statistics` },
  { name: 'GET /vendor/me', path: () => `${API}/me` },
  // What a customer reads (public, no sign-in): the kitchen by its handle and its menu for a day.
  { name: 'storefront kitchen by handle', path: (f) => `${STOREFRONT}/kitchens/${encodeURIComponent(f.handle)}` },
  {
    name: 'storefront menu of a day',
    path: (f) => (f.menuDate ? `${STOREFRONT}/kitchens/${encodeURIComponent(f.handle)}/menu?date=${f.menuDate}` : null),
  },
];

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function factsOf(app: FastifyInstance, base: string, headers: Record<string, string>, businessId: string) {
  const first = (await getJson(base, `${ORDERS}?pageSize=20`, headers)) as { meta: { totalNumberOfPages: number } };
  const one = async <T>(sql: string): Promise<T | undefined> =>
    (await app.prisma.$queryRawUnsafe<Record<string, T>[]>(sql, businessId))[0]?.value;
  const busy = await one<string>(`SELECT to_char(delivery_date, 'YYYY-MM-DD') AS value FROM order_items
    WHERE business_id = $1 AND status IN ('accepted', 'preparing') GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  const handle = (await one<string>(`SELECT handle_name AS value FROM businesses WHERE id = $1`)) ?? '';
  const storefront = (await getJson(base, `${STOREFRONT}/kitchens/${encodeURIComponent(handle)}`, {})) as {
    data: { deliveryDates: string[] };
  };
  return {
    handle,
    menuDate: storefront.data.deliveryDates[0] ?? null,
    lastPage: first.meta.totalNumberOfPages,
    busyDay: busy ?? day(1),
    weekAgo: day(-7),
    twoYearsAgo: day(-731),
    today: day(0),
    yesterday: day(-1),
    reference:
      (await one<string>(
        `SELECT reference AS value FROM orders WHERE business_id = $1 ORDER BY created_at DESC OFFSET 10 LIMIT 1`,
      )) ?? 'ORD-0',
    customer:
      (await one<string>(`SELECT c.first_name || ' ' || c.last_name AS value FROM customers c
        JOIN orders o ON o.customer_id = c.id WHERE c.business_id = $1 GROUP BY c.id ORDER BY count(*) DESC, c.id
        LIMIT 1`)) ?? 'nobody',
  } satisfies Facts;
}

/** One kitchen on one server, as its routes are measured. */
interface Subject {
  app: FastifyInstance;
  base: string;
  kitchen: Kitchen;
  headers: Record<string, string>;
  facts: Facts;
  /** When its measuring began: what it wrote since is taken away after. */
  started: Date;
  results: Map<string, Result>;
}

async function subject(app: FastifyInstance, base: string, kitchen: Kitchen): Promise<Subject> {
  const { accessToken } = await app.sessions.start(kitchen.userId);
  const headers = { authorization: `Bearer ${accessToken}` };
  const facts = await factsOf(app, base, headers, kitchen.businessId);
  return { app, base, kitchen, headers, facts, started: new Date(), results: new Map() };
}

/**
 * Measures every route of the subjects (`${route}` served, `${route}, built`), route by route: each route for one
 * subject after another, so the columns compared are measured within seconds of each other and a slower minute on
 * this shared machine falls on all of them rather than on one column. `rounds` times over, the run with the most
 * requests a second kept: others' work only ever slows a run, so the best of a few is the route's own cost, where
 * one run of five seconds could still fall on a slow moment in one column only.
 */
async function measureRoutes(subjects: Subject[], duration: number, rounds: number): Promise<void> {
  for (const route of ROUTES) {
    for (const built of route.kept ? [false, true] : [false]) {
      const name = built ? `${route.name}, built` : route.name;
      for (let round = 0; round < rounds; round++) {
        for (const s of subjects) {
          const path = route.path(s.facts);
          // A kitchen whose storefront offers no day (not open for orders) has no menu to read: its cell stays empty.
          if (path === null) continue;
          s.app.pages.enabled = !built;
          for (let i = 0; i < (built ? 5 : 20); i++) await getJson(s.base, path, s.headers);
          const result = await load({ url: s.base + path, headers: s.headers, connections: 10, duration });
          const best = s.results.get(name);
          if (!best || result.rps > best.rps) s.results.set(name, result);
          s.app.pages.enabled = true;
        }
      }
    }
  }
  for (const s of subjects) {
    if (!s.facts.menuDate) continue;
    // Customers ordering (each order a checkout and its webhook; req/s here counts orders), then those orders taken
    // away again so the database kept for the next run holds the same kitchen.
    const since = new Date(Date.now() - 1000);
    const storefront = await prepareStorefront(s.app, s.base, s.facts.handle);
    const placed = await storefront.placeOrders(10, duration, null);
    s.results.set(PLACE_ORDER, {
      rps: placed.ordersPerSecond,
      done: placed.accepted,
      p50: placed.p50,
      p99: placed.p99,
      failed: placed.failed,
      serverErrors: placed.serverErrors,
    });
    await removePlacedOrders(s.app, s.kitchen.businessId, since);
  }
  for (const s of subjects) {
    // Each CSV download of the audit log is itself logged: thousands of events a run, which the next run's audit
    // log would otherwise read.
    await s.app.prisma.$executeRawUnsafe(
      `DELETE FROM audit_events WHERE business_id = $1 AND event_type = 'exported' AND item_type = 'audit_log'
         AND created_at >= $2`,
      s.kitchen.businessId,
      s.started,
    );
  }
}

/** Takes away the storefront orders placed since `since`, with their customers, money, events and checkouts. */
async function removePlacedOrders(app: FastifyInstance, businessId: string, since: Date): Promise<void> {
  const run = (sql: string) => app.prisma.$executeRawUnsafe(sql, businessId, since);
  const placed = `SELECT id FROM orders WHERE business_id = $1 AND source = 'storefront' AND created_at >= $2`;
  await run(`DELETE FROM transactions WHERE order_id IN (${placed})`);
  await run(`DELETE FROM audit_events WHERE business_id = $1 AND item_type = 'order' AND created_at >= $2`);
  await run(`DELETE FROM business_events WHERE business_id = $1 AND created_at >= $2`);
  await run(`DELETE FROM notification_deliveries WHERE business_id = $1 AND created_at >= $2`);
  const addresses = await app.prisma.$queryRawUnsafe<{ address_id: string }[]>(
    `DELETE FROM orders WHERE business_id = $1 AND source = 'storefront' AND created_at >= $2 RETURNING address_id`,
    businessId,
    since,
  );
  await app.prisma.$executeRawUnsafe(
    `DELETE FROM addresses WHERE id = ANY($1::text[])`,
    addresses.map((a) => a.address_id),
  );
  await run(`DELETE FROM customers c WHERE c.business_id = $1 AND c.created_at >= $2
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id)`);
  await run(`DELETE FROM checkouts WHERE business_id = $1 AND created_at >= $2`);
  // The day counters are counted again from the orders that are left the next time they are needed.
  await run(`DELETE FROM meal_daily_stock WHERE meal_id IN (SELECT id FROM meals WHERE business_id = $1)
    AND delivery_date >= $2::date`);
  await run(`DELETE FROM kitchen_daily_capacity WHERE business_id = $1 AND delivery_date >= $2::date`);
}

/** A customer placing an order on the kitchen's storefront: the checkout, then the provider's signed webhook. */
const PLACE_ORDER = 'storefront: place an order';
const NAMES = [...ROUTES.flatMap((r) => (r.kept ? [r.name, `${r.name}, built`] : [r.name])), PLACE_ORDER];

/** How many times slower `b` is than `a`, by requests per second. */
const slower = (a: Result | undefined, b: Result | undefined) =>
  a && b && b.rps > 0 ? (a.rps / b.rps).toFixed(2) : '';

/** The tables a run writes to and cleans up after (its storefront orders, its CSV downloads' audit events). */
const CLEANED_TABLES = [
  'orders',
  'order_items',
  'order_delivery_days',
  'order_status_events',
  'transactions',
  'customers',
  'addresses',
  'audit_events',
  'business_events',
  'notification_deliveries',
  'checkouts',
];

/**
 * Leaves the database as a restored one would be before a column is measured: the rows an earlier run cleaned up
 * vacuumed away (each run leaves thousands of the demo's dead orders and audit events in the kept database, too few
 * for autovacuum to start on tables of millions of rows, and every later run's lists stepped over them: the demo's
 * first routes and audit log ran 1.2 to 1.4 times slower among 10,000 kitchens than alone), a checkpoint of what the
 * generator or the clean-up wrote, and no autovacuum running on it.
 */
async function settle(app: FastifyInstance, database: string): Promise<void> {
  const started = performance.now();
  // INDEX_CLEANUP ON: with dead rows on under 2% of a table's pages, VACUUM leaves the index entries (PostgreSQL 14
  // on), and the demo's 21 audit events were counted over 1,011 index pages of its deleted CSV-download events.
  await app.prisma.$executeRawUnsafe(`VACUUM (ANALYZE, INDEX_CLEANUP ON) ${CLEANED_TABLES.join(', ')}`);
  await adminQuery('CHECKPOINT');
  for (let i = 0; i < 300; i++) {
    const [busy] = await adminRead<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker' AND datname = '${database}'`,
    );
    if (!busy?.n) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const waited = (performance.now() - started) / 1000;
  console.log(`  ${database}: vacuumed, checkpointed and settled in ${waited.toFixed(0)} s`);
}

/** Same seed and sizes as asked: the generated database can be used again. */
async function generatedMatches(label: string): Promise<boolean> {
  const rows = await adminRead<{ comment: string | null }>(
    `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = '${SCALE_DB}'`,
  );
  return rows[0]?.comment === label;
}

/** The server's resident memory while one CSV export of every order of the big kitchen is downloaded. */
async function exportMemory(base: string, headers: Record<string, string>) {
  const sample = () => process.memoryUsage().rss;
  const before = sample();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, sample())), 20);
  const started = performance.now();
  // The download runs in a process of its own, so only the server's memory is in this one.
  const script = `const r = await fetch(process.argv[1], { headers: JSON.parse(process.argv[2]) }); let bytes = 0, lines = 0;
    for await (const chunk of r.body) { bytes += chunk.length; for (const b of chunk) if (b === 10) lines++; }
    console.log(JSON.stringify({ status: r.status, bytes, lines }));`;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', script, `${base}${ORDERS}/export`, JSON.stringify(headers)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise((resolve) => child.on('close', resolve));
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  const { status, bytes, lines } = JSON.parse(out) as { status: number; bytes: number; lines: number };
  return { status, bytes, rows: lines - 1, seconds, before, peak };
}

/** Orders of the big kitchen waiting to be accepted, for the write bursts: copies of its newest order, placed now. */
async function pendingOrders(app: FastifyInstance, businessId: string, count: number, tag: string): Promise<string[]> {
  const rows = await app.prisma.$queryRawUnsafe<{ id: string }[]>(
    `WITH source AS (SELECT * FROM orders WHERE business_id = $1 ORDER BY created_at DESC LIMIT 1),
     made AS (
       INSERT INTO orders (id, business_id, customer_id, address_id, reference, status, amount_pence,
         delivery_fee_pence, platform_fee_pence, version, created_at, updated_at)
       SELECT md5($2 || g)::uuid::text, s.business_id, s.customer_id, s.address_id, 'ORD-W' || $2 || '-' || g,
         'pending', s.amount_pence, s.delivery_fee_pence, s.platform_fee_pence, 1, now(), now()
       FROM source s, generate_series(1, $3::int) g RETURNING id)
     SELECT id FROM made`,
    businessId,
    tag,
    count,
  );
  await app.prisma.$executeRawUnsafe(
    `INSERT INTO order_items (id, order_id, meal_id, meal_name, meal_option_id, option_size, price_pence, servings,
       quantity, delivery_date, amount_pence, status)
     SELECT md5(o.id || ':item')::uuid::text, o.id, i.meal_id, i.meal_name, i.meal_option_id, i.option_size,
       i.price_pence, i.servings, i.quantity, current_date + 1, i.amount_pence, 'pending'
     FROM orders o, LATERAL (SELECT * FROM order_items WHERE business_id = $1 LIMIT 1) i
     WHERE o.business_id = $1 AND o.reference LIKE 'ORD-W' || $2 || '-%'`,
    businessId,
    tag,
  );
  return rows.map((r) => r.id);
}

/**
 * Takes the bursts' orders away again, with their audit events, so the generated database kept for the next run
 * holds the same kitchen (a customer with thousands of copied orders, their busy delivery day and their events would
 * otherwise be what the next run's searches, prep list and audit log read).
 */
async function removeBurstOrders(app: FastifyInstance, businessId: string): Promise<void> {
  await app.prisma.$executeRawUnsafe(
    `DELETE FROM audit_events WHERE business_id = $1 AND item_type = 'order' AND item_affected LIKE 'ORD-W%'`,
    businessId,
  );
  await app.prisma.$executeRawUnsafe(
    `DELETE FROM business_events WHERE business_id = $1 AND payload->>'reference' LIKE 'ORD-W%'`,
    businessId,
  );
  await app.prisma.$executeRawUnsafe(
    `DELETE FROM orders WHERE business_id = $1 AND reference LIKE 'ORD-W%'`,
    businessId,
  );
}

export async function runScale(options: ScaleOptions): Promise<void> {
  const { kind, duration } = options;
  const big = bigKitchen(SEED);
  const demo: Kitchen = { businessId: DEMO_BUSINESS_ID, userId: DEMO_USER_ID };
  const bigKitchenRow: Kitchen = { businessId: big.businessId, userId: big.ownerId };
  const label = `seed ${SEED}, generator ${GENERATOR_VERSION}, ${options.kitchens} kitchens, big kitchen ${options.bigOrders} orders`;
  console.log(
    `scale benchmark on ${kind}: ${label}; ${duration} s per run at 10 connections` +
      (options.rounds > 1 ? `, the best of ${options.rounds} runs a route in each column` : ''),
  );

  const part = (name: ScaleOptions['parts'][number]) => options.parts.includes(name);
  // 1. The demo kitchen alone: a freshly seeded database, its server kept beside the generated one's while reading.
  const aloneDir = mkdtempSync(path.join(tmpdir(), 'vendor-bench-'));
  const alone = part('reads') ? await startServer(kind, { dataDir: aloneDir, database: ALONE_DB, fresh: true }) : null;

  // 2 and 3. The generated marketplace: the demo kitchen among the others, and the big kitchen.
  const scaleDir = mkdtempSync(path.join(tmpdir(), 'vendor-bench-'));
  const reuse = kind === 'postgres' && !options.regenerate && (await generatedMatches(label));
  const app = await startServer(kind, { dataDir: scaleDir, database: SCALE_DB, fresh: !reuse });
  try {
    if (!reuse) {
      const started = performance.now();
      const made = await generateData(app.prisma, {
        seed: SEED,
        kitchens: options.kitchens,
        bigOrders: options.bigOrders,
        progress: (message) => console.log(`  generating: ${message}`),
      });
      console.log(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s (${made.kitchens} kitchens)`);
      if (kind === 'postgres') await adminQuery(`COMMENT ON DATABASE ${SCALE_DB} IS '${label}'`);
    } else {
      console.log(`using the generated database ${SCALE_DB} (${label}); --regenerate makes it again`);
    }
    const base = await listen(app);
    if (alone) {
      if (kind === 'postgres') {
        await settle(alone, ALONE_DB);
        await settle(app, SCALE_DB);
      }
      const demoAlone = await subject(alone, await listen(alone), demo);
      const demoAmong = await subject(app, base, demo);
      const bigOne = await subject(app, base, bigKitchenRow);
      await measureRoutes([demoAlone, demoAmong, bigOne], duration, options.rounds);

      console.log();
      printTable(
        [
          'route (10 connections)',
          'alone req/s',
          'p50',
          'p99',
          `among ${options.kitchens} req/s`,
          'p50',
          'p99',
          '×alone',
          'big req/s',
          'p50',
          'p99',
          '×demo',
          'fail',
        ],
        NAMES.map((name) => {
          const [a, m, b] = [demoAlone, demoAmong, bigOne].map((s) => s.results.get(name));
          const cells = (r: Result | undefined) => (r ? [r.rps.toFixed(0), ms(r.p50), ms(r.p99)] : ['', '', '']);
          return [
            name,
            ...cells(a),
            ...cells(m),
            slower(a, m),
            ...cells(b),
            slower(m, b),
            String((a?.failed ?? 0) + (m?.failed ?? 0) + (b?.failed ?? 0)),
          ];
        }),
        [0],
      );
      console.log(
        '×alone: demo among the kitchens vs alone; ×demo: big kitchen vs demo, same database (times slower); ' +
          'placing an order: req/s counts orders (a checkout and its webhook each)',
      );
    }

    // The CSV export of every order of the big kitchen, streamed.
    const { accessToken } = await app.sessions.start(bigKitchenRow.userId);
    const headers = { authorization: `Bearer ${accessToken}` };
    if (part('export')) {
      // Twice: the first export in a process also grows it by what the process takes once, whatever the file (its
      // code compiled, the allocator's arenas: 4 to 26 MB in a fresh server, where the next export grows it by 2);
      // the second shows what an export holds.
      const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
      console.log();
      for (const run of ['first', 'again']) {
        const csv = await exportMemory(base, headers);
        console.log(
          `orders CSV export, big kitchen, ${run}: ${csv.status}, ${csv.rows} rows, ${mb(csv.bytes)} MB in ` +
            `${csv.seconds.toFixed(1)} s; server memory ${mb(csv.before)} MB before, ${mb(csv.peak)} MB at most ` +
            `(grew ${mb(csv.peak - csv.before)} MB)`,
        );
      }
    }

    // Bursts of status changes on one business: each request accepts a different pending order.
    if (part('writes')) {
      const writes: string[][] = [];
      for (const connections of [1, 10, 50]) {
        const ids = await pendingOrders(app, bigKitchenRow.businessId, 8_000, `${Date.now()}c${connections}`);
        // A fresh access token for each burst: a long run outlives one.
        const fresh = (await app.sessions.start(bigKitchenRow.userId)).accessToken;
        const result = await load({
          url: `${base}${ORDERS}/${ids[0]}/status`,
          headers: { authorization: `Bearer ${fresh}`, 'content-type': 'application/json' },
          connections,
          duration,
          method: 'PATCH',
          body: JSON.stringify({ status: 'accepted' }),
          paths: ids.map((id) => `${ORDERS}/${id}/status`),
        });
        writes.push([
          String(connections),
          result.rps.toFixed(0),
          ms(result.p50),
          ms(result.p99),
          String(result.done),
          String(result.failed),
          String(result.serverErrors),
        ]);
      }
      console.log('\nPATCH order status, big kitchen (each request accepts another pending order)');
      printTable(['conns', 'req/s', 'p50', 'p99', '2xx', 'non-2xx', '5xx'], writes, []);
      await removeBurstOrders(app, bigKitchenRow.businessId);
    }
  } finally {
    await app.close();
    rmSync(scaleDir, { recursive: true, force: true });
    if (alone) {
      await alone.close();
      if (kind === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${ALONE_DB} WITH (FORCE)`).catch(() => {});
    }
    rmSync(aloneDir, { recursive: true, force: true });
  }
}
