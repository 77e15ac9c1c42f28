import type { User } from '@vendor/api-types';
import type { MemberUser } from '../../decorators.ts';
import { personView } from '../../lib/person.ts';

/** The signed-in user as the wire shows it. */
export function toUserView(user: MemberUser, completedOnboarding: boolean): User {
  const role = user.membership.role;
  return {
    ...personView(user),
    businessId: user.membership.businessId,
    role: {
      id: role.id,
      name: role.name,
      slug: role.slug,
      permissions: role.permissions.map((p) => p.permission) as User['role']['permissions'],
    },
    completedOnboarding,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
