import type { FastifyInstance } from 'fastify';
import { invalidField, notFound, unauthorized, unprocessable } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { GOOGLE_ISSUER } from './google.ts';
import { loopbackIssuer } from './oidc-provider.ts';
import * as queries from './queries.ts';
import { deviceName } from './device.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { checkNewPassword } from './password-rules.ts';
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
  | 'listSessions'
  | 'revokeSession'
  | 'revokeOtherSessions'
  | 'setPassword'
  | 'requestEmailChange'
  | 'confirmEmailChange';

const OAUTH_COOKIE = 'oauth_state';
const OAUTH_COOKIE_PATH = '/api/v1/vendor/vendor/oauth';

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Names may not hold spaces (the same rule as the profile), so Google's "Mary Jane" is stored as "MaryJane". */
const withoutSpaces = (name: string | undefined) => name?.replace(/\s+/g, '') || null;

const userAgentOf = (request: { headers: Record<string, string | string[] | undefined> }) =>
  String(request.headers['user-agent'] ?? '');

/** Handlers for sign-in (code, password, Google), the session's tokens, and the signed-in user. */
export function authHandlers(app: FastifyInstance): HandlerMap<Ops> {
  const issuer = () => (app.google.offline ? loopbackIssuer(app) : GOOGLE_ISSUER);

  return {
    async sendOtp(request) {
      // Per client address, on top of the per-e-mail limits kept with the codes.
      await app.rateLimits.hit(request, 'otp-send:address', request.ip);
      const email = normaliseEmail(request.body.email);
      const { expiresInSeconds } = await app.otp.send(email);
      return ok({ email, expiresInSeconds });
    },

    async verifyOtp(request) {
      await app.rateLimits.hit(request, 'otp-verify:address', request.ip);
      const email = normaliseEmail(request.body.email);
      await app.otp.verify(email, request.body.otp);
      const { userId } = await queries.findOrCreateVendor(app, email);
      return ok(await app.sessions.start(userId, userAgentOf(request), request.ip));
    },

    async vendorLogin(request) {
      const email = normaliseEmail(request.body.email);
      // Password guessing is limited per account (whatever the address) and per address (whatever the account).
      await app.rateLimits.hit(request, 'login:account', email);
      await app.rateLimits.hit(request, 'login:address', request.ip);
      const user = await queries.findUserByEmail(app.prisma, email);
      // Same answer, after the same work, whether the address is unknown or the password wrong, so neither the answer
      // nor its time tells which accounts exist.
      const matches = await verifyPassword(request.body.password, user?.passwordHash);
      if (!user || !matches) {
        throw unauthorized('Incorrect e-mail or password', [
          { field: 'password', error: 'Incorrect e-mail or password' },
        ]);
      }
      // Only wrong guesses use up the allowance: signing in again and again is not an attack.
      await app.rateLimits.forgive('login:account', email);
      await app.rateLimits.forgive('login:address', request.ip);
      return ok(await app.sessions.start(user.id, userAgentOf(request), request.ip));
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
      const session = await app.sessions.start(userId, userAgentOf(request), request.ip);
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

    // The settings/security screen: the member's own sessions and password.
    async listSessions(request) {
      const { userId, familyId } = request.auth;
      const rows = await queries.listRunningSessions(app.prisma, userId, app.clock.now());
      const sessions = rows.map((row) => ({
        id: row.id,
        device: deviceName(row.userAgent),
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.id === familyId,
      }));
      // This device first, then the most recently used.
      sessions.sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
      return ok(sessions);
    },

    async revokeSession(request) {
      const { sessionId } = request.params;
      const running = await queries.findRunningSession(app.prisma, request.auth.userId, sessionId, app.clock.now());
      // Another member's session, or one already over, is not there for this caller.
      if (!running) throw notFound('Session');
      await app.tokens.revokeFamily(sessionId);
      return ok({ id: sessionId });
    },

    async revokeOtherSessions(request) {
      const signedOut = await app.tokens.revokeAllBut(request.auth.userId, request.auth.familyId);
      return ok({ signedOut });
    },

    async setPassword(request) {
      const user = await queries.findUserById(app.prisma, request.auth.userId);
      const { password, currentPassword } = request.body;
      if (user.passwordHash) {
        if (!currentPassword) {
          throw unprocessable('Enter your current password', [{ field: 'currentPassword', error: 'Required' }]);
        }
        await app.rateLimits.hit(request, 'password:account', user.id);
        if (!(await verifyPassword(currentPassword, user.passwordHash))) {
          throw unprocessable('Your current password is incorrect', [
            { field: 'currentPassword', error: 'Incorrect password' },
          ]);
        }
        await app.rateLimits.forgive('password:account', user.id);
      }
      const samePassword = user.passwordHash !== null && (await verifyPassword(password, user.passwordHash));
      checkNewPassword(password, { email: user.email, samePassword });
      await queries.savePasswordHash(app.prisma, user.id, await hashPassword(password));
      // Whoever knew the old password is signed out everywhere else; this device stays signed in.
      await app.tokens.revokeAllBut(user.id, request.auth.familyId);
      return ok(await currentUser(app, user.id));
    },

    async requestEmailChange(request) {
      return ok(await requestEmailChange(app, request, request.body));
    },

    async confirmEmailChange(request) {
      await confirmEmailChange(app, request, request.body);
      return ok(await currentUser(app, request.auth.userId));
    },
  };
}
