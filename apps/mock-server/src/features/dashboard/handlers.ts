import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../lib/handler.ts';

type Ops = 'getDashboardStatistics';

/** Handlers for getDashboardStatistics. */
export function dashboardHandlers(_app: FastifyInstance): Partial<HandlerMap<Ops>> {
  return {};
}
