import type { FastifyBaseLogger } from 'fastify';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';

/**
 * One statement with its values bound, answered as rows: for the calls on every order's path. On PostgreSQL the
 * server's runner (`app.db.sql`) goes through pg directly, on the pool Prisma uses, which costs a fraction of Prisma's
 * own work per statement; on the embedded database, through Prisma (`prismaSql`). Values are strings, numbers,
 * booleans, null or arrays of them (send a time as an ISO string with a cast); json and jsonb results arrive parsed.
 */
export type Sql = <T>(text: string, values?: readonly unknown[]) => Promise<T[]>;

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
export function unannounced(log: Pick<FastifyBaseLogger, 'warn'>, channel: string, error: unknown): void {
  log.warn({ err: error, channel }, 'a committed change could not be announced; listeners read it when they reconnect');
}
