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

/** The kitchen's pause, holiday ranges not over by `today` (UK) and daily capacity, as the wire shows them. */
export async function getKitchenControls(db: Db, businessId: string, now: Date, today: string) {
  const business = await db.business.findUniqueOrThrow({
    where: { id: businessId },
    select: { ordersPaused: true, ordersPausedUntil: true, dailyCapacity: true, capacityUnit: true },
  });
  const holidays = await db.kitchenHoliday.findMany({
    where: { businessId, endDate: { gte: new Date(`${today}T00:00:00.000Z`) } },
    orderBy: [{ startDate: 'asc' }, { id: 'asc' }],
  });
  const until = business.ordersPausedUntil;
  const paused = business.ordersPaused && (!until || now.getTime() < until.getTime());
  return {
    pause: { paused, until: paused && until ? until.toISOString() : null },
    holidays: holidays.map((h) => ({
      id: h.id,
      startDate: h.startDate.toISOString().slice(0, 10),
      endDate: h.endDate.toISOString().slice(0, 10),
    })),
    capacity: {
      dailyCapacity: business.dailyCapacity,
      unit: business.capacityUnit === 'portions' ? ('portions' as const) : ('orders' as const),
    },
  };
}

/** Pauses new orders until an instant, or until resumed (null); `false` resumes. */
export async function pauseOrders(db: Db, businessId: string, pause: { until: Date | null } | false) {
  await db.business.update({
    where: { id: businessId },
    data: pause
      ? { ordersPaused: true, ordersPausedUntil: pause.until }
      : { ordersPaused: false, ordersPausedUntil: null },
  });
}

export const addKitchenHoliday = (db: Db, businessId: string, startDate: string, endDate: string) =>
  db.kitchenHoliday.create({
    data: {
      businessId,
      startDate: new Date(`${startDate}T00:00:00.000Z`),
      endDate: new Date(`${endDate}T00:00:00.000Z`),
    },
  });

/** Removes a holiday range of the business; the range removed, or null when it has none with this id. */
export async function deleteKitchenHoliday(db: Db, businessId: string, id: string) {
  const holiday = await db.kitchenHoliday.findFirst({ where: { id, businessId } });
  if (!holiday) return null;
  await db.kitchenHoliday.delete({ where: { id } });
  return holiday;
}

/**
 * Sets the kitchen's daily capacity. The day counters are kept only while a limit is set (a hold without one takes no
 * count): a limit set after none drops the old counters, and each day's starts again from its orders at its next hold.
 */
export async function saveDailyCapacity(db: Db, businessId: string, dailyCapacity: number | null, unit: string) {
  if (dailyCapacity !== null) {
    await db.$executeRaw`
      DELETE FROM kitchen_daily_capacity k USING businesses b
      WHERE b.id = ${businessId} AND b.daily_capacity IS NULL AND k.business_id = b.id`;
  }
  return db.business.update({ where: { id: businessId }, data: { dailyCapacity, capacityUnit: unit } });
}
