/**
 * `pnpm bench --streams`: live updates at 1,000 open dashboards. Two server processes on one PostgreSQL database
 * (as deployed: each LISTENs to the database's notifications); process B holds the streams (all of the demo kitchen,
 * so every event goes to every stream), process A serves the writes. Prints:
 *
 * - for orders committed straight into the database (as the storefront's payment webhook would on any process), the
 *   time from the COMMIT being sent to the event arriving at each stream, p50 and p99 over every arrival, and the
 *   time until the last of the streams had it;
 * - the same for status changes made through process A's API (from the request being sent, so it includes the
 *   request's own work);
 * - process B's resident memory before the streams and with them all open.
 *
 * The dashboards are read by worker threads of this process (Node's fetch; stream-clients.mjs), as browsers would be
 * on other machines; on one machine their reading still shares its cores with the servers and the database.
 * Options: --streams-count 1000, --events 50, --threads 2. BENCH_PG_URL names the PostgreSQL server; the database
 * vendor_bench_streams is made afresh and dropped afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { DEMO_BUSINESS_ID, DEMO_EMAIL, SEED_PASSWORD } from '../../apps/mock-server/src/seed/index.ts';
import { freePort } from '../../apps/mock-server/src/testing/spawn-server.ts';
import { adminQuery, databaseUrl, ms, printTable } from './harness.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATABASE = 'vendor_bench_streams';
const TARGET_P99_MS = 250;

export interface StreamsOptions {
  streams: number;
  events: number;
  /** Worker threads reading the streams. */
  threads: number;
}

interface Proc {
  api: string;
  child: ChildProcess;
  output: string[];
}

/** A server process as deployed (the built server when there is one, else from source), on the bench database. */
async function startProcess(dataDir: string): Promise<Proc> {
  const port = await freePort();
  const built = path.join(ROOT, 'apps/mock-server/dist/server.js');
  const args = existsSync(built) ? [built] : ['--import', 'tsx', 'apps/mock-server/src/server.ts'];
  const output: string[] = [];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl(DATABASE),
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const api = `http://127.0.0.1:${port}/api/v1`;
  for (let attempt = 0; attempt < 1500; attempt++) {
    if (child.exitCode !== null) throw new Error(`a server exited: ${output.join('')}`);
    if (
      await fetch(`${api}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { api, child, output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`a server never became healthy: ${output.join('')}`);
}

/** Resident memory of a process in megabytes (Linux). */
function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The dashboards: `total` streams spread over worker threads (stream-clients.mjs), so reading them does not share the
 * main thread that sends the writes and times them. `arrivals(id)` resolves with when the event reached each stream.
 */
class Dashboards {
  private readonly reported = new Map<string, number[][]>();
  private readonly waiting = new Map<string, () => void>();

  private constructor(private readonly workers: Worker[]) {
    for (const worker of workers) {
      worker.on('message', (message: { id?: string; times?: number[] }) => {
        if (!message.id || !message.times) return;
        const parts = this.reported.get(message.id) ?? [];
        parts.push(message.times);
        this.reported.set(message.id, parts);
        if (parts.length === this.workers.length) this.waiting.get(message.id)?.();
      });
    }
  }

  static async open(url: string, token: string, total: number, threads: number): Promise<Dashboards> {
    const script = new URL('./stream-clients.mjs', import.meta.url);
    const workers = Array.from({ length: threads }, (_, i) => {
      const count = Math.floor(total / threads) + (i < total % threads ? 1 : 0);
      return new Worker(script, { workerData: { url, token, count } });
    });
    const dashboards = new Dashboards(workers);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            worker.on('error', reject);
            worker.on('message', (message: { opened?: number }) => {
              if (message.opened !== undefined) resolve();
            });
          }),
      ),
    );
    return dashboards;
  }

  /** When event `id` arrived at each stream (absolute milliseconds), once every stream has it (30 s at most). */
  arrivals(id: string): Promise<number[]> {
    const collect = () => (this.reported.get(id) ?? []).flat();
    if ((this.reported.get(id)?.length ?? 0) === this.workers.length) return Promise.resolve(collect());
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('an event did not reach every stream within 30 s')), 30_000);
      this.waiting.set(id, () => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(collect());
      });
    });
  }

  async close(): Promise<void> {
    await Promise.all(
      this.workers.map(async (worker) => {
        worker.postMessage('close');
        await worker.terminate();
      }),
    );
  }
}

/** Now, on the clock the worker threads share (performance.timeOrigin + performance.now()). */
const now = () => performance.timeOrigin + performance.now();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Round {
  /** Every (stream, event) latency in ms. */
  each: number[];
  /** Per event: until the last stream had it. */
  last: number[];
}

export async function runStreams(options: StreamsOptions): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vendor-bench-streams-'));
  await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${DATABASE}`);
  const procs: Proc[] = [];
  let dashboards: Dashboards | undefined;
  const db = new pg.Client({ connectionString: databaseUrl(DATABASE) });
  try {
    // A migrates and seeds the empty database; B starts on it once that is done.
    procs.push(await startProcess(dataDir));
    procs.push(await startProcess(dataDir));
    const [a, b] = procs as [Proc, Proc];
    await db.connect();
    const login = await fetch(`${a.api}/vendor/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: SEED_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

    // Warm B up (code paths, caches, the pool) before its memory is read.
    for (let i = 0; i < 20; i++) await fetch(`${b.api}/vendor/me`, { headers: { authorization: `Bearer ${token}` } });
    const before = rssMb(b.child.pid);
    const opening = performance.now();
    dashboards = await Dashboards.open(`${b.api}/vendor/events`, token, options.streams, options.threads);
    const openedMs = performance.now() - opening;
    const withStreams = rssMb(b.child.pid);

    const { rows } = await db.query<{ customer_id: string; address_id: string }>(
      `SELECT c.id AS customer_id, a.id AS address_id FROM customers c JOIN addresses a ON a.customer_id = c.id
       WHERE c.business_id = $1 ORDER BY c.id LIMIT 1`,
      [DEMO_BUSINESS_ID],
    );
    const customer = rows[0]!;

    // Round 1: orders committed straight into the database.
    const committed: Round = { each: [], last: [] };
    const placed: string[] = [];
    for (let n = 0; n < options.events; n++) {
      await db.query('BEGIN');
      const { rows: inserted } = await db.query<{ id: string }>(
        `INSERT INTO orders (id, business_id, customer_id, address_id, reference, status, amount_pence, created_at,
           updated_at)
         VALUES (gen_random_uuid()::text, $1, $2, $3, $4, 'pending', 1850, now(), now()) RETURNING id`,
        [DEMO_BUSINESS_ID, customer.customer_id, customer.address_id, `ORD-B${Date.now()}${n}`],
      );
      placed.push(inserted[0]!.id);
      const { rows: event } = await db.query<{ id: string }>(
        'SELECT max(id)::text AS id FROM business_events WHERE order_id = $1',
        [inserted[0]!.id],
      );
      const id = event[0]!.id;
      const sent = now();
      await db.query('COMMIT');
      record(committed, await dashboards.arrivals(id), sent);
    }

    // Round 2: status changes through process A's API.
    const throughA: Round = { each: [], last: [] };
    for (const orderId of placed) {
      const sent = now();
      const response = await fetch(`${a.api}/vendor/business/orders/${orderId}/status`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'accepted' }),
      });
      if (!response.ok) throw new Error(`status change answered ${response.status}`);
      const { rows: event } = await db.query<{ id: string }>(
        'SELECT max(id)::text AS id FROM business_events WHERE order_id = $1',
        [orderId],
      );
      record(throughA, await dashboards.arrivals(event[0]!.id), sent);
    }

    console.log(
      `\nlive updates: ${options.streams} streams of one kitchen open on process B (opened in ${(openedMs / 1000).toFixed(1)} s), ` +
        `two server processes on PostgreSQL, read by ${options.threads} worker threads, ${options.events} events each\n`,
    );
    const line = (name: string, round: Round) => {
      const each = [...round.each].sort((x, y) => x - y);
      const last = [...round.last].sort((x, y) => x - y);
      return [
        name,
        ms(percentile(each, 50)),
        ms(percentile(each, 99)),
        ms(percentile(last, 50)),
        ms(percentile(last, 99)),
      ];
    };
    printTable(
      ['event', 'p50 ms', 'p99 ms', 'all streams p50', 'all streams p99'],
      [line('order committed → stream', committed), line('status change via A → stream', throughA)],
      [0],
    );
    const p99 = percentile(
      [...committed.each].sort((x, y) => x - y),
      99,
    );
    console.log(
      `\nprocess B memory: ${before.toFixed(1)} MB before, ${withStreams.toFixed(1)} MB with ${options.streams} streams ` +
        `open (${(((withStreams - before) * 1024) / options.streams).toFixed(1)} kB a stream)`,
    );
    console.log(
      `commit → stream p99 ${ms(p99)} ms: ${p99 <= TARGET_P99_MS ? 'within' : 'OVER'} the ${TARGET_P99_MS} ms target`,
    );
  } finally {
    await dashboards?.close();
    await db.end().catch(() => {});
    await Promise.all(
      procs.map(
        (proc) =>
          new Promise<void>((resolve) => {
            if (proc.child.exitCode !== null) return resolve();
            proc.child.once('exit', () => resolve());
            proc.child.kill('SIGTERM');
          }),
      ),
    );
    await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function record(round: Round, arrivals: number[], sent: number): void {
  let last = 0;
  for (const at of arrivals) {
    round.each.push(at - sent);
    last = Math.max(last, at - sent);
  }
  round.last.push(last);
}
