// Daily stock of meals (table meal_daily_stock): portions taken per meal and delivery date, orders not cancelled plus
// holds of open checkouts. A hold raises the counter with a conditional update that takes the row's lock, so of many
// customers racing for the last portions only as many as there are portions get them.
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Makes sure the counter of a meal and day exists; a new one starts from the portions of orders already placed
 * (the dashboard's own orders, counted before the storefront took any).
 */
async function ensureCounter(db: Db, mealId: string, day: Date): Promise<void> {
  await db.$executeRaw`
    INSERT INTO meal_daily_stock (meal_id, delivery_date, portions_taken)
    SELECT ${mealId}, ${day}::date, COALESCE(SUM(i.quantity), 0)::int
      FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE i.meal_id = ${mealId} AND i.delivery_date = ${day}::date AND o.status <> 'cancelled'
    ON CONFLICT (meal_id, delivery_date) DO NOTHING`;
}

/**
 * Takes `portions` of a meal for a day when they fit its daily stock (null: no limit), in the caller's transaction;
 * false when fewer are left. The row stays locked until the transaction ends.
 */
export async function takePortions(
  db: Db,
  mealId: string,
  day: Date,
  portions: number,
  dailyStock: number | null,
): Promise<boolean> {
  await ensureCounter(db, mealId, day);
  const limit = dailyStock === null ? Prisma.empty : Prisma.sql`AND portions_taken + ${portions} <= ${dailyStock}`;
  const rows = await db.$queryRaw<{ portions_taken: number }[]>`
    UPDATE meal_daily_stock SET portions_taken = portions_taken + ${portions}
     WHERE meal_id = ${mealId} AND delivery_date = ${day}::date ${limit}
    RETURNING portions_taken`;
  return rows.length > 0;
}

/** Portions taken of each meal for a day (counters, or the orders placed when a meal has none yet). */
export async function portionsTaken(db: Db, mealIds: string[], day: Date): Promise<Map<string, number>> {
  if (mealIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ meal_id: string; taken: number }[]>`
    SELECT m.id AS meal_id,
           COALESCE(s.portions_taken, (
             SELECT COALESCE(SUM(i.quantity), 0) FROM order_items i JOIN orders o ON o.id = i.order_id
              WHERE i.meal_id = m.id AND i.delivery_date = ${day}::date AND o.status <> 'cancelled'))::int AS taken
      FROM meals m LEFT JOIN meal_daily_stock s ON s.meal_id = m.id AND s.delivery_date = ${day}::date
     WHERE m.id = ANY(${mealIds}::text[])`;
  return new Map(rows.map((r) => [r.meal_id, Number(r.taken)]));
}

/** Gives back the portions of these checkouts' items (their holds ended without an order). */
async function giveBackCheckouts(db: Db, checkoutIds: string[]): Promise<void> {
  if (checkoutIds.length === 0) return;
  await db.$executeRaw`
    UPDATE meal_daily_stock s SET portions_taken = GREATEST(0, s.portions_taken - x.portions)
      FROM (SELECT i.meal_id, c.delivery_date, SUM(i.quantity)::int AS portions
              FROM checkout_items i JOIN checkouts c ON c.id = i.checkout_id
             WHERE c.id = ANY(${checkoutIds}::text[])
             GROUP BY i.meal_id, c.delivery_date) x
     WHERE s.meal_id = x.meal_id AND s.delivery_date = x.delivery_date`;
  await db.$executeRaw`
    UPDATE kitchen_daily_capacity k SET orders_taken = GREATEST(0, k.orders_taken - x.orders),
           portions_taken = GREATEST(0, k.portions_taken - x.portions)
      FROM (SELECT c.business_id, c.delivery_date, COUNT(DISTINCT c.id)::int AS orders,
                   COALESCE(SUM(i.quantity), 0)::int AS portions
              FROM checkouts c LEFT JOIN checkout_items i ON i.checkout_id = c.id
             WHERE c.id = ANY(${checkoutIds}::text[])
             GROUP BY c.business_id, c.delivery_date) x
     WHERE k.business_id = x.business_id AND k.delivery_date = x.delivery_date`;
}

/**
 * Ends the holds of open checkouts: each moves from open to `status` once (a checkout already paid, expired or
 * cancelled is left alone) and its portions are given back. Answers the ids that moved.
 */
export async function endHolds(
  db: Db,
  where: { checkoutIds?: string[]; businessId?: string; lapsedBy?: Date },
  status: 'expired' | 'cancelled',
  now: Date,
): Promise<string[]> {
  const conditions: Prisma.Sql[] = [Prisma.sql`status = 'open'`];
  if (where.checkoutIds) conditions.push(Prisma.sql`id = ANY(${where.checkoutIds}::text[])`);
  if (where.businessId) conditions.push(Prisma.sql`business_id = ${where.businessId}`);
  if (where.lapsedBy) conditions.push(Prisma.sql`hold_expires_at <= ${where.lapsedBy}`);
  const moved = await db.$queryRaw<{ id: string }[]>`
    UPDATE checkouts SET status = ${status}, updated_at = ${now}
     WHERE ${Prisma.join(conditions, ' AND ')}
    RETURNING id`;
  const ids = moved.map((r) => r.id);
  await giveBackCheckouts(db, ids);
  return ids;
}

/** Releases the holds of a business that lapsed unpaid (done lazily before stock is counted). */
export const releaseLapsedHolds = (db: Db, businessId: string, now: Date) =>
  endHolds(db, { businessId, lapsedBy: now }, 'expired', now);
/** Makes sure the kitchen's counter for a day exists, started from the orders already placed for it. */
async function ensureCapacityCounter(db: Db, businessId: string, day: Date): Promise<void> {
  await db.$executeRaw`
    INSERT INTO kitchen_daily_capacity (business_id, delivery_date, orders_taken, portions_taken)
    SELECT ${businessId}, ${day}::date, COUNT(DISTINCT o.id)::int, COALESCE(SUM(i.quantity), 0)::int
      FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE i.business_id = ${businessId} AND i.delivery_date = ${day}::date AND o.status <> 'cancelled'
    ON CONFLICT (business_id, delivery_date) DO NOTHING`;
}

export interface Capacity {
  dailyCapacity: number | null;
  capacityUnit: string;
}

/**
 * Counts one more order of `portions` for the kitchen's day when it fits the daily capacity (null: no limit, still
 * counted so a limit set later starts right), in the caller's transaction; false when the day is full. The row stays
 * locked until the transaction ends, so racing checkouts for the last slot queue on it.
 */
export async function takeCapacity(
  db: Db,
  businessId: string,
  day: Date,
  portions: number,
  capacity: Capacity | null,
): Promise<boolean> {
  await ensureCapacityCounter(db, businessId, day);
  const limit =
    !capacity || capacity.dailyCapacity === null
      ? Prisma.empty
      : capacity.capacityUnit === 'portions'
        ? Prisma.sql`AND portions_taken + ${portions} <= ${capacity.dailyCapacity}`
        : Prisma.sql`AND orders_taken + 1 <= ${capacity.dailyCapacity}`;
  const rows = await db.$queryRaw<{ orders_taken: number }[]>`
    UPDATE kitchen_daily_capacity SET orders_taken = orders_taken + 1, portions_taken = portions_taken + ${portions}
     WHERE business_id = ${businessId} AND delivery_date = ${day}::date ${limit}
    RETURNING orders_taken`;
  return rows.length > 0;
}

/** Orders and portions taken for each of the kitchen's days (counters, or the orders placed without one yet). */
export async function capacityTaken(
  db: Db,
  businessId: string,
  days: string[],
): Promise<Map<string, { orders: number; portions: number }>> {
  if (days.length === 0) return new Map();
  const rows = await db.$queryRaw<{ day: string; orders: number; portions: number }[]>`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
           COALESCE(c.orders_taken, (
             SELECT COUNT(DISTINCT o.id) FROM order_items i JOIN orders o ON o.id = i.order_id
              WHERE i.business_id = ${businessId} AND i.delivery_date = d.day AND o.status <> 'cancelled'))::int AS orders,
           COALESCE(c.portions_taken, (
             SELECT COALESCE(SUM(i.quantity), 0) FROM order_items i JOIN orders o ON o.id = i.order_id
              WHERE i.business_id = ${businessId} AND i.delivery_date = d.day AND o.status <> 'cancelled'))::int AS portions
      FROM unnest(${days}::date[]) AS d(day)
      LEFT JOIN kitchen_daily_capacity c ON c.business_id = ${businessId} AND c.delivery_date = d.day`;
  return new Map(rows.map((r) => [r.day, { orders: Number(r.orders), portions: Number(r.portions) }]));
}

/** Whether a day's counts leave room for one more order of `portions`. */
export function capacityFits(
  capacity: Capacity,
  taken: { orders: number; portions: number } | undefined,
  portions: number,
): boolean {
  if (capacity.dailyCapacity === null) return true;
  const t = taken ?? { orders: 0, portions: 0 };
  return capacity.capacityUnit === 'portions'
    ? t.portions + portions <= capacity.dailyCapacity
    : t.orders + 1 <= capacity.dailyCapacity;
}

/** The meals of a kitchen marked sold out for a day. */
export async function soldOutMealIds(db: Db, mealIds: string[], day: Date): Promise<Set<string>> {
  if (mealIds.length === 0) return new Set();
  const rows = await db.mealSoldOutDate.findMany({
    where: { mealId: { in: mealIds }, deliveryDate: day },
    select: { mealId: true },
  });
  return new Set(rows.map((r) => r.mealId));
}
