// Prints how long the production server takes to answer /api/v1/health on an empty data directory (migrations and
// seed included) and on a restart over the same directory, and its resident memory once idle.
// Usage: pnpm measure:start [--db postgres] (postgres: a fresh database on BENCH_PG_URL's server each time).
// Needs the server compiled first (pnpm build; pnpm start does it).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'apps/mock-server/dist/server.js');
if (!existsSync(entry)) throw new Error(`${entry} is missing: run pnpm build first`);
const { values } = parseArgs({
  options: { db: { type: 'string', default: 'pglite' }, idle: { type: 'string', default: '5' } },
});
const pgServer = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** CPU seconds a process has used (user + system): what a start costs, whatever else the machine is doing. */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
};

async function adminQuery(sql) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  await admin.query(sql).finally(() => admin.end());
}

/** Starts the server, waits for health, returns the time it took and the child process. */
async function start(env, port) {
  const began = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the server exited before it was healthy');
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { ms: performance.now() - began, cpu: cpuSeconds(child.pid), child };
    await sleep(25);
  }
}

async function stop(child) {
  const done = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await done;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'vendor-start-'));
const port = 18000 + Math.floor(Math.random() * 2000);
const dbName = 'vendor_start';
const env = {
  NODE_ENV: 'production',
  JWT_SECRET: 'measure-start-secret-measure-start-secret-0123',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
};
if (values.db === 'postgres') {
  await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${dbName}`);
  const u = new URL(pgServer);
  u.pathname = `/${dbName}`;
  env.DATABASE_URL = u.href;
}
try {
  const fresh = await start(env, port);
  await stop(fresh.child);
  const again = await start(env, port);
  // Idle: a few requests' worth of warm-up already happened (health); give the heap time to settle.
  await sleep(Number(values.idle) * 1000);
  const rss = rssMb(again.child.pid);
  await stop(again.child);
  console.log(`database: ${values.db}; node ${process.version}`);
  const cpu = (r) => `(${r.cpu.toFixed(2)} s of CPU)`;
  console.log(`time to health, empty data directory: ${(fresh.ms / 1000).toFixed(2)} s ${cpu(fresh)}`);
  console.log(`time to health, restart:              ${(again.ms / 1000).toFixed(2)} s ${cpu(again)}`);
  console.log(`load average when done: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  console.log(`idle resident memory after restart:   ${rss.toFixed(0)} MB`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (values.db === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
}
