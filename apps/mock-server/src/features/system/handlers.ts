import type { FastifyInstance } from 'fastify';
import { conflict, databaseUnavailable, notFound } from '../../lib/errors.ts';
import { toPounds } from '../../lib/money.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import * as queries from './queries.ts';

type Ops = 'getHealth' | 'listOutbox' | 'listOutboxTexts' | 'placeSampleOrder';

/** Handlers for the health check and, outside production, the development outbox (e-mails, texts) and sample orders. */
export function systemHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    async getHealth(request) {
      try {
        await queries.pingDatabase(app.prisma);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw databaseUnavailable('The database is not reachable');
      }
      return ok({ status: 'ok' as const, database: 'up' as const });
    },

    async listOutbox(request) {
      if (!app.env.devRoutes) throw notFound('Route');
      return ok(await queries.listOutbox(app.prisma, request.query.to));
    },

    async listOutboxTexts(request) {
      if (!app.env.devRoutes) throw notFound('Route');
      return ok(await queries.listOutboxTexts(app.prisma, request.query.to));
    },

    async placeSampleOrder(request, reply) {
      if (!app.env.devRoutes) throw notFound('Route');
      const order = await queries.placeSampleOrder(app.prisma, request.auth.businessId, app.clock.now());
      if (!order) throw conflict('Publish a meal with at least one option first');
      reply.status(201);
      return ok({ id: order.id, reference: order.reference, total: toPounds(order.amountPence) });
    },
  };
}
