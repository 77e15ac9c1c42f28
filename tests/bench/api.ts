/**
 * API benchmark: requests per second and p99 latency of a few routes, each measured on the same server in one run.
 * Usage: pnpm bench [--duration 10] [--connections 10]; BENCH_DATABASE_URL=postgresql://... uses a PostgreSQL server
 * instead of embedded PGlite (the database must be empty or already seeded).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/mock-server/src/app.ts';
import { loadEnv } from '../../apps/mock-server/src/env.ts';
import { DEMO_USER_ID, seedIfEmpty } from '../../apps/mock-server/src/seed/index.ts';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const dataDir = mkdtempSync(path.join(tmpdir(), 'vendor-bench-'));
const env = loadEnv(
  {
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  },
  { dataDir, port: 0, logLevel: 'warn', devRoutes: false },
);
const app = await buildApp({
  env,
  seed: (prisma) => seedIfEmpty(prisma, { uploadsDir: path.join(dataDir, 'uploads') }),
});
// The floor: a route that does no work, on the same server, to compare the real routes against.
app.get('/bench/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const { accessToken } = await app.sessions.start(DEMO_USER_ID);
const auth = { authorization: `Bearer ${accessToken}` };

const routes: { name: string; path: string; headers?: Record<string, string> }[] = [
  { name: 'hello (no work)', path: '/bench/hello' },
  { name: 'GET /vendor/me', path: '/api/v1/vendor/me', headers: auth },
  {
    name: 'GET /vendor/business/meals (page of 20)',
    path: '/api/v1/vendor/business/meals?pageNumber=1&pageSize=20',
    headers: auth,
  },
  {
    name: 'GET /vendor/business/orders (page of 20)',
    path: '/api/v1/vendor/business/orders?pageNumber=1&pageSize=20',
    headers: auth,
  },
];

// Warm up first: the place tree is built in the background at start, and the first calls compile query plans.
await fetch(`${base}/api/v1/vendor/delivery-zones/regions`, { headers: auth });
for (const route of routes)
  for (let i = 0; i < 30; i++) await (await fetch(base + route.path, { headers: route.headers })).arrayBuffer();

console.log(`database: ${app.db.kind}; ${connections} connections, ${duration} s per route; node ${process.version}`);
const rows: string[][] = [];
for (const route of routes) {
  const probe = await fetch(base + route.path, { headers: route.headers });
  if (!probe.ok) throw new Error(`${route.name} answered ${probe.status}: ${await probe.text()}`);
  const result = await autocannon({ url: base + route.path, headers: route.headers, connections, duration });
  const failures = result.non2xx + result.errors + result.timeouts;
  rows.push([
    route.name,
    result.requests.average.toFixed(0),
    result.latency.p50.toFixed(1),
    result.latency.p99.toFixed(1),
    String(failures),
  ]);
}
const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'failed'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
console.log(line(header));
for (const row of rows) console.log(line(row));
await app.close();
rmSync(dataDir, { recursive: true, force: true });
