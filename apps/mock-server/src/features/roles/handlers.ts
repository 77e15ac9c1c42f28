import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ADMINISTRATOR_SLUG } from '../../lib/administrator.ts';
import { audit } from '../../lib/audit.ts';
import {
  badRequest,
  conflict,
  type FieldError,
  forbidden,
  invalidField,
  isReferenceViolation,
} from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { assertHolds, assertMayHandle } from '../../lib/privilege.ts';
import { isPermissionKey, PERMISSIONS } from './permissions.ts';
import * as queries from './queries.ts';
import { toRole } from './view.ts';

type Ops = 'listPermissions' | 'listRoles' | 'createRole' | 'getRole' | 'updateRole' | 'deleteRole';

/** The contract's enum already rejects unknown keys; this keeps the database clean should the two ever drift. */
function checkPermissions(permissions: readonly string[]): void {
  const errors: FieldError[] = permissions.flatMap((p, i) =>
    isPermissionKey(p) ? [] : [{ field: `permissions.${i}`, error: `Unknown permission "${p}"` }],
  );
  if (errors.length) throw badRequest('Unknown permission', errors);
}

function cleanName(name: string): string {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (!clean) throw invalidField('name', 'Must not be empty');
  return clean;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const OWN_ROLE = 'You cannot change the role you hold. Ask an Administrator to change it.';

/** Why a role that someone still needs cannot be deleted, and what to do first. */
function stillHeld(name: string, members: number, invites: number): string {
  const held = [
    members ? `${plural(members, 'team member')} ${members === 1 ? 'holds' : 'hold'} this role` : '',
    invites ? `${plural(invites, 'pending invitation')} ${invites === 1 ? 'uses' : 'use'} it` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const todo = [members ? 'move them to another role in Team Management' : '', invites ? 'revoke the invitations' : '']
    .filter(Boolean)
    .join(' and ');
  return `"${name}" cannot be deleted: ${held}. First ${todo}, then delete the role.`;
}

/** Handlers for the permission catalogue and the business's roles. */
export function roleHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    async listPermissions() {
      return ok(PERMISSIONS.map(({ key, name, description, group }) => ({ key, name, description, group })));
    },

    async listRoles(request) {
      return ok((await queries.listRoles(app.prisma, request.auth.businessId)).map(toRole));
    },

    async createRole(request, reply) {
      const { auth, body } = request;
      const name = cleanName(body.name);
      checkPermissions(body.permissions);
      assertHolds(auth, body.permissions, 'permissions');
      const role = await app.prisma.$transaction(async (tx) => {
        const created = await queries.createRole(
          tx,
          {
            businessId: auth.businessId,
            name,
            slug: await queries.uniqueSlug(tx, auth.businessId, name),
            description: body.description?.trim() ?? '',
            status: body.status ?? 'active',
          },
          body.permissions,
        );
        await audit(tx, auth, {
          eventType: 'created',
          itemType: 'role',
          itemId: created.id,
          itemAffected: created.name,
          description:
            `Created role "${created.name}" with ${plural(body.permissions.length, 'permission')}` +
            (body.permissions.length ? `: ${body.permissions.join(', ')}.` : '.'),
        });
        return created;
      });
      reply.code(201);
      return ok(toRole(role));
    },

    async getRole(request) {
      const { businessId } = request.auth;
      const role = await queries.findRole(app.prisma, businessId, request.params.roleId);
      return ok({ ...toRole(role), users: await app.teamMembers.withRole(businessId, role.id) });
    },

    async updateRole(request) {
      const { auth, body } = request;
      if (body.permissions) checkPermissions(body.permissions);
      const updated = await app.prisma.$transaction(async (tx) => {
        const role = await queries.findRole(tx, auth.businessId, request.params.roleId);
        if (role.builtIn) {
          throw conflict(
            role.slug === ADMINISTRATOR_SLUG
              ? 'The Administrator role always has every permission and cannot be changed'
              : `"${role.name}" is a built-in role and cannot be changed. ` +
                  'Create a custom role with the permissions you need instead.',
          );
        }
        // Editing the role you hold would let you raise your own powers.
        if (role.id === auth.roleId) throw forbidden(OWN_ROLE, [{ field: 'roleId', error: 'This is your own role' }]);
        const before = new Set(role.permissions.map((p) => p.permission));
        // A role above one's own level is out of reach: no renaming, deactivating or stripping its permissions.
        assertMayHandle(auth, { name: role.name, slug: role.slug, permissions: [...before] }, 'roleId', 'change');
        const after = new Set<string>(body.permissions ?? before);
        // What the change hands to the role's holders: the added permissions, or all of them when it is activated.
        const activates = body.status === 'active' && role.status !== 'active';
        assertHolds(auth, activates ? after : [...after].filter((p) => !before.has(p)), 'permissions');
        const changes: string[] = [];
        const data: Prisma.RoleUpdateInput = {};
        if (body.name !== undefined) {
          const name = cleanName(body.name);
          if (name !== role.name) {
            data.name = name;
            data.slug = await queries.uniqueSlug(tx, auth.businessId, name, role.id);
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
          const added = [...after].filter((p) => !before.has(p));
          const removed = [...before].filter((p) => !after.has(p));
          if (added.length || removed.length) {
            await queries.replacePermissions(tx, role.id, body.permissions);
            if (added.length) changes.push(`added ${added.join(', ')}`);
            if (removed.length) changes.push(`removed ${removed.join(', ')}`);
          }
        }
        // updatedAt moves even when only the permissions (another table) changed.
        const saved = await queries.updateRole(tx, role.id, { ...data, updatedAt: app.clock.now() });
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
          await queries.lockRole(tx, auth.businessId, request.params.roleId);
          const role = await queries.findRole(tx, auth.businessId, request.params.roleId);
          if (role.builtIn) throw conflict(`"${role.name}" is a built-in role and cannot be deleted`);
          assertMayHandle(
            auth,
            { ...role, permissions: role.permissions.map((p) => p.permission) },
            'roleId',
            'delete',
          );
          const { members, invites } = await queries.holdersOf(tx, role.id, now);
          if (members || invites) throw conflict(stillHeld(role.name, members, invites));
          await queries.deleteRole(tx, role.id);
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
          if (isReferenceViolation(error))
            throw conflict('Someone was just given this role; it cannot be deleted while members hold it.');
          throw error;
        });
      return ok({ id });
    },
  };
}
