// Roles, memberships and invitations: every kitchen has the built-in roles; the demo kitchen also has a custom role,
// a pending invitation (DEMO_INVITE_TOKEN) and a revoked one.
import { createHash } from 'node:crypto';
import { BUILT_IN_ROLES } from '../features/roles/permissions.ts';
import { ADMINISTRATOR_SLUG } from '../lib/administrator.ts';
import {
  DEMO_BUSINESS_ID,
  DEMO_CUSTOM_ROLE_ID,
  DEMO_INVITE_ID,
  DEMO_INVITE_TOKEN_HASH,
  DEMO_USER_ID,
  INVITED_EMAIL,
  MANAGER_USER_ID,
  MERCHANDIZER_USER_ID,
  roleId,
} from './fixtures.ts';
import type { KitchenSpec } from './kitchens.ts';
import type { SeedContext } from './rows.ts';
import { addMonthsUtc, addMs, DAY_MS, seedId } from './util.ts';

/** The built-in roles of a kitchen and its staff's memberships: the owner is Administrator. */
export function addRolesAndMembers({ d }: SeedContext, spec: KitchenSpec): void {
  const createdAt = spec.owner.createdAt;
  for (const r of BUILT_IN_ROLES) {
    const id = roleId(spec.id, r.slug);
    d.roles.push({
      id,
      businessId: spec.id,
      name: r.name,
      slug: r.slug,
      description: r.description,
      status: 'active',
      builtIn: true,
      createdAt,
      updatedAt: createdAt,
    });
    for (const p of r.permissions) d.rolePermissions.push({ roleId: id, permission: p });
  }
  const roleOf = (userId: string) =>
    userId === MANAGER_USER_ID
      ? 'business-manager'
      : userId === MERCHANDIZER_USER_ID
        ? 'merchandizer'
        : ADMINISTRATOR_SLUG;
  for (const u of spec.staff) {
    d.memberships.push({
      id: seedId('membership', u.id),
      userId: u.id,
      businessId: spec.id,
      roleId: roleId(spec.id, roleOf(u.id)),
      status: 'active',
      owner: u.id === spec.owner.id,
      createdAt: u.createdAt,
      updatedAt: u.createdAt,
    });
  }
}

/** The demo kitchen's custom role "Kitchen Assistant" (nobody holds it), its pending and its revoked invitation. */
export function addDemoRoleAndInvites({ d, now, monthStart }: SeedContext): void {
  const at = addMonthsUtc(monthStart, -4);
  d.roles.push({
    id: DEMO_CUSTOM_ROLE_ID,
    businessId: DEMO_BUSINESS_ID,
    name: 'Kitchen Assistant',
    slug: 'kitchen-assistant',
    description: 'Helps in the kitchen on busy days: sees the menu and the orders.',
    status: 'active',
    builtIn: false,
    createdAt: at,
    updatedAt: at,
  });
  for (const p of ['dashboard.view', 'meals.view', 'orders.view'])
    d.rolePermissions.push({ roleId: DEMO_CUSTOM_ROLE_ID, permission: p });
  d.invites.push({
    id: DEMO_INVITE_ID,
    businessId: DEMO_BUSINESS_ID,
    email: INVITED_EMAIL,
    roleId: roleId(DEMO_BUSINESS_ID, 'merchandizer'),
    tokenHash: DEMO_INVITE_TOKEN_HASH,
    status: 'pending',
    expiresAt: addMs(now, 7 * DAY_MS),
    invitedById: DEMO_USER_ID,
    acceptedAt: null,
    revokedAt: null,
    createdAt: now,
    updatedAt: now,
  });
  const revokedAt = addMs(addMonthsUtc(monthStart, -2), 3 * DAY_MS);
  d.invites.push({
    id: seedId('invite', 'revoked'),
    businessId: DEMO_BUSINESS_ID,
    email: 'former.helper@example.com',
    roleId: DEMO_CUSTOM_ROLE_ID,
    tokenHash: createHash('sha256').update('seed-revoked-invite-token').digest('hex'),
    status: 'revoked',
    expiresAt: addMs(revokedAt, 5 * DAY_MS),
    invitedById: DEMO_USER_ID,
    acceptedAt: null,
    revokedAt,
    createdAt: addMs(revokedAt, -2 * DAY_MS),
    updatedAt: revokedAt,
  });
}
