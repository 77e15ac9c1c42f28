import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../lib/handler.ts';

type Ops = 'listDeliveryZones' | 'listRegions' | 'searchTowns' | 'createDeliveryZone' | 'updateDeliveryZone' | 'deleteDeliveryZone';

/** Handlers for listDeliveryZones, listRegions, searchTowns, createDeliveryZone, updateDeliveryZone, deleteDeliveryZone. */
export function deliveryZoneHandlers(_app: FastifyInstance): Partial<HandlerMap<Ops>> {
  return {};
}
