/**
 * API benchmark. For GET /vendor/me, the meals page of 20 and the orders page of 20 it measures the real route, a
 * bare hello route and a hand-written raw-SQL reference route doing the same work on the same database, at each
 * connection count, on embedded PGlite and on PostgreSQL, then the cost curve of the orders page as the orders grow
 * (10x, 100x) and the page goes deep. Load comes from autocannon in a separate process (load.mjs). A bare Fastify
 * hello (no plugins, no database) is measured beside them: the floor of what this machine can show, p99 tail included.
 * The two list pages are measured as served (kept between reads while their business is unchanged: lib/page-cache.ts)
 * and again built on every request ("built each time"), which is also how the cost curve is measured; and as a
 * browser asks for them, gzip accepted (the reference's answer is then compressed per request, the kept page once).
 *
 * Usage: pnpm bench [--duration 5] [--connections 10,50] [--db pglite,postgres] [--short] [--no-curve] [--storefront]
 *   --short: 2 s per run and a 1x/10x curve (about two minutes in all).
 *   --storefront: the storefront rows alone (the menu of a day, placing orders, the last-portions race).
 * Scale: pnpm bench --scale [--db postgres] [--kitchens 10000] [--big-orders 250000] [--regenerate]
 *   [--parts reads,export,writes] [--rounds 1] (scale.ts): the demo kitchen alone and among the generated kitchens,
 *   and the big kitchen, on the same routes (each measured --rounds times in each column in turn, the best kept).
 * Streams: pnpm bench --streams [--streams-count 1000] [--events 50] [--threads 2] (streams.ts): 1,000 open live-update streams on
 *   one of two server processes on PostgreSQL, the time from an order's commit to its event at every stream.
 *   BENCH_PG_URL (default postgresql://postgres@127.0.0.1:5432/test) names the PostgreSQL server; the benchmark
 *   creates its own database vendor_bench there and drops it afterwards.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../apps/mock-server/src/app.ts';
import { loadEnv } from '../../apps/mock-server/src/env.ts';
import { DEMO_BUSINESS_ID, DEMO_USER_ID, seedIfEmpty } from '../../apps/mock-server/src/seed/index.ts';
import { addOrderCopies } from './orders-scale.ts';
import { registerReferenceRoutes } from './reference.ts';
import { load as runLoad } from './harness.ts';
import { runScale } from './scale.ts';
import { prepareStorefront } from './storefront.ts';
import { runStreams } from './streams.ts';

type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;
// Fastify as the server resolves it, for the floor: a bare instance with one route and nothing else.
const fastify = createRequire(new URL('../../apps/mock-server/package.json', import.meta.url))('fastify') as (
  options?: object,
) => FastifyInstance;

const { values } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string', default: '10,50' },
    db: { type: 'string', default: 'pglite,postgres' },
    short: { type: 'boolean', default: false },
    'no-curve': { type: 'boolean', default: false },
    storefront: { type: 'boolean', default: false },
    scale: { type: 'boolean', default: false },
    kitchens: { type: 'string' },
    'big-orders': { type: 'string' },
    regenerate: { type: 'boolean', default: false },
    parts: { type: 'string', default: 'reads,export,writes' },
    rounds: { type: 'string', default: '1' },
    streams: { type: 'boolean', default: false },
    'streams-count': { type: 'string', default: '1000' },
    events: { type: 'string', default: '50' },
    threads: { type: 'string', default: '2' },
  },
});
const duration = Number(values.duration ?? (values.short ? 2 : 5));
if (values.streams) {
  await runStreams({
    streams: Number(values['streams-count']),
    events: Number(values.events),
    threads: Number(values.threads),
  });
  process.exit(0);
}
if (values.scale) {
  // One database: PostgreSQL unless asked, where the sizes the issue names are meant (PGlite runs a smaller one).
  const kind = values.db === 'pglite' ? 'pglite' : 'postgres';
  const small = kind === 'pglite';
  await runScale({
    kind,
    duration,
    kitchens: Number(values.kitchens ?? (small ? 100 : 10_000)),
    bigOrders: Number(values['big-orders'] ?? (small ? 20_000 : 250_000)),
    regenerate: values.regenerate,
    parts: values.parts.split(',') as ('reads' | 'export' | 'writes')[],
    rounds: Math.max(1, Math.floor(Number(values.rounds)) || 1),
  });
  process.exit(0);
}
const connectionCounts = values.connections.split(',').map(Number);
const databases = values.db.split(',') as ('pglite' | 'postgres')[];
const pgServer = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'vendor_bench';

interface Result {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

/** One autocannon run in its own process. */
const load = async (url: string, headers: Record<string, string>, connections: number): Promise<Result> =>
  runLoad({ url, headers, connections, duration });

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function benchUrl(): string {
  const u = new URL(pgServer);
  u.pathname = `/${BENCH_DB}`;
  return u.href;
}

/** The benchmark's own app instance: the server as built for production, plus the hello and reference routes. */
async function startApp(kind: 'pglite' | 'postgres', dataDir: string) {
  if (kind === 'postgres') {
    await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${BENCH_DB}`);
  }
  const env = loadEnv(
    {
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PUBLIC_URL: 'http://localhost:8080',
      DATABASE_URL: kind === 'postgres' ? benchUrl() : '',
      // Every storefront order of the benchmark comes from one address.
      STOREFRONT_CHECKOUT_LIMIT: '0',
    },
    { dataDir, port: 0, logLevel: 'warn', devRoutes: false },
  );
  const app = await buildApp({
    env,
    // The production build's settings, measured on the demo kitchen's year of orders: a benchmark's own throwaway
    // database, never one a production server starts on.
    seed: (prisma) => seedIfEmpty(prisma, { demo: true, uploadsDir: path.join(dataDir, 'uploads') }),
  });
  app.get('/bench/hello', async () => ({ hello: 'world' }));
  registerReferenceRoutes(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const { accessToken } = await app.sessions.start(DEMO_USER_ID);
  return { app, base, headers: { authorization: `Bearer ${accessToken}` } };
}

const READS: { name: string; real: string; ref?: string; kept: boolean }[] = [
  { name: 'GET /vendor/me', real: '/api/v1/vendor/me', ref: '/bench/ref/me', kept: false },
  // Served from memory once read (the place tree is reference data): measured here rather than timed in a test.
  { name: 'place tree (regions)', real: '/api/v1/vendor/delivery-zones/regions', kept: false },
  { name: 'town search "camden"', real: '/api/v1/vendor/delivery-zones/towns?search=camden', kept: false },
  {
    kept: true,
    name: 'meals page of 20',
    real: '/api/v1/vendor/business/meals?pageNumber=1&pageSize=20',
    ref: '/bench/ref/meals?pageNumber=1&pageSize=20',
  },
  {
    kept: true,
    name: 'orders page of 20',
    real: '/api/v1/vendor/business/orders?pageNumber=1&pageSize=20',
    ref: '/bench/ref/orders?pageNumber=1&pageSize=20',
  },
];

async function getJson(base: string, route: string, headers: Record<string, string>): Promise<unknown> {
  const res = await fetch(base + route, { headers });
  if (!res.ok) throw new Error(`${route} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/**
 * A body with every list and every object's keys sorted, to compare two answers whose unordered lists (a meal's
 * ingredients) or key order (the real route writes keys in the contract's order) may differ.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map(canonical).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/** Warms a route up (query plans, JIT) and checks that the reference answers exactly what the real route does. */
async function warm(base: string, headers: Record<string, string>, real: string, ref?: string): Promise<string> {
  for (let i = 0; i < 30; i++) await getJson(base, real, headers);
  if (!ref) return '';
  for (let i = 0; i < 30; i++) await getJson(base, ref, headers);
  const [a, b] = [await getJson(base, real, headers), await getJson(base, ref, headers)];
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b)) ? 'same body' : 'BODY DIFFERS';
}

type Line = string[];
const table: Line[] = [];
const fmt = (n: number, digits = 0) => n.toFixed(digits);
const row = (cells: Line) => table.push(cells);
/** A latency in milliseconds: two decimals below 10 ms, where a fraction of a millisecond matters. */
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);

async function measure(
  db: string,
  base: string,
  headers: Record<string, string>,
  name: string,
  real: string,
  ref: string | undefined,
  connections: number,
  note = '',
) {
  const realResult = await load(base + real, headers, connections);
  const refResult = ref ? await load(base + ref, headers, connections) : undefined;
  const flag = (r: Result) => (r.p99 > 3 * r.p50 ? ' !' : '');
  row([
    db,
    String(connections),
    name,
    fmt(realResult.rps),
    ms(realResult.p50),
    ms(realResult.p99) + flag(realResult),
    refResult ? fmt(refResult.rps) : '',
    refResult ? ms(refResult.p50) : '',
    refResult ? ms(refResult.p99) + flag(refResult) : '',
    refResult ? fmt(realResult.rps / refResult.rps, 2) : '',
    String(realResult.failed + (refResult?.failed ?? 0)),
    note,
  ]);
}

function print(lines: Line[]) {
  const header = [
    'db',
    'conns',
    'route',
    'req/s',
    'p50',
    'p99',
    'ref req/s',
    'ref p50',
    'ref p99',
    'ratio',
    'fail',
    '',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((r) => (r[i] ?? '').length)));
  const out = (cells: Line) =>
    cells.map((c, i) => (i === 2 || i === 11 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(out(header));
  for (const line of lines) console.log(out(line));
}

/**
 * The floor of what this machine and load generator can show: Fastify with one hello route, no plugins, no database.
 * Its p99 against its p50 is the tail that comes from the machine, the runtime and the measurement, not from the app.
 */
async function startFloor() {
  const bare = fastify();
  bare.get('/bench/hello', async () => ({ hello: 'world' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const address = bare.server.address();
  return { bare, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
const floor = await startFloor();
await warm(floor.base, {}, '/bench/hello');

console.log(
  `node ${process.version}; ${duration} s per run; connections ${connectionCounts.join(', ')}; ` +
    `latencies in ms; ratio = real req/s ÷ reference req/s; ! marks a p99 over three times its p50`,
);
for (const kind of databases) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vendor-bench-'));
  let app: FastifyInstance | undefined;
  try {
    const started = await startApp(kind, dataDir);
    app = started.app;
    const { base, headers } = started;
    await getJson(base, '/api/v1/vendor/delivery-zones/regions', headers);
    await warm(base, headers, '/bench/hello');
    const checks = new Map<string, string>();
    for (const read of READS) checks.set(read.name, await warm(base, headers, read.real, read.ref));
    const storefront = await prepareStorefront(app, base);
    await warm(base, {}, storefront.menuPath);
    // One connection: no request ever waits for another, so what tail remains is the machine's own.
    await measure(kind, floor.base, {}, 'bare Fastify hello (floor)', '/bench/hello', undefined, 1);
    for (const connections of connectionCounts) {
      await measure(kind, floor.base, {}, 'bare Fastify hello (floor)', '/bench/hello', undefined, connections);
      await measure(kind, base, headers, 'hello (no work)', '/bench/hello', undefined, connections);
      for (const read of values.storefront ? [] : READS) {
        await measure(kind, base, headers, read.name, read.real, read.ref, connections, checks.get(read.name));
        if (!read.kept) continue;
        const browser = { ...headers, 'accept-encoding': 'gzip, deflate, br' };
        const gzipName = `${read.name}, gzip (as a browser asks)`;
        await measure(kind, base, browser, gzipName, read.real, read.ref, connections, checks.get(read.name));
        app.pages.enabled = false;
        const name = `${read.name}, built each time`;
        await measure(kind, base, headers, name, read.real, read.ref, connections, checks.get(read.name));
        app.pages.enabled = true;
      }
      await measure(kind, base, {}, 'storefront menu of a day', storefront.menuPath, undefined, connections);
    }
    // Customers placing orders (checkout, then the provider's signed webhook) at 10 connections: with stock to spare,
    // then racing for a meal's last 5 portions, where exactly 5 orders must be accepted.
    for (const stock of [null, 5]) {
      const r = await storefront.placeOrders(10, duration, stock);
      row([
        kind,
        '10',
        stock === null ? 'place an order (checkout + webhook)' : 'place an order, last 5 portions',
        fmt(r.rps),
        ms(r.p50),
        ms(r.p99),
        '',
        '',
        '',
        '',
        String(r.failed),
        stock === null
          ? `${fmt(r.ordersPerSecond, 1)} orders/s, ${r.accepted} orders; checkout p50 ${ms(r.checkout.p50)} ` +
            `p99 ${ms(r.checkout.p99)}, webhook p50 ${ms(r.webhook.p50)} p99 ${ms(r.webhook.p99)}`
          : `${r.accepted} orders accepted of ${stock}, ${r.soldOut} told sold out` +
            // Sold-out answers mean the stock ran out: exactly that many orders, never more.
            (r.accepted > stock || (r.soldOut > 0 && r.accepted !== stock) ? ' WRONG COUNT' : ''),
      ]);
    }
    if (!values['no-curve'] && !values.storefront) {
      // The cost curve: the orders page as the business's orders grow, at page 1, the middle and the last page, each
      // built on every request.
      app.pages.enabled = false;
      const seeded = await app.prisma.order.count({ where: { businessId: DEMO_BUSINESS_ID } });
      const scales = values.short ? [1, 10] : [1, 10, 100];
      let copies = 0;
      for (const scale of scales) {
        if (scale > 1) await addOrderCopies(app.prisma, DEMO_BUSINESS_ID, copies + 1, scale - 1);
        copies = scale - 1;
        const total = seeded * scale;
        const last = Math.ceil(total / 20);
        for (const pageNumber of [...new Set([1, Math.ceil(last / 2), last])]) {
          const q = `?pageNumber=${pageNumber}&pageSize=20`;
          const real = `/api/v1/vendor/business/orders${q}`;
          const ref = `/bench/ref/orders${q}`;
          const check = await warm(base, headers, real, ref);
          await measure(kind, base, headers, `orders ${scale}x (${total}), page ${pageNumber}`, real, ref, 10, check);
        }
      }
    }
  } finally {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`).catch(() => {});
  }
  print(table.splice(0));
}
await floor.bare.close();
