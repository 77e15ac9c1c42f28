import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
    // A request that may have written anything drops this process's cache before it answers: a sign-out, a role
    // change or a removal made here acts on the next request here. Other processes hear it from the database.
    // On PostgreSQL the answer also waits until this process has heard its own change back through LISTEN: the
    // database signals every listening process at once, so by then the others have it too.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return payload;
      cache.clear();
      if (app.db.kind === 'postgres') await app.db.notifications.sync();
      return payload;
    });
  },
  { name: 'auth-services' },
);
