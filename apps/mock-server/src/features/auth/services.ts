import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, STOREFRONT_PREFIX } from '../../lib/handler.ts';
import { GoogleSignIn } from './google.ts';
import { OtpService } from './otp.ts';
import { AuthCache } from './session-cache.ts';
import { createSessions } from './sessions.ts';
import { TokenService } from './tokens.ts';

/** Auth's services: tokens, sign-in codes, Google sign-in, and the sessions other features start and check. */
export default fp(
  async function authServices(app: FastifyInstance) {
    const { env, prisma, clock, mailer } = app;
    app.decorate('tokens', new TokenService(prisma, env.jwtSecret, clock));
    app.decorate('otp', new OtpService(prisma, mailer, env.jwtSecret, clock));
    const google =
      env.googleClientId && env.googleClientSecret
        ? { clientId: env.googleClientId, clientSecret: env.googleClientSecret }
        : undefined;
    app.decorate('google', new GoogleSignIn(prisma, clock, google, env.devRoutes));
    const cache = new AuthCache(app.db.notifications, env.authCacheTtlMs);
    app.decorate('authCache', cache);
    app.decorate('sessions', createSessions(app, cache));
    // A sign-out, a role change or a removal made by a request acts on the next request, here and in every other
    // process. On PostgreSQL a request that may have written answers only once this process has heard back through
    // LISTEN everything committed before it: the database's triggers announce every change that authentication
    // reads, and signal every listening process at once, so by then this process and the others have dropped what
    // the change made stale, and nothing else (an order's status, a meal) costs a reload of the cache.
    // The embedded database has one process: a write there drops the cache before it answers.
    // When something authentication reads was announced meanwhile (a sign-out, a role change), the answer also waits
    // until every other process has heard it, so the next request acts on it whichever process it reaches.
    // A customer's storefront calls change nothing authentication reads, and a payments provider's webhook reads
    // nothing back: neither waits.
    const announcedAtStart = new WeakMap<object, number>();
    const writes = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
    app.addHook('onRequest', async (request) => {
      if (writes(request.method)) announcedAtStart.set(request, cache.announced);
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!writes(request.method)) return payload;
      if (request.url.startsWith(`${STOREFRONT_PREFIX}/`)) return payload;
      if (app.db.kind !== 'postgres') cache.clear();
      else if (!request.url.startsWith(`${API_PREFIX}/webhooks/`)) {
        await app.db.notifications.sync();
        if (cache.announced !== announcedAtStart.get(request)) await app.db.notifications.syncAll();
      }
      return payload;
    });
  },
  { name: 'auth-services' },
);
