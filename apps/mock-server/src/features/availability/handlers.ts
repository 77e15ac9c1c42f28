import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../lib/handler.ts';

type Ops = 'getKitchenAvailability' | 'saveKitchenAvailability';

/** Handlers for getKitchenAvailability, saveKitchenAvailability. */
export function availabilityHandlers(_app: FastifyInstance): Partial<HandlerMap<Ops>> {
  return {};
}
