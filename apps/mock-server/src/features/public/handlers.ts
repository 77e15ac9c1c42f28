import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../lib/handler.ts';

type Ops = 'joinWaitlist' | 'submitVendorApplication';

/** Handlers for joinWaitlist, submitVendorApplication. */
export function publicHandlers(_app: FastifyInstance): Partial<HandlerMap<Ops>> {
  return {};
}
