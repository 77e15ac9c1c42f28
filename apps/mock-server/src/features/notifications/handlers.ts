import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../lib/handler.ts';

type Ops = 'getNotificationPreferences' | 'updateNotificationPreferences';

/** Handlers for getNotificationPreferences, updateNotificationPreferences. */
export function notificationHandlers(_app: FastifyInstance): Partial<HandlerMap<Ops>> {
  return {};
}
