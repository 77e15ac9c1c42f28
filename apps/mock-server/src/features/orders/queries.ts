import { randomBytes } from 'node:crypto';
import type { QueryOf } from '../../lib/handler.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { fromIsoDate } from '../../lib/dates.ts';
import { notFound } from '../../lib/errors.ts';
import { loadPage } from '../../lib/paging.ts';
import type { OrderStatus } from './lifecycle.ts';
import { orderInclude } from './view.ts';

type Db = PrismaClient | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;

/** A transaction reference for rows the server adds (the seed numbers its own TRX-2xxxxx). */
export const newTransactionReference = () => `TRX-${randomBytes(5).toString('hex').toUpperCase()}`;

/** The orders a listOrders query asks for: status, delivery dates, and every search word somewhere. */
export function orderFilter(businessId: string, q: QueryOf<'listOrders'>): Prisma.OrderWhereInput {
  const where: Prisma.OrderWhereInput = { businessId };
  if (q.status) where.status = q.status;
  if (q.from || q.to) {
    const deliveryDate = {
      ...(q.from ? { gte: fromIsoDate(q.from) } : {}),
      ...(q.to ? { lte: fromIsoDate(q.to) } : {}),
    };
    where.items = { some: { deliveryDate } };
  }
  // Every word must match the reference or the customer's first name, last name or e-mail.
  const words = (q.search ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length) {
    const contains = (w: string) => ({ contains: w, mode: 'insensitive' as const });
    where.AND = words.map((w) => ({
      OR: [
        { reference: contains(w) },
        { customer: { firstName: contains(w) } },
        { customer: { lastName: contains(w) } },
        { customer: { email: contains(w) } },
      ],
    }));
  }
  return where;
}

/**
 * A page of orders with the total, in three queries whatever the page holds: the count and the page's ids (cut by
 * index) side by side, then those orders with every relation in one query of joins.
 */
export async function listOrders(db: Db, where: Prisma.OrderWhereInput, page: { skip: number; take: number }) {
  return Promise.all([
    db.order.count({ where }),
    loadPage(
      db.order.findMany({
        where,
        select: { id: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: page.skip,
        take: page.take,
      }),
      (ids) => db.order.findMany({ relationLoadStrategy: 'join', where: { id: { in: ids } }, include: orderInclude }),
    ),
  ]);
}

/** An order of the business with everything its view shows, in one query (404 for anyone else's). */
export async function getOrder(db: Db, businessId: string, id: string) {
  const order = await db.order.findFirst({
    relationLoadStrategy: 'join',
    where: { id, businessId },
    include: orderInclude,
  });
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
export async function exportOrders(db: Db, where: Prisma.OrderWhereInput) {
  return db.order.findMany({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: EXPORT_LIMIT,
    select: {
      reference: true,
      createdAt: true,
      status: true,
      amountPence: true,
      cancellationReason: true,
      customer: { select: { firstName: true, lastName: true, email: true, phone: true } },
      items: { select: { quantity: true, deliveryDate: true } },
    },
  });
}
