import type { OrderStatus } from '@vendor/api-types';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../decorators.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { callPaymentsProvider, conflict, invalidField, notFound } from '../../lib/errors.ts';
import { fromIsoDate, isoDate } from '../../lib/dates.ts';
import { sendCsvStream } from '../../lib/csv.ts';
import { inTransactionAnnouncedAfter } from '../../lib/statement.ts';
import { JsonPage, ok, type HandlerMap } from '../../lib/handler.ts';
import { paging } from '../../lib/paging.ts';
import { canMove, ORDER_STATUSES, transitionError } from './lifecycle.ts';
import * as queries from './queries.ts';
import { EXPORT_HEADER, toExportRows, toOrderLabels, toPrepList, toTimelineEntry } from './kitchen-view.ts';

type Ops =
  | 'listOrders'
  | 'getOrder'
  | 'updateOrderStatus'
  | 'cancelOrder'
  | 'getOrderTimeline'
  | 'getOrderLabels'
  | 'getPrepList'
  | 'exportOrders';

interface Change {
  to: OrderStatus;
  cancellation?: queries.CancellationData;
  describe: (from: OrderStatus) => string;
  /** Extra work after the status moved, in one database transaction with the move. */
  after?: (
    tx: Prisma.TransactionClient,
    order: { id: string; reference: string; amountPence: number; paymentIntentId: string | null; from: OrderStatus },
  ) => Promise<void>;
}

/** Stands for the status an order had in a change's description, to split it around. */
const FROM_MARK = '\u0000';

const statusConflict = (message: string) => conflict(message, [{ field: 'status', error: message }]);

/** Handlers for the business's orders and their lifecycle. */
export function orderHandlers(app: FastifyInstance): HandlerMap<Ops> {
  /**
   * Moves an order from its current status to `change.to` if the lifecycle allows it. The move is conditional on the
   * status and version read, so of two simultaneous changes exactly one applies and the other gets a 409. A plain
   * status change is one statement (the read, the move, its items, its step and its audit event); a cancellation
   * settles the money in the same transaction.
   */
  async function changeStatus(auth: AuthContext, orderId: string, change: Change) {
    const move = async (db: Prisma.TransactionClient | typeof app.prisma) => {
      const current = await queries.findOrderForChange(db, auth.businessId, orderId);
      const from = current.status as OrderStatus;
      if (!canMove(from, change.to)) throw statusConflict(transitionError(current.reference, from, change.to));
      const now = app.clock.now();
      const moved = await queries.moveOrder(
        db,
        { id: current.id, businessId: auth.businessId, from, version: current.version },
        {
          to: change.to,
          at: now,
          byUserId: auth.userId,
          cancellation: change.cancellation,
          audit: {
            eventType: 'status_changed',
            itemType: 'order',
            itemId: current.id,
            itemAffected: current.reference,
            description: change.describe(from),
          },
        },
      );
      if (!moved) {
        const status = (await queries.currentStatus(db, current.id)) ?? 'gone';
        throw statusConflict(
          `Cannot change order ${current.reference} from ${from} to ${change.to}: it was changed at the same time ` +
            `and is now ${status}; reload it and try again`,
        );
      }
      return { ...current, from };
    };
    const { after } = change;
    // The description around the status it had: a plain change reads and moves the order in one statement.
    const described = change.describe(FROM_MARK as OrderStatus).split(FROM_MARK);
    if (!after && described.length === 2) {
      const [before = '', afterFrom = ''] = described;
      const result = await queries.readAndMoveOrder(
        app.db.sql,
        { id: orderId, businessId: auth.businessId },
        {
          to: change.to,
          allowedFrom: ORDER_STATUSES.filter((s) => canMove(s, change.to)),
          at: app.clock.now(),
          byUserId: auth.userId,
          audit: { eventType: 'status_changed', itemType: 'order' },
          describe: { before, after: afterFrom },
        },
      );
      if (!result) throw notFound('Order');
      if (!result.moved) {
        if (!canMove(result.status, change.to)) {
          throw statusConflict(transitionError(result.reference, result.status, change.to));
        }
        const status = (await queries.currentStatus(app.prisma, orderId)) ?? 'gone';
        throw statusConflict(
          `Cannot change order ${result.reference} from ${result.status} to ${change.to}: it was changed at the ` +
            `same time and is now ${status}; reload it and try again`,
        );
      }
      // Its event is announced by the statement that reads the order for the answer, one round trip for the two.
      const announcing = result.announce ? { message: result.announce, log: app.log } : undefined;
      const view = await queries.getOrder(app.db.sql, auth.businessId, orderId, announcing);
      await app.customerEmails.statusChanged(orderId, result.source);
      return ok(view);
    }
    // A cancellation settles the money in the transaction that moves the order, and announces its event after it.
    await inTransactionAnnouncedAfter(app.prisma, app.db.sql, app.log, async (tx) => {
      const moved = await move(tx);
      if (after) await after(tx, moved);
    });
    await app.customerEmails.statusChanged(orderId);
    return ok(await queries.getOrder(app.db.sql, auth.businessId, orderId));
  }

  return {
    async listOrders(request, reply) {
      const q = request.query;
      const page = paging(q);
      if (q.from && q.to && q.from > q.to) throw invalidField('to', 'Must be on or after from');
      const { businessId } = request.auth;
      return app.pages.answer(request, reply, businessId, async () => {
        const found = await queries.listOrders(app.db.sql, queries.orderFilter(businessId, q), page);
        const meta = found.atLeast ? { totalIsLowerBound: true } : {};
        return new JsonPage(found.rows, { ...page, total: found.total }, meta);
      });
    },

    async getOrder(request) {
      return ok(await queries.getOrder(app.db.sql, request.auth.businessId, request.params.orderId));
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
      const detailText = details?.trim() || null;
      const { businessId } = request.auth;
      const { orderId } = request.params;
      // A card payment is refunded first: when the provider fails nothing has changed and the call can be repeated;
      // the order's idempotency key means a repeat never refunds twice.
      const current = await queries.findOrderForChange(app.prisma, businessId, orderId);
      const { paymentIntentId } = current;
      let refundId: string | null = null;
      if (paymentIntentId && canMove(current.status as OrderStatus, 'cancelled')) {
        // A held share already sent to the kitchen comes back first, so the refund is not the platform's own money.
        for (const share of await queries.transferredShares(app.prisma, current.id)) {
          await callPaymentsProvider(
            'take the kitchen’s transfer back',
            () =>
              app.payments.reverseTransfer({
                ...share,
                idempotencyKey: `order-reversal-${current.id}-${share.transferId}`,
              }),
            app.log,
          );
        }
        const refund = await callPaymentsProvider(
          'refund the customer',
          () =>
            app.payments.refund({
              paymentIntentId,
              amountPence: current.amountPence,
              idempotencyKey: `order-refund-${current.id}`,
            }),
          app.log,
        );
        refundId = refund.refundId;
      }
      try {
        return await changeStatus(request.auth, orderId, {
          to: 'cancelled',
          cancellation: { reason, details: detailText },
          describe: (from) => `Cancelled (was ${from}); reason: ${reason}${detailText ? ` (${detailText})` : ''}.`,
          after: async (tx, order) => {
            const at = app.clock.now();
            if (refundId) {
              await queries.cancelUnpaidMoney(tx, { id: order.id, businessId }, at);
              await queries.recordCustomerRefund(tx, { ...current, businessId }, refundId, at);
            } else {
              await queries.settleCancellation(tx, { ...order, businessId }, at);
            }
          },
        });
      } catch (error) {
        // Changed at the same time (another cancellation won, or a stage moved on): the money did go back, so the
        // books say so; another cancellation's own row is the same refund and is kept once.
        if (refundId) {
          await queries.recordCustomerRefund(app.prisma, { ...current, businessId }, refundId, app.clock.now());
          request.log.warn({ orderId, refundId }, 'refunded an order whose cancellation lost to a simultaneous change');
        }
        throw error;
      }
    },

    async getOrderTimeline(request) {
      const rows = await queries.getOrderTimeline(app.prisma, request.auth.businessId, request.params.orderId);
      return ok(rows.map(toTimelineEntry));
    },

    async getOrderLabels(request) {
      return ok(
        toOrderLabels(await queries.getOrderLabels(app.prisma, request.auth.businessId, request.params.orderId)),
      );
    },

    async getPrepList(request) {
      const day = fromIsoDate(request.query.deliveryDate);
      if (Number.isNaN(day.getTime()) || isoDate(day) !== request.query.deliveryDate) {
        throw invalidField('deliveryDate', 'Must be a real date YYYY-MM-DD');
      }
      return ok(toPrepList(day, await queries.getPrepList(app.db.sql, request.auth.businessId, day)));
    },

    async exportOrders(request, reply) {
      const q = request.query;
      if (q.from && q.to && q.from > q.to) throw invalidField('to', 'Must be on or after from');
      const batches = queries.exportOrders(app.db.sql, queries.orderFilter(request.auth.businessId, q));
      return sendCsvStream(reply, `orders-${isoDate(app.clock.now())}.csv`, EXPORT_HEADER, toExportRows(batches));
    },
  };
}
