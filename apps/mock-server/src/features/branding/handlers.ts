import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../lib/handler.ts';

type Ops = 'getBranding' | 'updateBranding';

/** Handlers for getBranding, updateBranding. */
export function brandingHandlers(_app: FastifyInstance): Partial<HandlerMap<Ops>> {
  return {};
}
