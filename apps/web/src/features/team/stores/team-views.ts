import type { Invite, PermissionKey, Role, RoleRef, TeamMember } from '@vendor/api-types';

/** The view of the pending invitations; every other view is the slug of a role. */
export const INVITED_VIEW = 'invited';
/** The team page opens on the Administrators. */
export const ADMINISTRATOR_SLUG = 'administrator';

/** The three roles every kitchen has, in the order the team page shows them. */
const BUILT_IN: readonly RoleRef[] = [
  { id: '', name: 'Administrator', slug: ADMINISTRATOR_SLUG },
  { id: '', name: 'Business Manager', slug: 'business-manager' },
  { id: '', name: 'Merchandizer', slug: 'merchandizer' },
];

export interface TeamView {
  /** In the URL: /team-management/{slug}. */
  slug: string;
  label: string;
  /** How many members hold the role (pending invitations for Invited); null while that list loads. */
  count: number | null;
  /** The role whose members the view lists (none for the invitations). */
  role?: RoleRef;
}

/**
 * The views of the team page: Administrator, Business Manager and Merchandizer, then the kitchen's own roles (active
 * ones, and inactive ones someone still holds), then Invited. The roles come from the role list when the member may
 * read it, otherwise from the members themselves. A list not loaded yet (`undefined`) counts nothing: its views
 * have no count rather than a count of 0.
 */
export function teamViews(
  roles: readonly Role[] | undefined,
  loadedMembers: readonly TeamMember[] | undefined,
  invites: readonly Invite[] | undefined,
): TeamView[] {
  const members = loadedMembers ?? [];
  const bySlug = new Map<string, RoleRef>();
  for (const role of BUILT_IN) bySlug.set(role.slug, role);
  for (const role of roles ?? []) {
    const held = members.some((member) => member.role.id === role.id);
    if (role.builtIn || role.status === 'active' || held) {
      bySlug.set(role.slug, { id: role.id, name: role.name, slug: role.slug });
    }
  }
  for (const member of members) if (!bySlug.get(member.role.slug)?.id) bySlug.set(member.role.slug, member.role);
  const views: TeamView[] = [...bySlug.values()]
    .filter((role) => role.slug !== INVITED_VIEW)
    .map((role) => ({
      slug: role.slug,
      label: role.name,
      count: loadedMembers ? members.filter((member) => member.role.slug === role.slug).length : null,
      role,
    }));
  views.push({
    slug: INVITED_VIEW,
    label: 'Invited',
    count: invites ? invites.filter((invite) => invite.status === 'pending').length : null,
  });
  return views;
}

/**
 * Roles the signed-in member may give someone (inviting or moving them): active ones, the Administrator role only
 * by an Administrator, and never a role holding a permission the member lacks.
 */
export function assignableRoles(
  roles: readonly Role[],
  member: { isAdministrator: boolean; can: (permission: PermissionKey) => boolean },
): Role[] {
  return roles.filter(
    (role) =>
      role.status === 'active' &&
      (role.slug !== ADMINISTRATOR_SLUG || member.isAdministrator) &&
      role.permissions.every((permission) => member.can(permission)),
  );
}

const INVITE_ORDER: Record<Invite['status'], number> = { pending: 0, accepted: 1, revoked: 2, expired: 3 };

/** Pending invitations first, then the history; newest first within each. */
export function splitInvites(invites: readonly Invite[]): { pending: Invite[]; earlier: Invite[] } {
  const sorted = [...invites].sort(
    (a, b) => INVITE_ORDER[a.status] - INVITE_ORDER[b.status] || b.createdAt.localeCompare(a.createdAt),
  );
  return {
    pending: sorted.filter((invite) => invite.status === 'pending'),
    earlier: sorted.filter((invite) => invite.status !== 'pending'),
  };
}
