import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PglitePrisma } from '../db/pglite-adapter.ts';
import { PrismaClient } from '../generated/prisma/client.ts';
import { type Database, databaseOver, POOL_WAIT_MS, poolSql, preparedStatementNames } from '../db/database.ts';
import type { Sql } from '../lib/statement.ts';
import { applyMigrations } from '../db/migrate.ts';
import { pgliteNotifications, postgresNotifications } from '../db/notifications.ts';
import { seed } from '../seed/index.ts';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions.ts';

/** What the global setup prepared once: a migrated and seeded database every test file copies. */
export interface TestTemplate {
  kind: 'pglite' | 'postgres';
  /** pglite: a data-directory dump; postgres: the template database's name. */
  source: string;
  /** Seeded upload files (meal images). */
  uploadsDir: string;
  /** postgres: server URL. */
  serverUrl?: string;
  /** The instant the seed treated as "now". */
  seededAt: string;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.href;
}

/** Serialises template copies across the test workers (and parallel runs) of one PostgreSQL server. */
const COPY_LOCK = 7_364_201;
/** SQLSTATE object_in_use: CREATE DATABASE ... TEMPLATE found someone connected to the template. */
const OBJECT_IN_USE = '55006';
const COPY_ATTEMPTS = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Closes the template to connections: nobody may connect any more (a stray pool or autovacuum would make every copy
 * fail with "source database is being accessed by other users"), and anyone still connected is sent away.
 */
async function sealTemplate(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
}

/**
 * Copies the template into a new database. PostgreSQL refuses a copy while any session is connected to the template;
 * the template is sealed, copies take turns under an advisory lock, and a copy that still meets a session (one being
 * torn down) waits and tries again.
 */
async function copyTemplate(admin: pg.Client, template: string, name: string): Promise<void> {
  await admin.query('SELECT pg_advisory_lock($1)', [COPY_LOCK]);
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= COPY_ATTEMPTS) throw error;
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [template]);
        await sleep(50 * 2 ** attempt);
      }
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [COPY_LOCK]);
  }
}

/** Builds the template: migrations plus seed, once per test run. */
export async function prepareTemplate(
  serverUrl: string | undefined,
): Promise<TestTemplate & { cleanup(): Promise<void> }> {
  const work = await mkdtemp(path.join(tmpdir(), 'vendor-test-'));
  const uploadsDir = path.join(work, 'uploads');
  const seededAt = new Date().toISOString();
  if (serverUrl) {
    const name = `vendor_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const factory = new PrismaPg({ connectionString: withDatabase(serverUrl, name) });
    await applyMigrations(factory);
    const prisma = new PrismaClient({ adapter: factory });
    await seed(prisma, { uploadsDir, now: new Date(seededAt) });
    await prisma.$disconnect();
    await sealTemplate(admin, name);
    return {
      kind: 'postgres',
      source: name,
      uploadsDir,
      serverUrl,
      seededAt,
      cleanup: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
        await admin.end();
      },
    };
  }
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const factory = new PglitePrisma(pglite);
  await applyMigrations(factory);
  const prisma = new PrismaClient({ adapter: factory });
  await seed(prisma, { uploadsDir, now: new Date(seededAt) });
  await prisma.$disconnect();
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  const file = path.join(work, 'template.tar.gz');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { kind: 'pglite', source: file, uploadsDir, seededAt, cleanup: async () => {} };
}

/**
 * A new PostgreSQL database copied from the template, for servers started as separate processes; `drop` removes it
 * (ending any connection left open).
 */
export async function copyPostgresTemplate(template: TestTemplate): Promise<{ url: string; drop(): Promise<void> }> {
  if (template.kind !== 'postgres' || !template.serverUrl) throw new Error('The template is not on PostgreSQL');
  const name = `vendor_mp_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  await copyTemplate(admin, template.source, name);
  return {
    url: withDatabase(template.serverUrl, name),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
    },
  };
}

/** The connection pool of a test database: how many connections, and how long a query waits for one. */
export interface TestPool {
  max: number;
  waitMs: number;
}

/** A private copy of the template for one test file. */
export async function openTestDatabase(
  template: TestTemplate,
  pool: TestPool = { max: 5, waitMs: POOL_WAIT_MS },
): Promise<Database> {
  if (template.kind === 'postgres' && template.serverUrl) {
    const name = `vendor_t_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.serverUrl });
    await admin.connect();
    await copyTemplate(admin, template.source, name);
    const url = withDatabase(template.serverUrl, name);
    // One pool for Prisma and the Sql runner, as the server has.
    const connections = new pg.Pool({ connectionString: url, max: pool.max, connectionTimeoutMillis: pool.waitMs });
    // Connections still closing when the database is dropped are cut off: nothing to hear.
    connections.on('error', () => {});
    // Statements named as the server names them, so tests run what it runs.
    const factory = new PrismaPg(connections, { statementNameGenerator: preparedStatementNames() });
    const { prisma, queryLog, queryParams } = loggedClient(factory, pool.waitMs);
    const notifications = postgresNotifications(url);
    // The Sql runner's statements are logged beside Prisma's, so a test sees (and can EXPLAIN) every statement run.
    const direct = poolSql(connections);
    const sql: Sql = <T>(text: string, values: readonly unknown[] = []) => {
      queryLog.push(text);
      queryParams.push(JSON.stringify(values));
      return direct<T>(text, values);
    };
    return databaseOver({ prisma, sql, factory, kind: 'postgres', notifications, queryLog, queryParams }, async () => {
      await connections.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
    });
  }
  const blob = new Blob([await readFile(template.source)]);
  const pglite = new PGlite({ loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
  await pglite.waitReady;
  const factory = new PglitePrisma(pglite);
  const { prisma, queryLog, queryParams } = loggedClient(factory, pool.waitMs);
  const notifications = pgliteNotifications(pglite);
  return databaseOver({ prisma, factory, kind: 'pglite', notifications, queryLog, queryParams }, () => pglite.close());
}

/** A client that records the SQL of every query it runs, so tests can count the queries of one request. */
function loggedClient(
  adapter: PrismaPg | PglitePrisma,
  maxWait: number,
): {
  prisma: PrismaClient;
  queryLog: string[];
  queryParams: string[];
} {
  const queryLog: string[] = [];
  const queryParams: string[] = [];
  const prisma = new PrismaClient({
    adapter,
    log: [{ emit: 'event', level: 'query' }],
    transactionOptions: { maxWait },
  });
  prisma.$on('query', (event) => {
    if (queryLog.length > 10_000) {
      queryLog.splice(0, 5_000);
      queryParams.splice(0, 5_000);
    }
    queryLog.push(event.query);
    queryParams.push(event.params);
  });
  return { prisma: prisma as unknown as PrismaClient, queryLog, queryParams };
}
