import type { OrderStatus } from '@vendor/api-types';
import { randomBytes } from 'node:crypto';
import type { QueryOf } from '../../lib/handler.ts';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import { ORDER_PAGE_SQL, type OrderViewRow } from './view-sql.ts';

type Db = PrismaClient | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;

/** A transaction reference for rows the server adds (the seed numbers its own TRX-2xxxxx). */
export const newTransactionReference = () => `TRX-${randomBytes(5).toString('hex').toUpperCase()}`;

/** The pattern of Prisma's `contains` (PostgreSQL): `text` anywhere, its LIKE wildcards left as they are. */
const containsPattern = (text: string) => `%${text}%`;

/**
 * The orders a listOrders query asks for, as a condition on `orders o`: the business, the status, an item delivered
 * within the dates, and every search word in the reference or the customer's first name, last name or e-mail.
 */
export function orderFilter(businessId: string, q: QueryOf<'listOrders'>): { businessId: string; sql: Prisma.Sql } {
  const conditions = [Prisma.sql`o.business_id = ${businessId}`];
  if (q.status) conditions.push(Prisma.sql`o.status = ${q.status}`);
  if (q.from || q.to) {
    const from = q.from ? Prisma.sql` AND i.delivery_date >= ${q.from}::date` : Prisma.empty;
    const to = q.to ? Prisma.sql` AND i.delivery_date <= ${q.to}::date` : Prisma.empty;
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id${from}${to})`);
  }
  for (const word of (q.search ?? '').trim().split(/\s+/).filter(Boolean)) {
    const pattern = containsPattern(word);
    conditions.push(Prisma.sql`(o.reference ILIKE ${pattern} OR EXISTS (SELECT 1 FROM customers c
      WHERE c.id = o.customer_id AND (c.first_name ILIKE ${pattern} OR c.last_name ILIKE ${pattern}
        OR c.email ILIKE ${pattern})))`);
  }
  return { businessId, sql: Prisma.join(conditions, ' AND ') };
}

type OrderFilter = ReturnType<typeof orderFilter>;

/** The ids of the matching orders, newest first, from `skip`, at most `take`, with the number that match beside them. */
const pageIds = (db: Db, filter: OrderFilter, skip: number, take: number) =>
  db.$queryRaw<{ id: string; total: bigint | number }[]>`
    SELECT o.id, count(*) OVER () AS total FROM orders o WHERE ${filter.sql}
    ORDER BY o.created_at DESC, o.id DESC OFFSET ${skip} LIMIT ${take}`;

/** PostgreSQL's json arrives parsed; a driver that hands back text is parsed here. */
const parsed = (body: OrderViewRow | string): OrderViewRow =>
  typeof body === 'string' ? (JSON.parse(body) as OrderViewRow) : body;

/** The business's orders among these ids, each built whole by the database in one statement (newest first). */
export async function orderViews(db: Db, businessId: string, ids: string[]): Promise<OrderViewRow[]> {
  if (!ids.length) return [];
  const rows = await db.$queryRaw<{ body: OrderViewRow | string }[]>`
    WITH page AS (
      SELECT o.id, o.business_id, o.created_at, 0 AS total FROM orders o
      WHERE o.business_id = ${businessId} AND o.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))),
    ${Prisma.raw(ORDER_PAGE_SQL)}`;
  return rows.map((row) => parsed(row.body));
}

/**
 * A page of orders with the total in one statement, whatever the page holds: the page's ids cut by index with the
 * number of matching orders beside them (a window count, no second scan), each order then built whole as JSON. Only a
 * page past the end, which has no row to carry it, counts separately.
 */
export async function listOrders(
  db: Db,
  filter: OrderFilter,
  page: { skip: number; take: number },
): Promise<[number, OrderViewRow[]]> {
  const rows = await db.$queryRaw<{ total: bigint | number; body: OrderViewRow | string }[]>`
    WITH page AS (
      SELECT o.id, o.business_id, o.created_at, count(*) OVER () AS total FROM orders o WHERE ${filter.sql}
      ORDER BY o.created_at DESC, o.id DESC OFFSET ${page.skip} LIMIT ${page.take}),
    ${Prisma.raw(ORDER_PAGE_SQL)}`;
  if (!rows.length) {
    if (page.skip === 0) return [0, []];
    const [{ total } = { total: 0 }] = await db.$queryRaw<{ total: bigint | number }[]>`
      SELECT count(*) AS total FROM orders o WHERE ${filter.sql}`;
    return [Number(total), []];
  }
  return [Number(rows[0]!.total), rows.map((row) => parsed(row.body))];
}

/** An order of the business as its view shows it (404 for anyone else's). */
export async function getOrder(db: Db, businessId: string, id: string) {
  const [order] = await orderViews(db, businessId, [id]);
  if (!order) throw notFound('Order');
  return order;
}

/** The fields a status change reads (404 for another business's order). */
export async function findOrderForChange(tx: Tx, businessId: string, id: string) {
  const order = await tx.order.findFirst({
    where: { id, businessId },
    select: { id: true, status: true, version: true, reference: true, amountPence: true },
  });
  if (!order) throw notFound('Order');
  return order;
}

/**
 * updateOrderStatus and cancelOrder: moves an order (and its items) from one status to another if nobody changed it
 * since it was read: conditional on the status and version read. Records the step. Returns false when another change
 * came first.
 */
export async function moveOrder(
  tx: Tx,
  order: { id: string; businessId: string; from: OrderStatus; version: number },
  change: { to: OrderStatus; data?: Prisma.OrderUpdateManyMutationInput; at: Date; byUserId: string },
): Promise<boolean> {
  const moved = await tx.order.updateMany({
    where: { id: order.id, businessId: order.businessId, status: order.from, version: order.version },
    data: { ...change.data, status: change.to, version: { increment: 1 }, updatedAt: change.at },
  });
  if (moved.count === 0) return false;
  await tx.orderItem.updateMany({ where: { orderId: order.id }, data: { status: change.to } });
  await tx.orderStatusEvent.create({
    data: { orderId: order.id, from: order.from, to: change.to, at: change.at, byUserId: change.byUserId },
  });
  return true;
}

export const currentStatus = async (tx: Tx, id: string) =>
  (await tx.order.findFirst({ where: { id }, select: { status: true } }))?.status;

/**
 * cancelOrder's money: for a cancelled order, sales not paid out yet simply stop counting; money already on its way
 * or paid goes back as a refund. The customer pays when the kitchen accepts the order, so an order cancelled after
 * acceptance without a sale on record is refunded in full.
 */
export async function settleCancellation(
  tx: Tx,
  order: { id: string; businessId: string; reference: string; amountPence: number; from: OrderStatus },
  at: Date,
): Promise<void> {
  const { businessId } = order;
  const sales = await tx.transaction.findMany({
    where: { businessId, orderId: order.id, type: 'sale', status: { not: 'cancelled' } },
  });
  const refund = (amountPence: number) =>
    tx.transaction.create({
      data: {
        businessId,
        orderId: order.id,
        reference: newTransactionReference(),
        description: `Refund for order ${order.reference}`,
        type: 'refund',
        status: 'pending',
        amountPence,
        createdAt: at,
      },
    });
  for (const sale of sales) {
    if (sale.status === 'pending' || sale.status === 'hold') {
      await tx.transaction.update({ where: { id: sale.id }, data: { status: 'cancelled', updatedAt: at } });
    } else {
      await refund(sale.amountPence);
    }
  }
  if (sales.length === 0 && order.from !== 'pending') {
    const already = await tx.transaction.count({ where: { businessId, orderId: order.id, type: 'refund' } });
    if (already === 0) await refund(order.amountPence);
  }
}

/** getOrderTimeline: the order's status changes, oldest first, with the member who made each (404 for others'). */
export async function getOrderTimeline(db: Db, businessId: string, id: string) {
  const order = await db.order.findFirst({
    where: { id, businessId },
    select: {
      events: {
        orderBy: [{ at: 'asc' }, { id: 'asc' }],
        select: {
          from: true,
          to: true,
          at: true,
          byUser: { select: { firstName: true, lastName: true, email: true } },
        },
      },
    },
  });
  if (!order) throw notFound('Order');
  return order.events;
}

/** getOrderLabels: the order's items with what a label shows of their meals (404 for another business's order). */
export async function getOrderLabels(db: Db, businessId: string, id: string) {
  const order = await db.order.findFirst({
    where: { id, businessId },
    select: {
      id: true,
      reference: true,
      customer: { select: { firstName: true, lastName: true } },
      items: {
        orderBy: [{ deliveryDate: 'asc' }, { id: 'asc' }],
        select: {
          id: true,
          mealName: true,
          optionSize: true,
          quantity: true,
          deliveryDate: true,
          meal: {
            select: {
              name: true,
              additives: true,
              customIngredients: true,
              ingredients: {
                select: { ingredient: { select: { name: true } } },
                orderBy: { ingredient: { name: 'asc' } },
              },
              allergens: { select: { allergen: { select: { name: true } } } },
            },
          },
        },
      },
    },
  });
  if (!order) throw notFound('Order');
  return order;
}

/** Statuses of the orders a prep list counts: accepted by the kitchen and not cooked yet. */
export const TO_COOK = ['accepted', 'preparing'] as const satisfies readonly OrderStatus[];

/** getPrepList: the items delivered on `day` of the business's orders still to cook. */
export async function getPrepList(db: Db, businessId: string, day: Date) {
  return db.orderItem.findMany({
    where: { deliveryDate: day, order: { businessId, status: { in: [...TO_COOK] } } },
    select: {
      orderId: true,
      mealId: true,
      mealOptionId: true,
      mealName: true,
      optionSize: true,
      servings: true,
      quantity: true,
      meal: { select: { name: true } },
    },
  });
}

/** The most rows one CSV export holds. */
export const EXPORT_LIMIT = 10_000;

/** exportOrders: the orders listOrders would answer for the same filter, newest first, with what a row shows. */
export async function exportOrders(db: Db, filter: OrderFilter) {
  const ids = (await pageIds(db, filter, 0, EXPORT_LIMIT)).map((row) => row.id);
  const rows = await db.order.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      reference: true,
      createdAt: true,
      status: true,
      amountPence: true,
      cancellationReason: true,
      customer: { select: { firstName: true, lastName: true, email: true, phone: true } },
      items: { select: { quantity: true, deliveryDate: true } },
    },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
