import type { FastifyInstance } from 'fastify';
import type { components } from '@vendor/api-types';
import { completedOnboarding, loadUser, type MemberUser } from './accounts.ts';

type User = components['schemas']['User'];

/** The signed-in user as the wire shows it. */
export function toUserView(user: MemberUser, onboarded: boolean): User {
  const role = user.membership.role;
  return {
    id: user.id,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    phone: user.phone,
    businessId: user.membership.businessId,
    role: {
      id: role.id,
      name: role.name,
      slug: role.slug,
      permissions: role.permissions.map((p) => p.permission) as User['role']['permissions'],
    },
    completedOnboarding: onboarded,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Loads the user view with completedOnboarding worked out from saved data. */
export async function currentUserView(app: FastifyInstance, userOrId: string | MemberUser): Promise<User> {
  const user = typeof userOrId === 'string' ? await loadUser(app.prisma, userOrId) : userOrId;
  return toUserView(user, await completedOnboarding(app.prisma, user.membership.businessId));
}

/** Starts a session: a new refresh-token family and an access token bound to it. */
export async function issueSession(app: FastifyInstance, userId: string) {
  const user = await currentUserView(app, userId);
  const { token: refreshToken, familyId } = await app.tokens.issueRefresh(userId);
  const accessToken = await app.tokens.signAccess({ userId, businessId: user.businessId, familyId });
  await app.prisma.user.update({ where: { id: userId }, data: { lastLoginAt: app.clock.now() } });
  return { accessToken, refreshToken, completedOnboarding: user.completedOnboarding, user };
}
