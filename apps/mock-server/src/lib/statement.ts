import type { FastifyBaseLogger } from 'fastify';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * One statement with its values bound, answered as rows: for the calls on every order's path. On PostgreSQL the
 * server's runner (`app.db.sql`) goes through pg directly, on the pool Prisma uses, which costs a fraction of Prisma's
 * own work per statement; on the embedded database, through Prisma (`prismaSql`). Values are strings, numbers,
 * booleans, null or arrays of them (send a time as an ISO string with a cast); json and jsonb results arrive parsed.
 */
export type Sql = <T>(text: string, values?: readonly unknown[]) => Promise<T[]>;

/**
 * Starts a read whose best plan is the same for every business (its rows found by key, as an order's view by its id),
 * so that each connection keeps it prepared, with its plan, although it names business_id and sorts
 * (PLANNED_EACH_TIME in src/db/database.ts): planning the order view's statement cost about as much as running it.
 */
export const ONE_PLAN = '/* one plan for every business */ ';

/** The Sql runner through Prisma (the embedded database's, and a test's counting client's). */
export const prismaSql =
  (prisma: PrismaClient): Sql =>
  <T>(text: string, values: readonly unknown[] = []) =>
    prisma.$queryRawUnsafe<T[]>(text, ...values);

/** One statement built with `Prisma.sql` (its `$n` text and values), sent through a Sql runner. */
export const runSql = <T>(sql: Sql, statement: Prisma.Sql) => sql<T>(statement.text, statement.values);

/**
 * Logs a committed change whose notification, sent after its commit, could not be sent (the connection lost between
 * the two statements): the write stands, and whoever listens reads what it missed from the table when it reconnects.
 * (A NOTIFY inside a writing transaction holds the database server's one notification lock until that commit has
 * reached the disk, which makes every such transaction on the server commit one at a time.)
 */
export function unannounced(log: Log, channel: string, error: unknown): void {
  log.warn({ err: error, channel }, 'a committed change could not be announced; listeners read it when they reconnect');
}

/** A notification a transaction kept for after its commit (migration announce_after_commit). */
export interface KeptNotification {
  channel: string;
  payload: string;
}

/**
 * Sends the notifications a committed transaction kept (`homechef.announcements`, in the order they were made), in a
 * statement of its own that writes nothing and does not wait for the disk. A failure is logged, never thrown: the
 * writes stand.
 */
export async function announceKept(sql: Sql, kept: readonly KeptNotification[] | null | undefined, log: Log) {
  if (!kept?.length) return;
  try {
    await sql(
      `SELECT count(*)::int AS notified FROM jsonb_array_elements($1::jsonb) AS e (kept),
         LATERAL (SELECT set_config('synchronous_commit', 'off', true),
           pg_notify(e.kept ->> 'channel', e.kept ->> 'payload')) sent`,
      [JSON.stringify(kept)],
    );
  } catch (error) {
    unannounced(log, kept.map((k) => k.channel).join(', '), error);
  }
}

/**
 * `work` in one transaction whose triggers keep their notifications (`homechef.announce_after_commit`) where they
 * would send them inside it, sent once it has committed: a NOTIFY inside a writing transaction holds the database
 * server's one notification lock across its commit, so every notifying transaction on the server commits one at a
 * time. Nothing is sent for a transaction that rolls back.
 */
export async function inTransactionAnnouncedAfter<T>(
  prisma: PrismaClient,
  sql: Sql,
  log: Log,
  work: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  const { result, kept } = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT set_config('homechef.announce_after_commit', 'on', true)`;
    const done = await work(tx);
    const [row] = await tx.$queryRaw<{ kept: string | null }[]>`
      SELECT nullif(current_setting('homechef.announcements', true), '') AS kept`;
    return { result: done, kept: row?.kept ? (JSON.parse(row.kept) as KeptNotification[]) : null };
  });
  await announceKept(sql, kept, log);
  return result;
}
