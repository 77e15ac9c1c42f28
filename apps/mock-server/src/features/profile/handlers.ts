import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../lib/handler.ts';

type Ops = 'getProfile' | 'updateProfile';

/** Handlers for getProfile, updateProfile. */
export function profileHandlers(_app: FastifyInstance): Partial<HandlerMap<Ops>> {
  return {};
}
