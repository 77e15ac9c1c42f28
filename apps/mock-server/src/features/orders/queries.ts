import type { components, Order as OrderDto, OrderStatus } from '@vendor/api-types';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AuditEntry } from '../../lib/audit.ts';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import { ONE_PLAN, unannounced } from '../../lib/statement.ts';
import { isoDate } from '../../lib/dates.ts';
import { ORDER_PAGE_SQL } from './view-sql.ts';

type Db = PrismaClient | Prisma.TransactionClient;
/** The database's statement runner (pg directly on PostgreSQL). */
type Sql = FastifyInstance['db']['sql'];
type Tx = Prisma.TransactionClient;

/** A transaction reference for rows the server adds (the seed numbers its own TRX-2xxxxx). */
export const newTransactionReference = () => `TRX-${randomBytes(5).toString('hex').toUpperCase()}`;

export { exportOrders, listOrders, orderFilter } from './list.ts';

/**
 * An order of the business as its view shows it (404 for anyone else's), through the database's statement runner (pg
 * directly on PostgreSQL): the answer of every status change.
 *
 * With `announcing`, the committed change's live-update message: the same statement sends it on `business_events`
 * before it reads the order (a read, so its transaction writes nothing and does not wait for the disk), one round trip
 * where announcing and reading took two. When that statement fails the change stands all the same: the failure is
 * logged, and the order is read again without it (a dashboard replays the event when it reconnects).
 */
export async function getOrder(
  sql: Sql,
  businessId: string,
  id: string,
  announcing?: { message: string; log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<OrderDto> {
  const read = `page AS (
       SELECT o.* FROM orders o WHERE o.id = $1 AND o.business_id = $2`;
  let rows: { body: string }[] | undefined;
  if (announcing) {
    try {
      // The subquery names no column of the order: PostgreSQL runs it once, before the order is looked up.
      rows = await sql<{ body: string }>(
        `${ONE_PLAN}WITH sent AS MATERIALIZED (
           SELECT set_config('synchronous_commit', 'off', true), pg_notify('business_events', $3)),
         ${read} AND (SELECT count(*) FROM sent) = 1),
         ${ORDER_PAGE_SQL}`,
        [id, businessId, announcing.message],
      );
    } catch (error) {
      unannounced(announcing.log, 'business_events', error);
    }
  }
  rows ??= await sql<{ body: string }>(`${ONE_PLAN}WITH ${read}), ${ORDER_PAGE_SQL}`, [id, businessId]);
  const [row] = rows;
  if (!row) throw notFound('Order');
  return JSON.parse(row.body) as OrderDto;
}

/** The fields a status change reads (404 for another business's order). */
export async function findOrderForChange(db: Db, businessId: string, id: string) {
  const order = await db.order.findFirst({
    where: { id, businessId },
    select: { id: true, status: true, version: true, reference: true, amountPence: true, paymentIntentId: true },
  });
  if (!order) throw notFound('Order');
  return order;
}

/**
 * updateOrderStatus and cancelOrder: moves an order (and its items) from one status to another if nobody changed it
 * since it was read (conditional on the status and version read), recording the step and the audit event, all in one
 * statement: one round trip, one transaction, nothing held between statements while other writers wait. Returns false
 * when another change came first.
 */
export async function moveOrder(
  db: Db,
  order: { id: string; businessId: string; from: OrderStatus; version: number },
  change: { to: OrderStatus; at: Date; byUserId: string; cancellation?: CancellationData; audit: AuditEntry },
): Promise<boolean> {
  const { cancellation, audit } = change;
  const cancelled = cancellation
    ? Prisma.sql`, cancellation_reason = ${cancellation.reason}, cancellation_details = ${cancellation.details},
        cancelled_at = ${change.at}`
    : Prisma.empty;
  const [row] = await db.$queryRaw<{ moved: number }[]>`
    WITH moved AS (
      UPDATE orders SET status = ${change.to}, version = version + 1, updated_at = ${change.at}${cancelled}
      WHERE id = ${order.id} AND business_id = ${order.businessId} AND status = ${order.from}
        AND version = ${order.version}
      RETURNING id),
    items AS (UPDATE order_items SET status = ${change.to} WHERE order_id IN (SELECT id FROM moved)),
    step AS (
      INSERT INTO order_status_events (id, order_id, "from", "to", at, by_user_id)
      SELECT ${randomUUID()}, id, ${order.from}, ${change.to}, ${change.at}, ${change.byUserId} FROM moved),
    logged AS (
      INSERT INTO audit_events (id, business_id, user_id, event_type, item_type, item_id, item_affected, description,
        created_at)
      SELECT ${randomUUID()}, ${order.businessId}, ${change.byUserId}, ${audit.eventType}, ${audit.itemType}, id,
        ${audit.itemAffected}, ${audit.description}, ${change.at} FROM moved)
    SELECT count(*)::int AS moved FROM moved`;
  return (row?.moved ?? 0) > 0;
}

/**
 * updateOrderStatus in one statement: reads the order and, when its status is one of `allowedFrom`, moves it (and its
 * items) on as moveOrder does, with the step and the audit event, whose description is `describe.before`, the status
 * it had, then `describe.after`. The move is conditional on the status and version read, so of two simultaneous
 * changes exactly one applies. Returns the order as read and whether it moved; null when the business has no such
 * order.
 *
 * The statement writes the change's business event itself (the trigger leaves it to the statement, named in
 * `homechef.event_written`), shaped by the functions the trigger shapes its own with (`order_event_payload`,
 * `business_event_message`), and answers its message (`announce`) for the caller to send on `business_events` once
 * committed, in a statement of its own (getOrder's): a NOTIFY inside the change would hold the database server's one
 * notification lock across the change's commit and its wait for the disk, so changes of every kitchen committed one at
 * a time (the benchmark's status changes waited on that lock).
 */
export async function readAndMoveOrder(
  sql: Sql,
  order: { id: string; businessId: string },
  change: {
    to: OrderStatus;
    allowedFrom: readonly OrderStatus[];
    at: Date;
    byUserId: string;
    audit: Pick<AuditEntry, 'eventType' | 'itemType'>;
    describe: { before: string; after: string };
  },
): Promise<{ status: OrderStatus; reference: string; source: string; moved: boolean; announce: string | null } | null> {
  const { audit, describe } = change;
  // Sent through the database's statement runner (pg directly on PostgreSQL): a kitchen's burst of status changes.
  const [row] = await sql<{
    status: OrderStatus;
    reference: string;
    source: string;
    moved: number;
    announce: string | null;
  }>(
    `WITH current AS (
       SELECT id, status, version, reference, source, set_config('homechef.event_written', id, true) AS written
       FROM orders WHERE id = $1 AND business_id = $2),
     moved AS (
       UPDATE orders o SET status = $3, version = o.version + 1, updated_at = $4::timestamp
       FROM current c
       WHERE o.id = c.id AND o.status = c.status AND o.version = c.version
         AND c.status = ANY ($5::text[])
       RETURNING o.id, c.status AS from_status, c.reference, o.customer_id, o.amount_pence),
     items AS (UPDATE order_items SET status = $3 WHERE order_id IN (SELECT id FROM moved)),
     step AS (
       INSERT INTO order_status_events (id, order_id, "from", "to", at, by_user_id)
       SELECT $6, id, from_status, $3, $4::timestamp, $7 FROM moved),
     logged AS (
       INSERT INTO audit_events (id, business_id, user_id, event_type, item_type, item_id, item_affected, description,
         created_at)
       SELECT $8, $2, $7, $9, $10, id, reference, $11 || from_status || $12, $4::timestamp FROM moved),
     event AS (
       INSERT INTO business_events (business_id, type, order_id, payload, created_at)
       SELECT $2, CASE WHEN $3 = 'cancelled' THEN 'order.cancelled' ELSE 'order.status_changed' END, m.id,
         order_event_payload(m.reference, $3, m.from_status, m.customer_id, m.amount_pence), now() AT TIME ZONE 'UTC'
       FROM moved m
       RETURNING id, business_id, type, order_id, payload, created_at)
     SELECT c.status, c.reference, c.source, (SELECT count(*) FROM moved)::int AS moved,
       (SELECT business_event_message(e.id, e.business_id, e.type, e.order_id, e.payload, e.created_at)
        FROM event e) AS announce
     FROM current c`,
    [
      order.id,
      order.businessId,
      change.to,
      change.at.toISOString(),
      [...change.allowedFrom],
      randomUUID(),
      change.byUserId,
      randomUUID(),
      audit.eventType,
      audit.itemType,
      describe.before,
      describe.after,
    ],
  );
  return row ? { ...row, moved: row.moved > 0 } : null;
}

export interface CancellationData {
  reason: string;
  details: string | null;
}

export const currentStatus = async (db: Db, id: string) =>
  (await db.order.findFirst({ where: { id }, select: { status: true } }))?.status;

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

/**
 * cancelOrder for an order the customer paid through the payments provider: the held shares already transferred to the
 * kitchen (one transfer per order, the amount of its sale rows), to take back before the customer is refunded.
 */
export async function transferredShares(
  db: Db,
  orderId: string,
): Promise<{ transferId: string; amountPence: number }[]> {
  const rows = await db.transaction.groupBy({
    by: ['transferId'],
    where: { orderId, type: 'sale', transferId: { not: null } },
    _sum: { amountPence: true },
  });
  return rows.flatMap((row) =>
    row.transferId ? [{ transferId: row.transferId, amountPence: row._sum.amountPence ?? 0 }] : [],
  );
}

/**
 * cancelOrder for an order the customer paid through the payments provider (a storefront order), before the refund:
 * its sale, delivery fee and platform fee rows not paid out yet (held or pending) stop counting.
 */
export async function cancelUnpaidMoney(tx: Tx, order: { id: string; businessId: string }, at: Date): Promise<void> {
  await tx.transaction.updateMany({
    where: {
      businessId: order.businessId,
      orderId: order.id,
      type: { in: ['sale', 'fee'] },
      status: { in: ['pending', 'hold'] },
    },
    data: { status: 'cancelled', updatedAt: at },
  });
}

/**
 * cancelOrder for an order the customer paid through the payments provider, once the provider refunded them: a refund
 * transaction for the whole amount, paid, carrying the provider's refund id (one row per refund, whoever records it).
 */
export async function recordCustomerRefund(
  db: Db,
  order: { id: string; businessId: string; reference: string; amountPence: number },
  refundId: string,
  at: Date,
): Promise<void> {
  await db.transaction.createMany({
    skipDuplicates: true,
    data: {
      businessId: order.businessId,
      orderId: order.id,
      reference: newTransactionReference(),
      description: `Refund for order ${order.reference}`,
      type: 'refund',
      status: 'paid',
      amountPence: order.amountPence,
      paymentConfirmationDate: at,
      providerReference: refundId,
      createdAt: at,
    },
  });
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

/** One line of a prep list (the contract's PrepListRow): a meal's option, what to cook of it, in how many orders. */
type PrepLine = components['schemas']['PrepListRow'];

/**
 * getPrepList: the items delivered on `day` of the business's orders still to cook, added up by meal and option in
 * the database (a busy day is hundreds of items, answered as a line per option). Items carry their order's business
 * and follow its status, so they are found by the business's own index, whatever other kitchens deliver. A meal since
 * deleted is listed by the name it was sold under, each option once (by its id, else its size).
 */
export async function getPrepList(
  sql: Sql,
  businessId: string,
  day: Date,
): Promise<{ orderCount: number; lines: PrepLine[] }> {
  const [row] = await sql<{ list: { orderCount: number; lines: PrepLine[] } }>(
    `
    WITH items AS (
      SELECT i.order_id, i.meal_id, i.meal_option_id, i.meal_name, i.option_size, i.quantity, i.servings
        FROM order_items i
       WHERE i.business_id = $1 AND i.delivery_date = $2::date AND i.status = ANY($3::text[])
    )
    SELECT json_build_object(
      'orderCount', (SELECT count(DISTINCT order_id) FROM items)::int,
      'lines', coalesce((
        SELECT json_agg(json_build_object(
          'mealId', g.meal_id, 'mealName', coalesce(m.name, g.meal_name), 'optionSize', g.option_size,
          'quantity', g.quantity, 'servings', g.servings, 'orders', g.orders))
          FROM (
            SELECT min(meal_id) AS meal_id, min(meal_name) AS meal_name, min(option_size) AS option_size,
                   sum(quantity)::int AS quantity, sum(servings * quantity)::int AS servings,
                   count(DISTINCT order_id)::int AS orders
              FROM items
             GROUP BY coalesce(meal_id, 'gone:' || meal_name), coalesce(meal_option_id, option_size)
          ) g
          LEFT JOIN meals m ON m.id = g.meal_id), '[]'::json)
    ) AS list`,
    [businessId, isoDate(day), [...TO_COOK]],
  );
  return row?.list ?? { orderCount: 0, lines: [] };
}
