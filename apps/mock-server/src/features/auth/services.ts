import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GoogleSignIn } from './google.ts';
import { OtpService } from './otp.ts';
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
    app.decorate('google', new GoogleSignIn(prisma, clock, google));
    app.decorate('sessions', createSessions(app));
  },
  { name: 'auth-services' },
);
