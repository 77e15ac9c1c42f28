import type { components } from '@vendor/api-types';
import type { FastifyInstance } from 'fastify';
import type { AuthContext, MemberUser, Session, Sessions } from '../../decorators.ts';
import { unauthorized } from '../../lib/errors.ts';
import { displayName } from '../../lib/person.ts';
import { loadMember, recordSignIn } from './queries.ts';
import { toUserView } from './view.ts';

/** The user view with completedOnboarding worked out from the business's saved data. */
export async function currentUser(
  app: FastifyInstance,
  userOrId: string | MemberUser,
): Promise<components['schemas']['User']> {
  const user = typeof userOrId === 'string' ? await loadMember(app.prisma, userOrId) : userOrId;
  return toUserView(user, await app.onboarding.isComplete(user.membership.businessId));
}

/** The sessions service other features use through `app.sessions`. */
export function createSessions(app: FastifyInstance): Sessions {
  return {
    async authenticate(accessToken: string): Promise<AuthContext> {
      const claims = await app.tokens.verifyAccess(accessToken);
      const user = await loadMember(app.prisma, claims.userId);
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

    async start(userId: string): Promise<Session> {
      const user = await currentUser(app, userId);
      const { token: refreshToken, familyId } = await app.tokens.issueRefresh(userId);
      const accessToken = await app.tokens.signAccess({ userId, businessId: user.businessId, familyId });
      await recordSignIn(app.prisma, userId, app.clock.now());
      return { accessToken, refreshToken, completedOnboarding: user.completedOnboarding, user };
    },
  };
}
