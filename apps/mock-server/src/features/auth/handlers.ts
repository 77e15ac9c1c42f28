import type { FastifyInstance } from 'fastify';
import { invalidField, tooManyRequests, unauthorized, unprocessable } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { RateLimiter } from '../../lib/rate-limit.ts';
import { GOOGLE_ISSUER } from './google.ts';
import { loopbackIssuer } from './oidc-provider.ts';
import * as queries from './queries.ts';
import { currentUser } from './sessions.ts';

type Ops =
  | 'sendOtp'
  | 'verifyOtp'
  | 'vendorLogin'
  | 'startGoogleOauth'
  | 'completeGoogleOauth'
  | 'refreshAccessToken'
  | 'logout'
  | 'getMe'
  | 'setPassword';

const WINDOW_MS = 15 * 60 * 1000;
const OAUTH_COOKIE = 'oauth_state';
const OAUTH_COOKIE_PATH = '/api/v1/vendor/vendor/oauth';

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Names may not hold spaces (the same rule as the profile), so Google's "Mary Jane" is stored as "MaryJane". */
const withoutSpaces = (name: string | undefined) => name?.replace(/\s+/g, '') || null;

function checkNewPassword(password: string): void {
  if (password.trim().length < 8) {
    throw unprocessable('Choose a password of at least 8 characters', [
      { field: 'password', error: 'Must be at least 8 characters, not counting spaces' },
    ]);
  }
}

/** Handlers for sign-in (code, password, Google), the session's tokens, and the signed-in user. */
export function authHandlers(app: FastifyInstance): HandlerMap<Ops> {
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
      const { userId } = await queries.findOrCreateVendor(app, email);
      return ok(await app.sessions.start(userId));
    },

    async vendorLogin(request) {
      const email = normaliseEmail(request.body.email);
      const key = `${request.ip}|${email}`;
      limit(loginLimiter, key);
      const user = await queries.findUserByEmail(app.prisma, email);
      // Same answer whether the address is unknown or the password wrong, so the call cannot probe for accounts.
      if (!user?.passwordHash || !(await verifyPassword(request.body.password, user.passwordHash))) {
        throw unauthorized('Incorrect e-mail or password', [
          { field: 'password', error: 'Incorrect e-mail or password' },
        ]);
      }
      // Only wrong guesses use up the allowance: signing in again and again is not an attack.
      loginLimiter.forgive(key);
      return ok(await app.sessions.start(user.id));
    },

    async startGoogleOauth(request, reply) {
      const redirectUri = `${publicOrigin(app.env.publicUrl, request)}/auth/google/callback`;
      let inviteTokenHash: string | undefined;
      if (request.body.purpose === 'invite') {
        if (!request.body.inviteToken) throw invalidField('inviteToken', 'Required when purpose is invite');
        inviteTokenHash = (await app.invitations.find(request.body.inviteToken)).tokenHash;
      }
      const { url, state } = await app.google.start({
        purpose: request.body.purpose,
        redirectUri,
        issuer: issuer(),
        inviteTokenHash,
      });
      reply.setCookie(OAUTH_COOKIE, state, {
        path: OAUTH_COOKIE_PATH,
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
      let userId: string;
      if (request.body.purpose === 'invite') {
        reply.clearCookie(OAUTH_COOKIE, { path: OAUTH_COOKIE_PATH });
        // Accepting an invitation with Google: the Google account must be the invited address.
        if (!identity.inviteTokenHash) throw invalidField('purpose', 'Start the Google sign-in from the invitation');
        userId = await app.invitations.accept({
          tokenHash: identity.inviteTokenHash,
          firstName: withoutSpaces(identity.firstName),
          lastName: withoutSpaces(identity.lastName),
          google: { email: identity.email, subject: identity.subject },
        });
      } else {
        ({ userId } = await queries.findOrCreateVendor(app, identity.email, {
          firstName: identity.firstName,
          lastName: identity.lastName,
          googleSubject: identity.subject,
        }));
        reply.clearCookie(OAUTH_COOKIE, { path: OAUTH_COOKIE_PATH });
      }
      const session = await app.sessions.start(userId);
      return ok({
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        adminUser: session.user,
        completedOnboarding: session.completedOnboarding,
      });
    },

    async refreshAccessToken(request) {
      const { token, userId, familyId } = await app.tokens.rotate(request.body.refreshToken);
      const user = await queries.loadMember(app.prisma, userId).catch(async (error: unknown) => {
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
      return ok(await currentUser(app, request.auth.user));
    },

    async setPassword(request) {
      const user = await queries.findUserById(app.prisma, request.auth.userId);
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
      checkNewPassword(request.body.password);
      await queries.savePasswordHash(app.prisma, user.id, await hashPassword(request.body.password));
      return ok(await currentUser(app, user.id));
    },
  };
}
