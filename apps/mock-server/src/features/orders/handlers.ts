import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../lib/handler.ts';

type Ops = 'listOrders' | 'getOrder' | 'updateOrderStatus' | 'cancelOrder';

/** Handlers for listOrders, getOrder, updateOrderStatus, cancelOrder. */
export function orderHandlers(_app: FastifyInstance): Partial<HandlerMap<Ops>> {
  return {};
}
