import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PglitePrisma } from './pglite-adapter.ts';
import { PrismaClient } from '../generated/prisma/client.ts';
import { type Notifications, pgliteNotifications, postgresNotifications } from './notifications.ts';
import { ROOT_DIR } from '../env.ts';
import { ONE_PLAN, prismaSql, type Sql } from '../lib/statement.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';

export { prismaSql, type Sql };

/**
 * An embedded database with every migration of the build applied, written by `pnpm build` (scripts/build.ts). A first
 * start unpacks it into the empty data directory, which is several times faster than creating a cluster; migrations
 * added since still run after it.
 */
export const PGLITE_TEMPLATE_PATH = path.join(ROOT_DIR, 'apps/mock-server/dist/pglite-template.tar.gz');

export interface Database {
  prisma: PrismaClient;
  sql: Sql;
  factory: SqlMigrationAwareDriverAdapterFactory;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY: how a process hears of changes made by another (or by itself, through triggers). */
  notifications: Notifications;
  /** Tests only: the SQL of every query run, in order. */
  queryLog?: string[];
  /** Tests only: the parameters of each query of queryLog (JSON), at the same index. */
  queryParams?: string[];
  close(): Promise<void>;
}

/**
 * A Database over an open client. Closing it stops listening for notifications, disconnects Prisma and then runs
 * `release`, which frees what the connection stands on (the embedded database, a test's private database).
 */
export function databaseOver(
  parts: Omit<Database, 'close' | 'sql'> & { sql?: Sql },
  release?: () => Promise<void>,
): Database {
  const sql = parts.sql ?? prismaSql(parts.prisma);
  return {
    ...parts,
    sql,
    close: async () => {
      await parts.notifications.close();
      await parts.prisma.$disconnect();
      await release?.();
    },
  };
}

/** Connections each process keeps to PostgreSQL; requests beyond it wait their turn for one. */
export const POOL_SIZE = 10;

/**
 * Longest a query waits for a pooled connection, and a transaction for its start, before the request gives up and
 * answers 503 with Retry-After (plugins/error-handler.ts) instead of queueing without end behind a busy pool. Long
 * enough that a burst (fifty requests at once on a pool of ten) waits its turn rather than failing, as Prisma's
 * default two seconds made some of such a burst do.
 */
export const POOL_WAIT_MS = 15_000;

/** Every interactive transaction's limits: the wait above for its start, and as long again to finish. */
export const TRANSACTION_OPTIONS = { maxWait: POOL_WAIT_MS, timeout: 15_000 };

export interface DatabaseOptions {
  /** A PostgreSQL server; wins over the embedded database. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** A data-directory dump an empty dataDir starts from (default: the build's, when there is one). */
  template?: string | undefined;
}

/**
 * The embedded database's buffer pool. PostgreSQL's default of 128 MB lives in the process's own memory here, most of
 * it resident once started; the seeded kitchen needs a few megabytes, and the operating system still caches the data
 * files below it.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * Records the embedded database's settings in its data directory (postgresql.auto.conf), read from its next start.
 * The build's template carries them, so a first start from it already runs with them.
 */
export async function configurePglite(pglite: PGlite): Promise<void> {
  const { rows } = await pglite.query<{ value: string }>("SELECT current_setting('shared_buffers') AS value");
  if (rows[0]?.value !== PGLITE_SHARED_BUFFERS) {
    await pglite.exec(`ALTER SYSTEM SET shared_buffers = '${PGLITE_SHARED_BUFFERS}'`);
  }
}

/**
 * Settings of every pooled PostgreSQL connection. The API answers many small queries: compiling one to machine code
 * (JIT, for a plan the planner thinks costly) or starting worker processes for it (parallel query) costs more than
 * the query, and on a busy machine a worker's start alone took 100 ms of a 2 ms count.
 */
export const CONNECTION_SETTINGS = '-c jit=off -c max_parallel_workers_per_gather=0';

/** Distinct statements each connection keeps prepared at most; statements beyond them are sent as text each time. */
export const PREPARED_STATEMENTS = 400;

/**
 * A read (no write) of one business's rows that sorts, groups or counts them: its best plan depends on how big the business is
 * (a kitchen of 250,000 orders and one of 70 want different plans), so it is planned afresh for the business it reads.
 */
const PLANNED_EACH_TIME = /^\s*(WITH|SELECT)\b[\s\S]*business_id[\s\S]*\b(ORDER BY|GROUP BY|count\(|sum\()/i;
const WRITES = /\b(INSERT|UPDATE|DELETE)\b/i;

/**
 * Names the statements Prisma sends, so each connection parses a statement once and keeps it, with its plan once the
 * plan does not depend on the values (PostgreSQL's choice after five runs). PostgreSQL plans an unnamed statement again
 * on every call, which for a status change's statement and the storefront's calls cost more than running them. The
 * name is the statement's hash; at most PREPARED_STATEMENTS are named, and PLANNED_EACH_TIME reads never are unless
 * they start with ONE_PLAN.
 */
export function preparedStatementNames(): (query: { sql: string }) => string {
  // '' leaves a statement unnamed (pg prepares only a statement with a name).
  const names = new Map<string, string>();
  return ({ sql }) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= PREPARED_STATEMENTS) return '';
    const name =
      PLANNED_EACH_TIME.test(sql) && !WRITES.test(sql) && !sql.startsWith(ONE_PLAN)
        ? ''
        : `q${createHash('sha256').update(sql).digest('base64url').slice(0, 22)}`;
    names.set(sql, name);
    return name;
  };
}

/** The Sql runner over a pg pool: statements named as Prisma's are, so each connection prepares them once. */
export function poolSql(pool: pg.Pool): Sql {
  const names = preparedStatementNames();
  return async <T>(text: string, values: readonly unknown[] = []) => {
    const name = names({ sql: text });
    const result = await pool.query({ ...(name ? { name: `s${name}` } : {}), text, values: [...values] });
    return result.rows as T[];
  };
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite kept in DATA_DIR so data survives restarts. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // One pool for Prisma and for the Sql runner, ended once Prisma has disconnected.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POOL_SIZE,
      connectionTimeoutMillis: POOL_WAIT_MS,
      options: CONNECTION_SETTINGS,
    });
    // A connection that fails while idle (the server restarted, a network cut) leaves the pool, and the next query opens
    // another; without a listener its error would end the process.
    pool.on('error', () => {});
    const factory = new PrismaPg(pool, { statementNameGenerator: preparedStatementNames() });
    const prisma = new PrismaClient({ adapter: factory, transactionOptions: TRANSACTION_OPTIONS });
    return databaseOver(
      {
        prisma,
        sql: poolSql(pool),
        factory,
        kind: 'postgres',
        notifications: postgresNotifications(options.databaseUrl),
      },
      () => pool.end(),
    );
  }
  let pglite: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const empty = readdirSync(dir).length === 0;
    const template = options.template ?? PGLITE_TEMPLATE_PATH;
    pglite =
      empty && existsSync(template)
        ? new PGlite(dir, { loadDataDir: new Blob([await readFile(template)]), extensions: PGLITE_EXTENSIONS })
        : new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
  } else {
    pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  }
  await pglite.waitReady;
  if (options.dataDir) await configurePglite(pglite);
  const factory = new PglitePrisma(pglite);
  const prisma = new PrismaClient({ adapter: factory, transactionOptions: TRANSACTION_OPTIONS });
  return databaseOver({ prisma, factory, kind: 'pglite', notifications: pgliteNotifications(pglite) }, () =>
    pglite.close(),
  );
}
