import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../lib/handler.ts';

type Ops = 'listAuditEvents' | 'exportAuditEvents';

/** Handlers for listAuditEvents, exportAuditEvents. */
export function auditHandlers(_app: FastifyInstance): Partial<HandlerMap<Ops>> {
  return {};
}
