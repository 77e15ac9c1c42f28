import type { WeeklySchedule } from '@vendor/api-types';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { toAvailability, WEEKDAY_OF, DAYS } from './view.ts';

type Db = PrismaClient | Prisma.TransactionClient;

export async function getKitchenAvailability(db: Db, businessId: string) {
  const rows = await db.openingHours.findMany({ where: { businessId } });
  const business = await db.business.findUniqueOrThrow({
    where: { id: businessId },
    select: { orderCutOffTime: true },
  });
  return toAvailability(rows, business.orderCutOffTime);
}

/** Saves all seven days and the order cut-off time. */
export async function saveKitchenAvailability(
  tx: Prisma.TransactionClient,
  businessId: string,
  schedule: WeeklySchedule,
  orderCutOffTime: string | null,
): Promise<void> {
  for (const day of DAYS) {
    const { open, close, isActive } = schedule[day];
    const weekday = WEEKDAY_OF[day];
    await tx.openingHours.upsert({
      where: { businessId_weekday: { businessId, weekday } },
      create: { businessId, weekday, open, close, isActive },
      update: { open, close, isActive },
    });
  }
  await tx.business.update({ where: { id: businessId }, data: { orderCutOffTime } });
}
