import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';

export const createMedia = (tx: Prisma.TransactionClient, data: Prisma.MediaUncheckedCreateInput) =>
  tx.media.create({ data });

/** The upload stored under a key, unless it was deleted. */
export const findStoredFile = (db: PrismaClient, storageKey: string) =>
  db.media.findFirst({ where: { storageKey, deletedAt: null } });
