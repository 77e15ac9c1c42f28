import type { FastifyInstance } from 'fastify';
import { badRequest, type FieldError } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import * as queries from './queries.ts';
import { toApplication } from './view.ts';

type Ops = 'joinWaitlist' | 'submitVendorApplication';

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
  return {
    async joinWaitlist(request) {
      // Public forms: a per-address limit, counted in the database like every other, keeps a script from filling the tables.
      await app.rateLimits.hit(request, 'waitlist:address', request.ip);
      const email = request.body.email.trim().toLowerCase();
      if (!EMAIL.test(email)) throw badRequest(MESSAGES.email, [{ field: 'email', error: MESSAGES.email }]);
      const entry = await queries.joinWaitlist(app.prisma, email, app.clock.now());
      return { ok: true as const, ...ok({ email: entry.email, createdAt: entry.createdAt.toISOString() }) };
    },

    async submitVendorApplication(request, reply) {
      await app.rateLimits.hit(request, 'application:address', request.ip);
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
