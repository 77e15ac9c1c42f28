// Daily stock of meals (table meal_daily_stock): portions taken per meal and delivery date, orders not cancelled plus
// holds of open checkouts. A hold raises the counter with a conditional update that takes the row's lock, so of many
// customers racing for the last portions only as many as there are portions get them.
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import type { Sql } from './queries.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** Portions taken of each meal for a day (counters, or the orders placed when a meal has none yet). */
export async function portionsTaken(db: Db, mealIds: string[], day: Date): Promise<Map<string, number>> {
  if (mealIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ meal_id: string; taken: number }[]>`
    SELECT m.id AS meal_id,
           COALESCE(s.portions_taken, (
             SELECT COALESCE(SUM(i.quantity), 0) FROM order_items i JOIN orders o ON o.id = i.order_id
              WHERE i.business_id = m.business_id AND i.meal_id = m.id AND i.delivery_date = ${day}::date
                AND o.status <> 'cancelled'))::int AS taken
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
export interface Capacity {
  dailyCapacity: number | null;
  capacityUnit: string;
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

/** A checkout's row as its hold writes it (the table's columns). */
export interface HeldCheckout {
  id: string;
  business_id: string;
  delivery_date: string;
  [column: string]: string | number | null;
}

/** A checkout item's row (the table's columns). */
export interface HeldItem {
  id: string;
  checkout_id: string;
  meal_id: string;
  quantity: number;
  [column: string]: string | number | null;
}

export type HoldOutcome = { kind: 'held' } | { kind: 'full' } | { kind: 'sold_out'; mealId: string; left: number };

/**
 * Writes a checkout with its items and holds its portions, in one call to the database (storefront_take_hold, see
 * its migration): the kitchen's day is counted when it fits the daily capacity, then each meal's portions when they
 * fit its daily stock, meals in a fixed order so two baskets never wait on each other crosswise. Nothing is written
 * when the day is full or a meal has fewer portions left than asked (the answer says which and how many are left).
 */
export async function takeHold(
  sql: Sql,
  checkout: HeldCheckout,
  items: HeldItem[],
  capacity: Capacity,
): Promise<HoldOutcome> {
  const [row] = await sql<{ outcome: string }>(
    'SELECT storefront_take_hold($1::jsonb, $2::jsonb, $3::int, $4) AS outcome',
    [JSON.stringify(checkout), JSON.stringify(items), capacity.dailyCapacity, capacity.capacityUnit],
  );
  const outcome = row?.outcome ?? '';
  if (outcome === 'held') return { kind: 'held' };
  if (outcome === 'full') return { kind: 'full' };
  const [, mealId = '', left = '0'] = outcome.split(' ');
  return { kind: 'sold_out', mealId, left: Number(left) };
}
