import { ADMINISTRATOR_SLUG } from './administrator.ts';
import { type FieldError, forbidden } from './errors.ts';

/** What a privilege check needs to know about the caller. */
export interface Grantor {
  roleSlug: string;
  permissions: ReadonlySet<string>;
}

/** A role as far as privilege goes: its slug and the permissions it carries. */
export interface GrantedRole {
  name: string;
  slug: string;
  permissions: readonly string[];
}

export const isAdministrator = (caller: Grantor) => caller.roleSlug === ADMINISTRATOR_SLUG;

/**
 * A member can hand out only what they hold: 403 naming `field` when `granted` has a permission the caller lacks.
 * Without this, anyone who may manage roles or the team could raise themselves (or an accomplice) to any power.
 */
export function assertHolds(caller: Grantor, granted: Iterable<string>, field: string): void {
  const missing = [...new Set(granted)].filter((p) => !caller.permissions.has(p));
  if (missing.length) {
    const error: FieldError = { field, error: `You do not hold ${missing.join(', ')}` };
    throw forbidden(`You can only grant permissions you hold yourself; you do not hold ${missing.join(', ')}.`, [
      error,
    ]);
  }
}

/**
 * `action` reads before "the role": "assign", "change a member holding", "remove a member holding".
 * Giving someone a role, or acting on someone who holds it: only an Administrator deals with the Administrator role,
 * and nobody deals with a role that carries permissions they do not hold (403 naming `field`).
 */
export function assertMayHandle(caller: Grantor, role: GrantedRole, field: string, action: string): void {
  if (role.slug === ADMINISTRATOR_SLUG && !isAdministrator(caller)) {
    throw forbidden(`Only an Administrator can ${action} the Administrator role.`, [
      { field, error: 'Only an Administrator can do this' },
    ]);
  }
  const missing = role.permissions.filter((p) => !caller.permissions.has(p));
  if (missing.length) {
    throw forbidden(`You cannot ${action} the role "${role.name}": it holds ${missing.join(', ')}, which you do not.`, [
      { field, error: `Role holds permissions you do not: ${missing.join(', ')}` },
    ]);
  }
}
