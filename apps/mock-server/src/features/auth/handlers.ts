import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidField, tooManyRequests, unauthorized, unprocessable } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { RateLimiter } from '../../lib/rate-limit.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { loopbackIssuer } from '../dev/oidc-provider.ts';
import { findOrCreateVendor, loadUser } from './accounts.ts';
import { GOOGLE_ISSUER } from './google.ts';
import { currentUserView, issueSession } from './session.ts';
import { acceptInvitation, findInviteByToken } from '../team/invites.ts';

const WINDOW_MS = 15 * 60 * 1000;
const OAUTH_COOKIE = 'oauth_state';

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Where the browser comes back after Google: the configured public URL, else the origin the request came from. */
export function publicOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.env.publicUrl) return app.env.publicUrl;
  const origin = request.headers.origin;
  return origin && /^https?:\/\/[^/]+$/.test(origin) ? origin : `${request.protocol}://${request.host}`;
}

export function authHandlers(app: FastifyInstance) {
  // Per client address, on top of the per-e-mail limits kept in the database.
  const sendLimiter = new RateLimiter(20, WINDOW_MS);
  const verifyLimiter = new RateLimiter(40, WINDOW_MS);
  const loginLimiter = new RateLimiter(10, WINDOW_MS);
  const limit = (limiter: RateLimiter, key: string) => {
    if (!limiter.hit(key, app.clock.now().getTime())) {
      throw tooManyRequests('Too many attempts from your network. Please wait 15 minutes and try again.');
    }
  };
  const issuer = () => (app.google.offline ? loopbackIssuer(app) : GOOGLE_ISSUER);

  return {
    async sendOtp(request) {
      limit(sendLimiter, request.ip);
      const email = normaliseEmail(request.body.email);
      const { expiresInSeconds } = await app.otp.send(email);
      return ok({ email, expiresInSeconds });
    },

    async verifyOtp(request) {
      limit(verifyLimiter, request.ip);
      const email = normaliseEmail(request.body.email);
      await app.otp.verify(email, request.body.otp);
      const { userId } = await findOrCreateVendor(app.prisma, email);
      return ok(await issueSession(app, userId));
    },

    async vendorLogin(request) {
      const email = normaliseEmail(request.body.email);
      limit(loginLimiter, `${request.ip}|${email}`);
      const user = await app.prisma.user.findUnique({ where: { email } });
      // Same answer whether the address is unknown or the password wrong, so the call cannot probe for accounts.
      if (!user?.passwordHash || !(await verifyPassword(request.body.password, user.passwordHash))) {
        throw unauthorized('Incorrect e-mail or password', [
          { field: 'password', error: 'Incorrect e-mail or password' },
        ]);
      }
      return ok(await issueSession(app, user.id));
    },

    async startGoogleOauth(request, reply) {
      const redirectUri = `${publicOrigin(app, request)}/auth/google/callback`;
      let inviteTokenHash: string | undefined;
      if (request.body.purpose === 'invite') {
        if (!request.body.inviteToken) throw invalidField('inviteToken', 'Required when purpose is invite');
        inviteTokenHash = (await findInviteByToken(app, request.body.inviteToken)).tokenHash;
      }
      const { url, state } = await app.google.start({
        purpose: request.body.purpose,
        redirectUri,
        issuer: issuer(),
        inviteTokenHash,
      });
      reply.setCookie(OAUTH_COOKIE, state, {
        path: '/api/v1/vendor/vendor/oauth',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.env.nodeEnv === 'production',
        maxAge: 600,
      });
      return ok({ url });
    },

    async completeGoogleOauth(request, reply) {
      const state = request.body.state ?? request.cookies[OAUTH_COOKIE];
      if (!state) throw invalidField('state', 'Required: start the Google sign-in again');
      const identity = await app.google.complete({
        code: request.body.code,
        state,
        purpose: request.body.purpose,
        issuer: issuer(),
      });
      if (request.body.purpose === 'invite') {
        reply.clearCookie(OAUTH_COOKIE, { path: '/api/v1/vendor/vendor/oauth' });
        // Accepting an invitation with Google: the Google account must be the invited address.
        if (!identity.inviteTokenHash) throw invalidField('purpose', 'Start the Google sign-in from the invitation');
        const strip = (name: string | undefined) => name?.replace(/\s+/g, '') || null;
        const invitedUserId = await acceptInvitation(app, {
          tokenHash: identity.inviteTokenHash,
          firstName: strip(identity.firstName),
          lastName: strip(identity.lastName),
          google: { email: identity.email, subject: identity.subject },
        });
        const session = await issueSession(app, invitedUserId);
        return ok({
          accessToken: session.accessToken,
          refreshToken: session.refreshToken,
          adminUser: session.user,
          completedOnboarding: session.completedOnboarding,
        });
      }
      const { userId } = await findOrCreateVendor(app.prisma, identity.email, {
        firstName: identity.firstName,
        lastName: identity.lastName,
        googleSubject: identity.subject,
      });
      reply.clearCookie(OAUTH_COOKIE, { path: '/api/v1/vendor/vendor/oauth' });
      const session = await issueSession(app, userId);
      return ok({
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        adminUser: session.user,
        completedOnboarding: session.completedOnboarding,
      });
    },

    async refreshAccessToken(request) {
      const { token, userId, familyId } = await app.tokens.rotate(request.body.refreshToken);
      const user = await loadUser(app.prisma, userId).catch(async (error: unknown) => {
        await app.tokens.revokeFamily(familyId);
        throw error;
      });
      const accessToken = await app.tokens.signAccess({ userId, businessId: user.membership.businessId, familyId });
      return ok({ accessToken, refreshToken: token });
    },

    async logout(request) {
      await app.tokens.revoke(request.body.refreshToken);
      return ok(null);
    },

    async getMe(request) {
      return ok(await currentUserView(app, request.auth.user));
    },

    async setPassword(request) {
      const user = await app.prisma.user.findUniqueOrThrow({ where: { id: request.auth.userId } });
      if (user.passwordHash) {
        const current = request.body.currentPassword;
        if (!current)
          throw unprocessable('Enter your current password', [{ field: 'currentPassword', error: 'Required' }]);
        if (!(await verifyPassword(current, user.passwordHash))) {
          throw unprocessable('Your current password is incorrect', [
            { field: 'currentPassword', error: 'Incorrect password' },
          ]);
        }
      }
      if (request.body.password.trim().length < 8) {
        throw unprocessable('Choose a password of at least 8 characters', [
          { field: 'password', error: 'Must be at least 8 characters, not counting spaces' },
        ]);
      }
      await app.prisma.user.update({
        where: { id: user.id },
        data: { passwordHash: await hashPassword(request.body.password) },
      });
      return ok(await currentUserView(app, user.id));
    },
  } satisfies HandlerMap<
    | 'sendOtp'
    | 'verifyOtp'
    | 'vendorLogin'
    | 'startGoogleOauth'
    | 'completeGoogleOauth'
    | 'refreshAccessToken'
    | 'logout'
    | 'getMe'
    | 'setPassword'
  >;
}
