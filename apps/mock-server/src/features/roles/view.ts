import type { PermissionKey, Role } from '@vendor/api-types';
import type { Prisma } from '../../generated/prisma/client.ts';
import { PERMISSIONS } from './permissions.ts';

/** What toRole needs; pass it as `include` to every role query that answers a role. */
export const roleInclude = {
  permissions: true,
  _count: { select: { memberships: true } },
} satisfies Prisma.RoleInclude;
export type RoleRow = Prisma.RoleGetPayload<{ include: typeof roleInclude }>;

const CATALOGUE_ORDER = new Map<string, number>(PERMISSIONS.map((p, i) => [p.key, i]));

/** A role as the wire shows it, its permissions in the catalogue's order. */
export function toRole(role: RoleRow): Role {
  return {
    id: role.id,
    name: role.name,
    slug: role.slug,
    description: role.description,
    status: role.status === 'inactive' ? 'inactive' : 'active',
    permissions: role.permissions
      .map((p) => p.permission)
      .sort((a, b) => (CATALOGUE_ORDER.get(a) ?? 99) - (CATALOGUE_ORDER.get(b) ?? 99)) as PermissionKey[],
    builtIn: role.builtIn,
    createdAt: role.createdAt.toISOString(),
    roleUsersCount: role._count.memberships,
  };
}
