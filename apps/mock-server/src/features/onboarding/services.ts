import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadBusinessAndOwner } from './queries.ts';
import { isComplete, onboardingSteps } from './status.ts';

/** Onboarding's service: whether a business finished onboarding (sign-in reports it as completedOnboarding). */
export default fp(
  async function onboardingServices(app: FastifyInstance) {
    app.decorate('onboarding', {
      async isComplete(businessId: string) {
        const { business, owner } = await loadBusinessAndOwner(app.prisma, businessId);
        return isComplete(onboardingSteps(business, owner));
      },
      // Kept in the auth cache, which the business's and owner's onboarding fields announce their changes to.
      isCompleteCached(businessId: string) {
        return app.authCache.get(`onboarding:${businessId}`, () => app.onboarding.isComplete(businessId));
      },
    });
  },
  { name: 'onboarding-services' },
);
