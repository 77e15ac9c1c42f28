import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';

type Db = PrismaClient | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;

/** What toBranding needs. */
export const getBranding = (db: Db, businessId: string) =>
  db.business.findUniqueOrThrow({
    where: { id: businessId },
    select: {
      kitchenName: true,
      handleName: true,
      kitchenDescription: true,
      address: true,
      bannerMediaId: true,
      bannerMedia: { select: { url: true, deletedAt: true } },
    },
  });

/** Another kitchen holding the handle, ignoring case. */
export const handleHolder = (tx: Tx, handle: string, exceptBusinessId: string) =>
  tx.business.findFirst({
    where: { handleName: { equals: handle, mode: 'insensitive' }, id: { not: exceptBusinessId } },
    select: { id: true },
  });

/** A banner upload of the business; null for anything else. */
export const findBannerUpload = (tx: Tx, businessId: string, id: string) =>
  tx.media.findFirst({ where: { id, businessId, purpose: 'banner', deletedAt: null }, select: { id: true } });

export const findBusiness = (tx: Tx, businessId: string) =>
  tx.business.findUniqueOrThrow({ where: { id: businessId } });

export async function updateBranding(tx: Tx, businessId: string, data: Prisma.BusinessUncheckedUpdateInput) {
  await tx.business.update({ where: { id: businessId }, data });
}
