import type { FastifyInstance } from 'fastify';
import { databaseUnavailable, notFound } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import * as queries from './queries.ts';

type Ops = 'getHealth' | 'listOutbox';

/** Handlers for the health check and, outside production, the development outbox. */
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
  };
}
