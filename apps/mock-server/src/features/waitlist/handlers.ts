import type { FastifyInstance } from 'fastify';
import { badRequest, tooManyRequests, type FieldError } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { RateLimiter } from '../../lib/rate-limit.ts';
import * as queries from './queries.ts';
import { toApplication } from './view.ts';

type Ops = 'joinWaitlist' | 'submitVendorApplication';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * The public forms' rules (e-mail, social media links, meal plan length), checked here whatever the client sent:
 * the contract's schema enforces the same with the same texts; this is the server's own word on it.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SOCIAL = /^((https?:\/\/)?(www\.)?(instagram\.com|tiktok\.com|twitter\.com|x\.com)(\/\S*)?)?$/i;
export const MESSAGES = {
  email: 'Invalid email',
  social: 'Invalid social media handle',
  mealPlan: 'meal plan should not exceed 120 characters',
} as const;

/** Handlers for the public forms: the waitlist and the vendor application. */
export function waitlistHandlers(app: FastifyInstance): HandlerMap<Ops> {
  // Public forms: a per-address limit keeps a script from filling the tables.
  const limiter = new RateLimiter(60, WINDOW_MS);
  const limit = (key: string) => {
    if (!limiter.hit(key, app.clock.now().getTime()))
      throw tooManyRequests('Too many submissions from your network. Please wait 15 minutes and try again.');
  };

  return {
    async joinWaitlist(request) {
      limit(`waitlist|${request.ip}`);
      const email = request.body.email.trim().toLowerCase();
      if (!EMAIL.test(email)) throw badRequest(MESSAGES.email, [{ field: 'email', error: MESSAGES.email }]);
      const entry = await queries.joinWaitlist(app.prisma, email, app.clock.now());
      return { ok: true as const, ...ok({ email: entry.email, createdAt: entry.createdAt.toISOString() }) };
    },

    async submitVendorApplication(request, reply) {
      limit(`application|${request.ip}`);
      const body = request.body;
      const email = body.email.trim().toLowerCase();
      const fullName = body.fullName.trim().replace(/\s+/g, ' ');
      const mealPlan = body.mealPlan.trim();
      const social = (value: string | undefined) => value?.trim() ?? '';
      const handles = { instagram: social(body.instagram), twitter: social(body.twitter), tiktok: social(body.tiktok) };
      const errors: FieldError[] = [];
      if (!fullName) errors.push({ field: 'fullName', error: 'Required' });
      if (!EMAIL.test(email)) errors.push({ field: 'email', error: MESSAGES.email });
      for (const [field, value] of Object.entries(handles))
        if (!SOCIAL.test(value)) errors.push({ field, error: MESSAGES.social });
      if (!mealPlan) errors.push({ field: 'mealPlan', error: 'Required' });
      else if (mealPlan.length > 120) errors.push({ field: 'mealPlan', error: MESSAGES.mealPlan });
      if (errors.length) throw badRequest(errors.map((e) => `${e.field}: ${e.error}`).join('; '), errors);

      const row = await queries.submitVendorApplication(app.prisma, {
        fullName,
        email,
        instagram: handles.instagram || null,
        twitter: handles.twitter || null,
        tiktok: handles.tiktok || null,
        registeredWithCompaniesHouse: body.registeredWithCompaniesHouse,
        cookingExperience: body.cookingExperience,
        mealPlan,
        createdAt: app.clock.now(),
      });
      reply.code(201);
      return ok(toApplication(row));
    },
  };
}
