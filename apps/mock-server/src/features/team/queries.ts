import type { InviteStatus } from '@vendor/api-types';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { sha256 } from '../../lib/crypto.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { inviteInclude, memberInclude } from './view.ts';

type Db = PrismaClient | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;

export const listTeamMembers = (db: Db, where: { businessId: string; roleId?: string }) =>
  db.membership.findMany({ where, include: memberInclude, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });

/** A member of the business (404 for anyone else's). */
export async function findMember(db: Db, businessId: string, memberId: string) {
  const member = await db.membership.findFirst({ where: { id: memberId, businessId }, include: memberInclude });
  if (!member) throw notFound('Team member');
  return member;
}

/**
 * Locks a member's row until the transaction ends, so two changes to one member take turns: the second reads what the
 * first wrote instead of writing back what both read (a deactivation and a role change made at once both hold).
 */
export async function lockMember(tx: Tx, businessId: string, memberId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM memberships WHERE id = ${memberId} AND business_id = ${businessId} FOR UPDATE`;
}

/** A role's name, slug and permissions: what holding it grants. */
export async function roleGrants(tx: Tx, roleId: string) {
  const role = await tx.role.findUniqueOrThrow({ where: { id: roleId }, include: { permissions: true } });
  return { name: role.name, slug: role.slug, permissions: role.permissions.map((p) => p.permission) };
}

/**
 * A role of the caller's business that can be given to someone (422 naming roleId otherwise). The role's row is
 * share-locked until the transaction ends: a deletion of the role at the same moment waits for this assignment (and
 * then refuses, the role being held), or, when it came first, this finds no role.
 */
export async function assignableRole(tx: Tx, businessId: string, roleId: string) {
  await tx.$queryRaw`SELECT id FROM roles WHERE id = ${roleId} AND business_id = ${businessId} FOR SHARE`;
  const role = await tx.role.findFirst({ where: { id: roleId, businessId } });
  if (!role)
    throw unprocessable('Choose one of the roles of your business', [{ field: 'roleId', error: 'Unknown role' }]);
  if (role.status !== 'active')
    throw unprocessable(`The role "${role.name}" is inactive; activate it first`, [
      { field: 'roleId', error: 'Role is inactive' },
    ]);
  return role;
}

/** Writes only the fields given: what another change set at the same time stays as it set it. */
export const updateTeamMember = (tx: Tx, id: string, data: { roleId?: string; status?: string }) =>
  tx.membership.update({ where: { id }, data, include: memberInclude });

export async function removeTeamMember(tx: Tx, id: string): Promise<void> {
  await tx.membership.delete({ where: { id } });
}

/** Ends every session of a user (a removed or suspended member is signed out everywhere). */
export async function revokeSessions(tx: Tx, userId: string, at: Date): Promise<void> {
  await tx.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: at } });
}

/** Invitations of a business, newest first; `expired` includes pending ones past their expiry. */
export function listInvites(db: Db, businessId: string, status: InviteStatus | undefined, now: Date) {
  const where: Prisma.InviteWhereInput = { businessId };
  if (status === 'pending') Object.assign(where, { status: 'pending', expiresAt: { gt: now } });
  else if (status === 'expired') where.OR = [{ status: 'expired' }, { status: 'pending', expiresAt: { lte: now } }];
  else if (status) where.status = status;
  return db.invite.findMany({ where, include: inviteInclude, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

export const isMember = async (tx: Tx, businessId: string, email: string) =>
  (await tx.membership.count({ where: { businessId, user: { email } } })) > 0;

export const hasPendingInvite = async (tx: Tx, businessId: string, email: string, now: Date) =>
  (await tx.invite.count({ where: { businessId, email, status: 'pending', expiresAt: { gt: now } } })) > 0;

/** Earlier invitations that ran out are marked expired, so at most one live invitation exists per address. */
export async function expireStaleInvites(tx: Tx, businessId: string, email: string, now: Date): Promise<void> {
  await tx.invite.updateMany({
    where: { businessId, email, status: 'pending', expiresAt: { lte: now } },
    data: { status: 'expired' },
  });
}

/**
 * Creates a pending invitation; null when the address already has one in the business, sent at the same moment (the
 * unique index invites_one_pending_per_email refuses a second one whoever checked first).
 */
export async function createInvite(tx: Tx, data: Prisma.InviteUncheckedCreateInput) {
  try {
    return await tx.invite.create({ data, include: { ...inviteInclude, business: true } });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') return null;
    throw error;
  }
}

export async function findInvite(tx: Tx, businessId: string, id: string) {
  const invite = await tx.invite.findFirst({ where: { id, businessId } });
  if (!invite) throw notFound('Invitation');
  return invite;
}

/** Revokes a pending invitation; false when it stopped being pending at the same time. */
export async function revokeInvite(tx: Tx, id: string, at: Date): Promise<boolean> {
  const claimed = await tx.invite.updateMany({
    where: { id, status: 'pending' },
    data: { status: 'revoked', revokedAt: at },
  });
  return claimed.count === 1;
}

export const inviteById = (tx: Tx, id: string) =>
  tx.invite.findUniqueOrThrow({ where: { id }, include: inviteInclude });

/** getInvite: the invitation a link's token opens (only the sha256 of the token is stored); 404 when none. */
export async function findInviteByToken(db: Db, token: string) {
  const invite = await db.invite.findUnique({
    where: { tokenHash: sha256(token) },
    include: { role: true, business: true },
  });
  if (!invite) throw notFound('Invitation');
  return invite;
}
