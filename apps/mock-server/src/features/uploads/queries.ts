import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';

/** uploadFile: the Media row of a file just stored. */
export const createMedia = (tx: Prisma.TransactionClient, data: Prisma.MediaUncheckedCreateInput) =>
  tx.media.create({ data });

/** downloadFile: the upload stored under a key, unless it was deleted. */
export const findStoredFile = (db: PrismaClient, storageKey: string) =>
  db.media.findFirst({ where: { storageKey, deletedAt: null } });
