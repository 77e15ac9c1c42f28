import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../lib/handler.ts';

type Ops = 'getOnboarding' | 'savePersonalInformation' | 'saveBusinessInformation' | 'saveDocuments' | 'savePreferences';

/** Handlers for getOnboarding, savePersonalInformation, saveBusinessInformation, saveDocuments, savePreferences. */
export function onboardingHandlers(_app: FastifyInstance): Partial<HandlerMap<Ops>> {
  return {};
}
