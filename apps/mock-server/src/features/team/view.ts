import type { components, Invite, InviteStatus, TeamMember } from '@vendor/api-types';
import type { Prisma } from '../../generated/prisma/client.ts';
import { displayName } from '../../lib/person.ts';

/** What toTeamMember needs; pass it as `include` to every membership query that answers a member. */
export const memberInclude = { user: true, role: true } satisfies Prisma.MembershipInclude;
export type MemberRow = Prisma.MembershipGetPayload<{ include: typeof memberInclude }>;

/** Membership status in the database is active | suspended; the wire calls a suspended member inactive. */
export const memberStatusToWire = (status: string): TeamMember['status'] =>
  status === 'active' ? 'active' : 'inactive';
export const memberStatusFromWire = (status: TeamMember['status']): string =>
  status === 'active' ? 'active' : 'suspended';

export function toTeamMember(m: MemberRow): TeamMember {
  return {
    id: m.id,
    userId: m.userId,
    firstName: m.user.firstName ?? '',
    lastName: m.user.lastName ?? '',
    email: m.user.email,
    role: { id: m.role.id, name: m.role.name, slug: m.role.slug },
    status: memberStatusToWire(m.status),
    joinedAt: m.createdAt.toISOString(),
  };
}

/** What toInvite needs; pass it as `include` to every invitation query that answers an invitation. */
export const inviteInclude = { role: true, invitedBy: true } satisfies Prisma.InviteInclude;
export type InviteRow = Prisma.InviteGetPayload<{ include: typeof inviteInclude }>;

/** A pending invitation past its expiry is reported as expired, whether or not the row was updated yet. */
export function effectiveInviteStatus(invite: { status: string; expiresAt: Date }, now: Date): InviteStatus {
  if (invite.status === 'pending' && invite.expiresAt <= now) return 'expired';
  return invite.status as InviteStatus;
}

export function toInvite(invite: InviteRow, now: Date): Invite {
  return {
    id: invite.id,
    email: invite.email,
    role: { id: invite.role.id, name: invite.role.name, slug: invite.role.slug },
    status: effectiveInviteStatus(invite, now),
    expiresAt: invite.expiresAt.toISOString(),
    createdAt: invite.createdAt.toISOString(),
    invitedBy: invite.invitedBy
      ? { id: invite.invitedBy.id, name: displayName(invite.invitedBy), email: invite.invitedBy.email }
      : null,
  };
}

/** What the person following an invitation link sees before accepting. */
export function toInvitationSummary(
  invite: Prisma.InviteGetPayload<{ include: { role: true; business: true } }>,
  now: Date,
): components['schemas']['PublicInvite'] {
  return {
    email: invite.email,
    businessName: invite.business.kitchenName ?? invite.business.businessName ?? '',
    role: { id: invite.role.id, name: invite.role.name, slug: invite.role.slug },
    status: effectiveInviteStatus(invite, now),
    expiresAt: invite.expiresAt.toISOString(),
  };
}
