// What the benchmarks share: the load generator in its own process, the benchmark's own databases on the PostgreSQL
// server, and the server as built for production on one of them.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../apps/mock-server/src/app.ts';
import { loadEnv } from '../../apps/mock-server/src/env.ts';
import { seedIfEmpty } from '../../apps/mock-server/src/seed/index.ts';

export type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;
export type Kind = 'pglite' | 'postgres';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
export const pgServer = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

export interface Result {
  rps: number;
  /** Answers with a 2xx. */
  done: number;
  p50: number;
  p99: number;
  failed: number;
  serverErrors: number;
}

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
  method?: string;
  body?: string;
  /** Each asked once in turn (writes to many records). */
  paths?: string[];
}

/** One autocannon run in its own process. */
export async function load(options: LoadOptions): Promise<Result> {
  // Long lists of paths go through a file: a command line holds only so much.
  const dir = mkdtempSync(path.join(tmpdir(), 'vendor-load-'));
  const file = path.join(dir, 'options.json');
  writeFileSync(file, JSON.stringify(options));
  try {
    const { stdout } = await run(process.execPath, [path.join(here, 'load.mjs'), file], { maxBuffer: 1 << 20 });
    return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export async function adminRead<T>(sql: string): Promise<T[]> {
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  try {
    return (await admin.query(sql)).rows as T[];
  } finally {
    await admin.end();
  }
}

export function databaseUrl(name: string): string {
  const u = new URL(pgServer);
  u.pathname = `/${name}`;
  return u.href;
}

/**
 * The server as built for production on a database of the benchmark's own (PostgreSQL: `database`, emptied first
 * when `fresh`; PGlite: in `dataDir`), migrated and seeded when empty, listening on a free port.
 */
export async function startServer(kind: Kind, options: { dataDir: string; database: string; fresh: boolean }) {
  if (kind === 'postgres' && options.fresh) {
    await adminQuery(`DROP DATABASE IF EXISTS ${options.database} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${options.database}`);
  }
  const env = loadEnv(
    {
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PUBLIC_URL: 'http://localhost:8080',
      DATABASE_URL: kind === 'postgres' ? databaseUrl(options.database) : '',
      // Every storefront order of the benchmark comes from one address.
      STOREFRONT_CHECKOUT_LIMIT: '0',
    },
    { dataDir: options.dataDir, port: 0, logLevel: 'warn', devRoutes: false },
  );
  const app = await buildApp({
    env,
    seed: (prisma) => seedIfEmpty(prisma, { demo: true, uploadsDir: path.join(options.dataDir, 'uploads') }),
  });
  return app;
}

/** Starts listening; the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export async function getJson(base: string, route: string, headers: Record<string, string>): Promise<unknown> {
  const res = await fetch(base + route, { headers });
  if (!res.ok) throw new Error(`${route} answered ${res.status}: ${await res.text()}`);
  return res.headers.get('content-type')?.startsWith('application/json') ? res.json() : res.text();
}

/** A latency in milliseconds: two decimals below 10 ms, where a fraction of a millisecond matters. */
export const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);

/** Prints rows under a header, the text columns (by index) left-aligned and the numbers right-aligned. */
export function printTable(header: string[], lines: string[][], textColumns: number[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((r) => (r[i] ?? '').length)));
  const out = (cells: string[]) =>
    cells
      .map((c, i) => (textColumns.includes(i) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(out(header));
  for (const line of lines) console.log(out(line));
}
