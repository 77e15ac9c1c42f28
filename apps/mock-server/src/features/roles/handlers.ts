import type { components } from '@vendor/api-types';
import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { audit } from '../../lib/audit.ts';
import { conflict, invalidField, notFound, type FieldError, badRequest } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { ADMINISTRATOR_SLUG, isPermissionKey, PERMISSIONS } from '../../seed/permissions.ts';
import { memberInclude, toTeamMember } from '../team/views.ts';

type Ops = 'listPermissions' | 'listRoles' | 'createRole' | 'getRole' | 'updateRole' | 'deleteRole';
type Role = components['schemas']['Role'];
type PermissionKey = components['schemas']['PermissionKey'];

const roleInclude = { permissions: true, _count: { select: { memberships: true } } } satisfies Prisma.RoleInclude;
type RoleRow = Prisma.RoleGetPayload<{ include: typeof roleInclude }>;

const ORDER = new Map(PERMISSIONS.map((p, i) => [p.key as string, i]));

function toRole(role: RoleRow): Role {
  return {
    id: role.id,
    name: role.name,
    slug: role.slug,
    description: role.description,
    status: role.status === 'inactive' ? 'inactive' : 'active',
    permissions: role.permissions
      .map((p) => p.permission)
      .sort((a, b) => (ORDER.get(a) ?? 99) - (ORDER.get(b) ?? 99)) as PermissionKey[],
    builtIn: role.builtIn,
    createdAt: role.createdAt.toISOString(),
    roleUsersCount: role._count.memberships,
  };
}

/** "Kitchen Assistant" → "kitchen-assistant"; accents dropped, anything else becomes a single dash. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** The contract's enum already rejects unknown keys; this keeps the database clean should the two ever drift. */
function checkPermissions(permissions: readonly string[]): void {
  const errors: FieldError[] = permissions.flatMap((p, i) =>
    isPermissionKey(p) ? [] : [{ field: `permissions.${i}`, error: `Unknown permission "${p}"` }],
  );
  if (errors.length) throw badRequest('Unknown permission', errors);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Handlers for listPermissions, listRoles, createRole, getRole, updateRole, deleteRole. */
export function roleHandlers(app: FastifyInstance): HandlerMap<Ops> {
  const findRole = async (
    db: Prisma.TransactionClient | FastifyInstance['prisma'],
    businessId: string,
    roleId: string,
  ) => {
    const role = await db.role.findFirst({ where: { id: roleId, businessId }, include: roleInclude });
    if (!role) throw notFound('Role');
    return role;
  };

  /** Name → slug, checked for emptiness and uniqueness within the business (409 naming `name`). */
  const uniqueSlug = async (db: Prisma.TransactionClient, businessId: string, name: string, exceptId?: string) => {
    const slug = slugify(name);
    if (!slug) throw invalidField('name', 'Must contain at least one letter or digit');
    const clash = await db.role.findFirst({
      where: { businessId, slug, ...(exceptId ? { id: { not: exceptId } } : {}) },
      select: { name: true },
    });
    if (clash)
      throw conflict(`A role named "${clash.name}" already exists`, [
        { field: 'name', error: 'A role with this name already exists' },
      ]);
    return slug;
  };

  return {
    async listPermissions() {
      return ok(PERMISSIONS.map((p) => ({ key: p.key, name: p.name, description: p.description, group: p.group })));
    },

    async listRoles(request) {
      const roles = await app.prisma.role.findMany({
        where: { businessId: request.auth.businessId },
        include: roleInclude,
        orderBy: [{ builtIn: 'desc' }, { createdAt: 'asc' }, { name: 'asc' }],
      });
      return ok(roles.map(toRole));
    },

    async createRole(request, reply) {
      const { auth } = request;
      const body = request.body;
      const name = body.name.trim().replace(/\s+/g, ' ');
      if (!name) throw invalidField('name', 'Must not be empty');
      checkPermissions(body.permissions);
      const role = await app.prisma.$transaction(async (tx) => {
        const slug = await uniqueSlug(tx, auth.businessId, name);
        const created = await tx.role.create({
          data: {
            businessId: auth.businessId,
            name,
            slug,
            description: body.description?.trim() ?? '',
            status: body.status ?? 'active',
            permissions: { createMany: { data: body.permissions.map((permission) => ({ permission })) } },
          },
          include: roleInclude,
        });
        await audit(tx, auth, {
          eventType: 'created',
          itemType: 'role',
          itemId: created.id,
          itemAffected: created.name,
          description: `Created role "${created.name}" with ${plural(body.permissions.length, 'permission')}.`,
        });
        return created;
      });
      reply.code(201);
      return ok(toRole(role));
    },

    async getRole(request) {
      const role = await findRole(app.prisma, request.auth.businessId, request.params.roleId);
      const members = await app.prisma.membership.findMany({
        where: { roleId: role.id, businessId: request.auth.businessId },
        include: memberInclude,
        orderBy: { createdAt: 'asc' },
      });
      return ok({ ...toRole(role), users: members.map(toTeamMember) });
    },

    async updateRole(request) {
      const { auth } = request;
      const body = request.body;
      if (body.permissions) checkPermissions(body.permissions);
      const updated = await app.prisma.$transaction(async (tx) => {
        const role = await findRole(tx, auth.businessId, request.params.roleId);
        if (role.builtIn) {
          throw conflict(
            role.slug === ADMINISTRATOR_SLUG
              ? 'The Administrator role always has every permission and cannot be changed'
              : `"${role.name}" is a built-in role and cannot be changed. Create a custom role with the permissions you need instead.`,
          );
        }
        if (role.id === auth.roleId) {
          const losesManage = body.permissions !== undefined && !body.permissions.includes('roles.manage');
          if (body.status === 'inactive' || losesManage) {
            throw conflict(
              'This is your own role: deactivating it or removing "roles.manage" would lock you out. Ask another administrator to do it.',
              [{ field: body.status === 'inactive' ? 'status' : 'permissions', error: 'Would remove your own access' }],
            );
          }
        }
        const changes: string[] = [];
        const data: Prisma.RoleUpdateInput = {};
        if (body.name !== undefined) {
          const name = body.name.trim().replace(/\s+/g, ' ');
          if (!name) throw invalidField('name', 'Must not be empty');
          if (name !== role.name) {
            data.name = name;
            data.slug = await uniqueSlug(tx, auth.businessId, name, role.id);
            changes.push(`renamed from "${role.name}" to "${name}"`);
          }
        }
        if (body.description !== undefined) {
          const description = body.description?.trim() ?? '';
          if (description !== role.description) {
            data.description = description;
            changes.push('changed the description');
          }
        }
        if (body.status !== undefined && body.status !== role.status) {
          data.status = body.status;
          changes.push(`changed status from ${role.status} to ${body.status}`);
        }
        if (body.permissions !== undefined) {
          const before = new Set(role.permissions.map((p) => p.permission));
          const after = new Set<string>(body.permissions);
          const added = [...after].filter((p) => !before.has(p));
          const removed = [...before].filter((p) => !after.has(p));
          if (added.length || removed.length) {
            await tx.rolePermission.deleteMany({ where: { roleId: role.id } });
            await tx.rolePermission.createMany({
              data: body.permissions.map((permission) => ({ roleId: role.id, permission })),
            });
            if (added.length) changes.push(`added ${added.join(', ')}`);
            if (removed.length) changes.push(`removed ${removed.join(', ')}`);
          }
        }
        // touch updatedAt even when only permissions changed
        const saved = await tx.role.update({
          where: { id: role.id },
          data: { ...data, updatedAt: app.clock.now() },
          include: roleInclude,
        });
        if (changes.length) {
          await audit(tx, auth, {
            eventType: 'updated',
            itemType: 'role',
            itemId: role.id,
            itemAffected: saved.name,
            description: `Role "${saved.name}": ${changes.join('; ')}.`,
          });
        }
        return saved;
      });
      return ok(toRole(updated));
    },

    async deleteRole(request) {
      const { auth } = request;
      const now = app.clock.now();
      const id = await app.prisma
        .$transaction(async (tx) => {
          const role = await findRole(tx, auth.businessId, request.params.roleId);
          if (role.builtIn) throw conflict(`"${role.name}" is a built-in role and cannot be deleted`);
          const members = await tx.membership.count({ where: { roleId: role.id } });
          const invites = await tx.invite.count({
            where: { roleId: role.id, status: 'pending', expiresAt: { gt: now } },
          });
          if (members || invites) {
            const held = [
              members ? `${plural(members, 'team member')} ${members === 1 ? 'holds' : 'hold'} this role` : '',
              invites ? `${plural(invites, 'pending invitation')} ${invites === 1 ? 'uses' : 'use'} it` : '',
            ]
              .filter(Boolean)
              .join(' and ');
            const todo = [
              members ? 'move them to another role in Team Management' : '',
              invites ? 'revoke the invitations' : '',
            ]
              .filter(Boolean)
              .join(' and ');
            throw conflict(`"${role.name}" cannot be deleted: ${held}. First ${todo}, then delete the role.`);
          }
          // Expired, revoked and accepted invitations of the role go with it (they can no longer be used).
          await tx.role.delete({ where: { id: role.id } });
          await audit(tx, auth, {
            eventType: 'deleted',
            itemType: 'role',
            itemId: role.id,
            itemAffected: role.name,
            description: `Deleted role "${role.name}".`,
          });
          return role.id;
        })
        .catch((error: unknown) => {
          // Someone was given the role while it was being deleted: the database refuses (foreign key).
          if ((error as { code?: string }).code === 'P2003')
            throw conflict('Someone was just given this role; it cannot be deleted while members hold it.');
          throw error;
        });
      return ok({ id });
    },
  };
}
