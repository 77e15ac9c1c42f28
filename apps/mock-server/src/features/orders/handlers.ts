import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { audit } from '../../lib/audit.ts';
import { conflict, invalidField, notFound } from '../../lib/errors.ts';
import { ok, paged, type HandlerMap } from '../../lib/handler.ts';
import { paging } from '../../lib/paging.ts';
import type { AuthContext } from '../../plugins/openapi.ts';
import { canMove, type OrderStatus, transitionError } from './lifecycle.ts';
import { orderInclude, toOrderDto } from './view.ts';

type Ops = 'listOrders' | 'getOrder' | 'updateOrderStatus' | 'cancelOrder';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/** A transaction reference for rows the server adds (the seed numbers its own TRX-2xxxxx). */
export const newTransactionReference = () => `TRX-${randomBytes(5).toString('hex').toUpperCase()}`;

interface Change {
  to: OrderStatus;
  data?: Prisma.OrderUpdateManyMutationInput;
  describe: (from: OrderStatus) => string;
  /** Extra work inside the same database transaction, after the status moved. */
  after?: (
    tx: Prisma.TransactionClient,
    order: { id: string; reference: string; amountPence: number; from: OrderStatus },
  ) => Promise<void>;
}

export function orderHandlers(app: FastifyInstance) {
  /**
   * Moves an order from its current status to `change.to` if the lifecycle allows it. The update is conditional on the
   * status and version read, so of two simultaneous changes exactly one applies and the other gets a 409.
   */
  async function changeStatus(auth: AuthContext, orderId: string, change: Change) {
    const order = await app.prisma.$transaction(async (tx) => {
      const current = await tx.order.findFirst({
        where: { id: orderId, businessId: auth.businessId },
        select: { id: true, status: true, version: true, reference: true, amountPence: true },
      });
      if (!current) throw notFound('Order');
      const from = current.status as OrderStatus;
      if (!canMove(from, change.to)) {
        const message = transitionError(current.reference, from, change.to);
        throw conflict(message, [{ field: 'status', error: message }]);
      }
      const now = app.clock.now();
      const moved = await tx.order.updateMany({
        where: { id: current.id, businessId: auth.businessId, status: from, version: current.version },
        data: { ...change.data, status: change.to, version: { increment: 1 }, updatedAt: now },
      });
      if (moved.count === 0) {
        const fresh = await tx.order.findFirst({ where: { id: current.id }, select: { status: true } });
        const message = `Cannot change order ${current.reference} from ${from} to ${change.to}: it was changed at the same time and is now ${fresh?.status ?? 'gone'}; reload it and try again`;
        throw conflict(message, [{ field: 'status', error: message }]);
      }
      await tx.orderItem.updateMany({ where: { orderId: current.id }, data: { status: change.to } });
      await tx.orderStatusEvent.create({
        data: { orderId: current.id, from, to: change.to, at: now, byUserId: auth.userId },
      });
      await change.after?.(tx, {
        id: current.id,
        reference: current.reference,
        amountPence: current.amountPence,
        from,
      });
      await audit(
        tx,
        auth,
        {
          eventType: 'status_changed',
          itemType: 'order',
          itemId: current.id,
          itemAffected: current.reference,
          description: change.describe(from),
        },
        now,
      );
      return tx.order.findUniqueOrThrow({ where: { id: current.id }, include: orderInclude });
    });
    return ok(toOrderDto(order));
  }

  return {
    async listOrders(request) {
      const q = request.query;
      const page = paging(q);
      if (q.from && q.to && q.from > q.to) throw invalidField('to', 'Must be on or after from');
      const where: Prisma.OrderWhereInput = { businessId: request.auth.businessId };
      if (q.status) where.status = q.status;
      if (q.from || q.to) {
        where.items = {
          some: { deliveryDate: { ...(q.from ? { gte: day(q.from) } : {}), ...(q.to ? { lte: day(q.to) } : {}) } },
        };
      }
      // Every word must match the reference or the customer's first name, last name or e-mail.
      const words = (q.search ?? '').trim().split(/\s+/).filter(Boolean);
      if (words.length) {
        where.AND = words.map((w) => ({
          OR: [
            { reference: { contains: w, mode: 'insensitive' as const } },
            { customer: { firstName: { contains: w, mode: 'insensitive' as const } } },
            { customer: { lastName: { contains: w, mode: 'insensitive' as const } } },
            { customer: { email: { contains: w, mode: 'insensitive' as const } } },
          ],
        }));
      }
      const [total, rows] = await Promise.all([
        app.prisma.order.count({ where }),
        app.prisma.order.findMany({
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
      return paged(rows.map(toOrderDto), { ...page, total });
    },

    async getOrder(request) {
      const order = await app.prisma.order.findFirst({
        where: { id: request.params.orderId, businessId: request.auth.businessId },
        include: orderInclude,
      });
      if (!order) throw notFound('Order');
      return ok(toOrderDto(order));
    },

    async updateOrderStatus(request) {
      const to = request.body.status;
      return changeStatus(request.auth, request.params.orderId, {
        to,
        describe: (from) => `Changed status from ${from} to ${to}.`,
      });
    },

    async cancelOrder(request) {
      const { reason, details } = request.body;
      const detailText = details?.trim() ? details.trim() : null;
      return changeStatus(request.auth, request.params.orderId, {
        to: 'cancelled',
        data: { cancellationReason: reason, cancellationDetails: detailText, cancelledAt: app.clock.now() },
        describe: (from) => `Cancelled (was ${from}); reason: ${reason}${detailText ? ` (${detailText})` : ''}.`,
        after: async (tx, order) => {
          const now = app.clock.now();
          const businessId = request.auth.businessId;
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
                createdAt: now,
              },
            });
          for (const sale of sales) {
            // Not paid out yet: the sale simply no longer counts. Already on its way or paid: money goes back.
            if (sale.status === 'pending' || sale.status === 'hold') {
              await tx.transaction.update({ where: { id: sale.id }, data: { status: 'cancelled', updatedAt: now } });
            } else {
              await refund(sale.amountPence);
            }
          }
          // The customer pays when the kitchen accepts the order (see the seed), so a later cancellation refunds it.
          if (sales.length === 0 && order.from !== 'pending') {
            const already = await tx.transaction.count({ where: { businessId, orderId: order.id, type: 'refund' } });
            if (already === 0) await refund(order.amountPence);
          }
        },
      });
    },
  } satisfies HandlerMap<Ops>;
}
