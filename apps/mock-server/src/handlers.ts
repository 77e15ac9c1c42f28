import type { FastifyInstance } from 'fastify';
import type { OperationId } from './lib/handler.ts';
import type { RouteHandler } from './plugins/openapi.ts';
import { authHandlers } from './features/auth/handlers.ts';
import { systemHandlers } from './features/system/handlers.ts';

/**
 * Every feature's handlers keyed by operationId. Operations not listed here answer 501 until their issue lands.
 */
export function buildHandlers(app: FastifyInstance): Partial<Record<OperationId, RouteHandler>> {
  return {
    ...systemHandlers(app),
    ...authHandlers(app),
  } as unknown as Partial<Record<OperationId, RouteHandler>>;
}
