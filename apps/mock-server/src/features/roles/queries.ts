import { roleSlug } from '@vendor/api-types';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { ADMINISTRATOR_SLUG } from '../../lib/administrator.ts';
import { conflict, invalidField, notFound } from '../../lib/errors.ts';
import { BUILT_IN_ROLES } from './permissions.ts';
import { roleInclude } from './view.ts';

type Db = PrismaClient | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;

export const listRoles = (db: Db, businessId: string) =>
  db.role.findMany({
    where: { businessId },
    include: roleInclude,
    orderBy: [{ builtIn: 'desc' }, { createdAt: 'asc' }, { name: 'asc' }],
  });

/**
 * Locks a role's row until the transaction ends, before deciding to delete it: an assignment of the role at the same
 * moment (which share-locks it) either finished first, and is counted as a holder, or waits and then finds no role.
 */
export async function lockRole(tx: Tx, businessId: string, roleId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM roles WHERE id = ${roleId} AND business_id = ${businessId} FOR UPDATE`;
}

/** A role of the business (404 for anyone else's). */
export async function findRole(db: Db, businessId: string, roleId: string) {
  const role = await db.role.findFirst({ where: { id: roleId, businessId }, include: roleInclude });
  if (!role) throw notFound('Role');
  return role;
}

/** Name → slug, checked for emptiness and uniqueness within the business (409 naming `name`). */
export async function uniqueSlug(tx: Tx, businessId: string, name: string, exceptId?: string): Promise<string> {
  const slug = roleSlug(name);
  if (!slug) throw invalidField('name', 'Must contain at least one letter or digit');
  const clash = await tx.role.findFirst({
    where: { businessId, slug, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { name: true },
  });
  if (clash)
    throw conflict(`A role named "${clash.name}" already exists`, [
      { field: 'name', error: 'A role with this name already exists' },
    ]);
  return slug;
}

export const createRole = (
  tx: Tx,
  data: Omit<Prisma.RoleUncheckedCreateInput, 'permissions'>,
  permissions: readonly string[],
) =>
  tx.role.create({
    data: { ...data, permissions: { createMany: { data: permissions.map((permission) => ({ permission })) } } },
    include: roleInclude,
  });

export async function replacePermissions(tx: Tx, roleId: string, permissions: readonly string[]): Promise<void> {
  await tx.rolePermission.deleteMany({ where: { roleId } });
  await tx.rolePermission.createMany({ data: permissions.map((permission) => ({ roleId, permission })) });
}

export const updateRole = (tx: Tx, id: string, data: Prisma.RoleUpdateInput) =>
  tx.role.update({ where: { id }, data, include: roleInclude });

/** Who still needs the role: its members and its pending invitations. */
export async function holdersOf(tx: Tx, roleId: string, now: Date): Promise<{ members: number; invites: number }> {
  const members = await tx.membership.count({ where: { roleId } });
  const invites = await tx.invite.count({ where: { roleId, status: 'pending', expiresAt: { gt: now } } });
  return { members, invites };
}

/** Deletes the role; its expired, revoked and accepted invitations go with it (they can no longer be used). */
export async function deleteRole(tx: Tx, id: string): Promise<void> {
  await tx.role.delete({ where: { id } });
}

/** Gives a new business the built-in roles; returns the Administrator role's id. */
export async function createBuiltInRoles(tx: Tx, businessId: string): Promise<string> {
  let administratorRoleId = '';
  for (const def of BUILT_IN_ROLES) {
    const role = await createRole(
      tx,
      { businessId, name: def.name, slug: def.slug, description: def.description, builtIn: true },
      def.permissions,
    );
    if (def.slug === ADMINISTRATOR_SLUG) administratorRoleId = role.id;
  }
  return administratorRoleId;
}
