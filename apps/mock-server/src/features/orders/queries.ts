import { randomBytes } from 'node:crypto';
import type { QueryOf } from '../../lib/handler.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { fromIsoDate } from '../../lib/dates.ts';
import { notFound } from '../../lib/errors.ts';
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

export async function listOrders(db: Db, where: Prisma.OrderWhereInput, page: { skip: number; take: number }) {
  return Promise.all([
    db.order.count({ where }),
    db.order.findMany({
      // Separate queries, not one JOIN: the page is cut by index before any relation is read, and a meal that
      // many items share is read once instead of once per item.
      relationLoadStrategy: 'query',
      where,
      include: orderInclude,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: page.skip,
      take: page.take,
    }),
  ]);
}

/** An order of the business with everything its view shows (404 for anyone else's). */
export async function getOrder(db: Db, businessId: string, id: string) {
  const order = await db.order.findFirst({ where: { id, businessId }, include: orderInclude });
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
