import type { FastifyInstance } from 'fastify';
import { auditHandlers } from './features/audit/handlers.ts';
import { authHandlers } from './features/auth/handlers.ts';
import { kitchenControlHandlers } from './features/availability/controls.ts';
import { availabilityHandlers } from './features/availability/handlers.ts';
import { brandingHandlers } from './features/branding/handlers.ts';
import { dashboardHandlers } from './features/dashboard/handlers.ts';
import { eventHandlers } from './features/events/handlers.ts';
import { deliveryZoneHandlers } from './features/delivery-zones/handlers.ts';
import { mealHandlers } from './features/meals/handlers.ts';
import { mealSoldOutHandlers } from './features/meals/sold-out.ts';
import { notificationHandlers } from './features/notifications/handlers.ts';
import { onboardingHandlers } from './features/onboarding/handlers.ts';
import { orderHandlers } from './features/orders/handlers.ts';
import { payoutHandlers } from './features/payouts/handlers.ts';
import { profileHandlers } from './features/profile/handlers.ts';
import { referenceHandlers } from './features/reference/handlers.ts';
import { roleHandlers } from './features/roles/handlers.ts';
import { systemHandlers } from './features/system/handlers.ts';
import { teamHandlers } from './features/team/handlers.ts';
import { uploadHandlers } from './features/uploads/handlers.ts';
import { waitlistHandlers } from './features/waitlist/handlers.ts';
import type { Handlers } from './lib/handler.ts';

/**
 * Every operation's handler keyed by operationId, from the feature folder named like the operation's contract tag.
 * Typed against the contract: a missing or an extra handler fails the type check.
 */
export function buildHandlers(app: FastifyInstance) {
  return {
    ...systemHandlers(app),
    ...authHandlers(app),
    ...waitlistHandlers(app),
    ...onboardingHandlers(app),
    ...referenceHandlers(app),
    ...mealHandlers(app),
    ...mealSoldOutHandlers(app),
    ...orderHandlers(app),
    ...deliveryZoneHandlers(app),
    ...availabilityHandlers(app),
    ...kitchenControlHandlers(app),
    ...notificationHandlers(app),
    ...profileHandlers(app),
    ...brandingHandlers(app),
    ...payoutHandlers(app),
    ...roleHandlers(app),
    ...teamHandlers(app),
    ...auditHandlers(app),
    ...dashboardHandlers(app),
    ...eventHandlers(app),
    ...uploadHandlers(app),
  } satisfies Handlers;
}
