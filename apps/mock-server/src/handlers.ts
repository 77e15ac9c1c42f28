import type { FastifyInstance } from 'fastify';
import type { OperationId } from './lib/handler.ts';
import type { RouteHandler } from './plugins/openapi.ts';
import { authHandlers } from './features/auth/handlers.ts';
import { systemHandlers } from './features/system/handlers.ts';
import { mealHandlers } from './features/meals/handlers.ts';
import { referenceHandlers } from './features/reference/handlers.ts';
import { uploadHandlers } from './features/uploads/handlers.ts';
import { orderHandlers } from './features/orders/handlers.ts';
import { dashboardHandlers } from './features/dashboard/handlers.ts';
import { payoutHandlers } from './features/payouts/handlers.ts';
import { deliveryZoneHandlers } from './features/delivery-zones/handlers.ts';
import { availabilityHandlers } from './features/availability/handlers.ts';
import { notificationHandlers } from './features/notifications/handlers.ts';
import { profileHandlers } from './features/profile/handlers.ts';
import { brandingHandlers } from './features/branding/handlers.ts';
import { onboardingHandlers } from './features/onboarding/handlers.ts';
import { roleHandlers } from './features/roles/handlers.ts';
import { teamHandlers } from './features/team/handlers.ts';
import { publicHandlers } from './features/public/handlers.ts';
import { auditHandlers } from './features/audit/handlers.ts';

/**
 * Every feature's handlers keyed by operationId. Operations not listed here answer 501 until their issue lands.
 */
export function buildHandlers(app: FastifyInstance): Partial<Record<OperationId, RouteHandler>> {
  return {
    ...systemHandlers(app),
    ...authHandlers(app),
    ...mealHandlers(app),
    ...referenceHandlers(app),
    ...uploadHandlers(app),
    ...orderHandlers(app),
    ...dashboardHandlers(app),
    ...payoutHandlers(app),
    ...deliveryZoneHandlers(app),
    ...availabilityHandlers(app),
    ...notificationHandlers(app),
    ...profileHandlers(app),
    ...brandingHandlers(app),
    ...onboardingHandlers(app),
    ...roleHandlers(app),
    ...teamHandlers(app),
    ...publicHandlers(app),
    ...auditHandlers(app),
  } as unknown as Partial<Record<OperationId, RouteHandler>>;
}
