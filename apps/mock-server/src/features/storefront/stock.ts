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
