// The kitchen's controls over its storefront: pausing new orders, holiday dates and the daily capacity. The
// storefront reads them on every request, so each acts at once.
import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { lockBusiness } from '../../lib/business-lock.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { ukDateOf, ukTimeWords } from '../../lib/uk-date.ts';
import * as queries from './queries.ts';

type Ops =
  | 'getKitchenControls'
  | 'pauseOrders'
  | 'resumeOrders'
  | 'addKitchenHoliday'
  | 'deleteKitchenHoliday'
  | 'saveDailyCapacity';

/** Handlers for pausing new orders, holiday dates and the daily capacity. */
export function kitchenControlHandlers(app: FastifyInstance): HandlerMap<Ops> {
  const view = (db: Parameters<typeof queries.getKitchenControls>[0], businessId: string) => {
    const now = app.clock.now();
    return queries.getKitchenControls(db, businessId, now, ukDateOf(now));
  };

  return {
    async getKitchenControls(request) {
      return ok(await view(app.prisma, request.auth.businessId));
    },

    async pauseOrders(request) {
      const { auth, body } = request;
      const until = body.until === null ? null : new Date(body.until);
      if (until && until.getTime() <= app.clock.now().getTime()) {
        throw unprocessable('Choose a time in the future', [{ field: 'until', error: 'Must be in the future' }]);
      }
      const saved = await app.prisma.$transaction(async (tx) => {
        await lockBusiness(tx, auth.businessId);
        await queries.pauseOrders(tx, auth.businessId, { until });
        await audit(tx, auth, {
          eventType: 'updated',
          itemType: 'availability',
          itemId: auth.businessId,
          itemAffected: 'New orders',
          description: until
            ? `Paused new orders until ${ukTimeWords(until)} (UK time).`
            : 'Paused new orders until resumed.',
        });
        return view(tx, auth.businessId);
      });
      return ok(saved);
    },

    async resumeOrders(request) {
      const { auth } = request;
      const saved = await app.prisma.$transaction(async (tx) => {
        await lockBusiness(tx, auth.businessId);
        const before = await view(tx, auth.businessId);
        await queries.pauseOrders(tx, auth.businessId, false);
        if (before.pause.paused) {
          await audit(tx, auth, {
            eventType: 'updated',
            itemType: 'availability',
            itemId: auth.businessId,
            itemAffected: 'New orders',
            description: 'Resumed new orders.',
          });
        }
        return view(tx, auth.businessId);
      });
      return ok(saved);
    },

    async addKitchenHoliday(request, reply) {
      const { auth, body } = request;
      if (body.endDate < body.startDate) {
        throw unprocessable('The last day must not be before the first', [
          { field: 'endDate', error: `Must not be before ${body.startDate}` },
        ]);
      }
      if (body.endDate < ukDateOf(app.clock.now())) {
        throw unprocessable('These dates are already past', [{ field: 'endDate', error: 'Must not be in the past' }]);
      }
      const saved = await app.prisma.$transaction(async (tx) => {
        const holiday = await queries.addKitchenHoliday(tx, auth.businessId, body.startDate, body.endDate);
        await audit(tx, auth, {
          eventType: 'created',
          itemType: 'availability',
          itemId: holiday.id,
          itemAffected: 'Holiday dates',
          description: `Added holiday dates ${body.startDate} to ${body.endDate}: no orders for these days.`,
        });
        return view(tx, auth.businessId);
      });
      reply.code(201);
      return ok(saved);
    },

    async deleteKitchenHoliday(request) {
      const { auth, params } = request;
      const saved = await app.prisma.$transaction(async (tx) => {
        const holiday = await queries.deleteKitchenHoliday(tx, auth.businessId, params.holidayId);
        if (!holiday) throw notFound('Holiday');
        const range = `${holiday.startDate.toISOString().slice(0, 10)} to ${holiday.endDate.toISOString().slice(0, 10)}`;
        await audit(tx, auth, {
          eventType: 'deleted',
          itemType: 'availability',
          itemId: holiday.id,
          itemAffected: 'Holiday dates',
          description: `Removed holiday dates ${range}.`,
        });
        return view(tx, auth.businessId);
      });
      return ok(saved);
    },

    async saveDailyCapacity(request) {
      const { auth, body } = request;
      const saved = await app.prisma.$transaction(async (tx) => {
        await lockBusiness(tx, auth.businessId);
        await queries.saveDailyCapacity(tx, auth.businessId, body.dailyCapacity, body.unit);
        await audit(tx, auth, {
          eventType: 'updated',
          itemType: 'availability',
          itemId: auth.businessId,
          itemAffected: 'Daily capacity',
          description:
            body.dailyCapacity === null
              ? 'Removed the daily capacity: no limit per delivery date.'
              : `Set the daily capacity to ${body.dailyCapacity} ${body.unit} per delivery date.`,
        });
        return view(tx, auth.businessId);
      });
      return ok(saved);
    },
  };
}
