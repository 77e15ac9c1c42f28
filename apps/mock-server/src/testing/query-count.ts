import { PrismaClient } from '../generated/prisma/client.ts';
import type { TestApp } from './harness.ts';
export { prismaSql } from '../db/database.ts';

/**
 * Runs `work` against a client on the test's own database that counts the SQL statements it sends (Prisma's query
 * events), so a test can hold a read to the number of round trips it makes.
 */
export async function countQueries<T>(
  t: TestApp,
  work: (prisma: PrismaClient) => Promise<T>,
): Promise<{ result: T; queries: string[] }> {
  const prisma = new PrismaClient({ adapter: t.db.factory, log: [{ emit: 'event', level: 'query' }] });
  const queries: string[] = [];
  prisma.$on('query', (event) => queries.push(event.query));
  try {
    // The first statement of a new client may open its connection; that is not part of the read.
    await prisma.$queryRaw`SELECT 1`;
    queries.length = 0;
    return { result: await work(prisma), queries };
  } finally {
    await prisma.$disconnect();
  }
}
