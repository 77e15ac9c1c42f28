import type { PrismaClient } from '../generated/prisma/client.ts';

/**
 * Runs one statement with its values bound: the database's own runner where the server has one (pg directly on
 * PostgreSQL), else Prisma's.
 */
export type Statement = (text: string, values: readonly unknown[]) => Promise<unknown>;

export const prismaStatement =
  (prisma: PrismaClient): Statement =>
  (text, values) =>
    prisma.$executeRawUnsafe(text, ...values);
