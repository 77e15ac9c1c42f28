import type { components } from '@vendor/api-types';
import type { FastifyInstance } from 'fastify';
import type { AuthContext, MemberUser, Session, Sessions } from '../../decorators.ts';
import { unauthorized } from '../../lib/errors.ts';
import { displayName } from '../../lib/person.ts';
import { deviceName } from './device.ts';
import { findSessionState, loadMember, recordSignIn, touchSession } from './queries.ts';
import type { AuthCache } from './session-cache.ts';
import { toUserView } from './view.ts';

/** "Last used" is kept to the minute: a busy session writes it at most once a minute, not on every request. */
const LAST_USED_RESOLUTION_MS = 60 * 1000;

/**
 * The user view with completedOnboarding worked out from the business's saved data. That answer is cached with the
 * member (the owner's and the business's onboarding fields announce their changes like the member's own), so
 * GET /vendor/me costs no database round trip in the steady state.
 */
export async function currentUser(
  app: FastifyInstance,
  userOrId: string | MemberUser,
): Promise<components['schemas']['User']> {
  const user = typeof userOrId === 'string' ? await loadMember(app.prisma, userOrId) : userOrId;
  const { businessId } = user.membership;
  const complete = await app.onboarding.isCompleteCached(businessId);
  return toUserView(user, complete);
}

/** The sessions service other features use through `app.sessions`. */
export function createSessions(app: FastifyInstance, cache: AuthCache): Sessions {
  return {
    async authenticate(accessToken: string): Promise<AuthContext> {
      const claims = await app.tokens.verifyAccess(accessToken);
      const sessionKey = `session:${claims.familyId}`;
      const session = await cache.get(sessionKey, () => findSessionState(app.prisma, claims.familyId));
      const now = app.clock.now();
      // Sign-out (here or elsewhere), its 30 days being over, or a stolen refresh token ends the session's access
      // tokens on their next use, not when they expire.
      if (!session || session.userId !== claims.userId || session.revokedAt || session.expiresAt <= now) {
        throw unauthorized('This session has ended: sign in again');
      }
      if (now.getTime() - session.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
        await touchSession(app.prisma, session.id, now);
        cache.update<typeof session>(sessionKey, (s) => s && { ...s, lastUsedAt: now });
      }
      const user = await cache.get(`member:${claims.userId}`, () => loadMember(app.prisma, claims.userId));
      const { membership } = user;
      const { role } = membership;
      if (membership.businessId !== claims.businessId) throw unauthorized('Invalid access token');
      return {
        userId: user.id,
        businessId: membership.businessId,
        familyId: claims.familyId,
        roleId: membership.roleId,
        roleSlug: role.slug,
        // An inactive role keeps its members signed in but lets them do nothing.
        permissions: new Set(role.status === 'active' ? role.permissions.map((p) => p.permission) : []),
        email: user.email,
        name: displayName(user),
        user,
      };
    },

    async start(userId: string, userAgent?: string, ip?: string): Promise<Session> {
      const user = await currentUser(app, userId);
      const { token: refreshToken, familyId } = await app.tokens.issueRefresh(userId, userAgent);
      const accessToken = await app.tokens.signAccess({ userId, businessId: user.businessId, familyId });
      await recordSignIn(app.prisma, userId, app.clock.now());
      // A device is a browser on a network: without the address (a session started for a test) there is none.
      if (ip !== undefined) {
        const agent = userAgent ?? '';
        await app.notifications.signedIn({ userId, userAgent: agent, ip, deviceName: deviceName(agent) });
      }
      return { accessToken, refreshToken, completedOnboarding: user.completedOnboarding, user };
    },
  };
}
