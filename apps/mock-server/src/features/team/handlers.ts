import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { audit } from '../../lib/audit.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { conflict, invalidField, notFound, unprocessable } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { ADMINISTRATOR_SLUG } from '../../seed/permissions.ts';
import { publicOrigin } from '../auth/handlers.ts';
import { issueSession } from '../auth/session.ts';
import { htmlEmail } from '../mail/mailer.ts';
import { acceptInvitation, findInviteByToken, INVITE_TTL_MS } from './invites.ts';
import {
  displayName,
  effectiveInviteStatus,
  inviteInclude,
  memberInclude,
  memberStatusFromWire,
  memberStatusToWire,
  toInvite,
  toTeamMember,
} from './views.ts';

type Ops =
  | 'listTeamMembers'
  | 'updateTeamMember'
  | 'removeTeamMember'
  | 'listInvites'
  | 'createInvite'
  | 'revokeInvite'
  | 'getInvite'
  | 'acceptInvite';
type Tx = Prisma.TransactionClient;

/** Active Administrators of the business other than the given membership. */
const otherActiveAdmins = (tx: Tx, businessId: string, exceptMembershipId: string) =>
  tx.membership.count({
    where: { businessId, status: 'active', role: { slug: ADMINISTRATOR_SLUG }, id: { not: exceptMembershipId } },
  });

const LAST_ADMIN = 'This is the last active Administrator of the business. Make another member Administrator first.';

/** Handlers for listTeamMembers, updateTeamMember, removeTeamMember, listInvites, createInvite, revokeInvite, getInvite, acceptInvite. */
export function teamHandlers(app: FastifyInstance): HandlerMap<Ops> {
  const findMember = async (tx: Tx, businessId: string, memberId: string) => {
    const member = await tx.membership.findFirst({ where: { id: memberId, businessId }, include: memberInclude });
    if (!member) throw notFound('Team member');
    return member;
  };

  /** A role of the caller's business that can be given to someone (422 naming roleId otherwise). */
  const assignableRole = async (tx: Tx, businessId: string, roleId: string) => {
    const role = await tx.role.findFirst({ where: { id: roleId, businessId } });
    if (!role)
      throw unprocessable('Choose one of the roles of your business', [{ field: 'roleId', error: 'Unknown role' }]);
    if (role.status !== 'active')
      throw unprocessable(`The role "${role.name}" is inactive; activate it first`, [
        { field: 'roleId', error: 'Role is inactive' },
      ]);
    return role;
  };

  const revokeSessions = (tx: Tx, userId: string) =>
    tx.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: app.clock.now() } });

  return {
    async listTeamMembers(request) {
      const members = await app.prisma.membership.findMany({
        where: { businessId: request.auth.businessId },
        include: memberInclude,
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      return ok(members.map(toTeamMember));
    },

    async updateTeamMember(request) {
      const { auth } = request;
      const body = request.body;
      const updated = await app.prisma.$transaction(async (tx) => {
        const member = await findMember(tx, auth.businessId, request.params.memberId);
        if (member.userId === auth.userId) {
          throw conflict('You cannot change your own role or status. Ask another administrator.', [
            { field: body.roleId !== undefined ? 'roleId' : 'status', error: 'Cannot change your own membership' },
          ]);
        }
        const role = body.roleId !== undefined ? await assignableRole(tx, auth.businessId, body.roleId) : member.role;
        const status = body.status !== undefined ? memberStatusFromWire(body.status) : member.status;
        const wasActiveAdmin = member.role.slug === ADMINISTRATOR_SLUG && member.status === 'active';
        const staysActiveAdmin = role.slug === ADMINISTRATOR_SLUG && status === 'active';
        if (wasActiveAdmin && !staysActiveAdmin && (await otherActiveAdmins(tx, auth.businessId, member.id)) === 0) {
          throw conflict(LAST_ADMIN, [
            { field: body.roleId !== undefined ? 'roleId' : 'status', error: 'Last active Administrator' },
          ]);
        }
        const changes: string[] = [];
        if (role.id !== member.roleId) changes.push(`changed role from ${member.role.name} to ${role.name}`);
        if (status !== member.status)
          changes.push(`changed status from ${memberStatusToWire(member.status)} to ${memberStatusToWire(status)}`);
        const saved = await tx.membership.update({
          where: { id: member.id },
          data: { roleId: role.id, status },
          include: memberInclude,
        });
        if (status !== 'active' && member.status === 'active') await revokeSessions(tx, member.userId);
        if (changes.length) {
          await audit(tx, auth, {
            eventType: 'updated',
            itemType: 'team_member',
            itemId: member.id,
            itemAffected: displayName(member.user),
            description: `${changes.join('; ').replace(/^./, (c) => c.toUpperCase())}.`,
          });
        }
        return saved;
      });
      return ok(toTeamMember(updated));
    },

    async removeTeamMember(request) {
      const { auth } = request;
      const id = await app.prisma.$transaction(async (tx) => {
        const member = await findMember(tx, auth.businessId, request.params.memberId);
        if (member.userId === auth.userId)
          throw conflict('You cannot remove yourself from the business. Ask another administrator.');
        if (
          member.role.slug === ADMINISTRATOR_SLUG &&
          member.status === 'active' &&
          (await otherActiveAdmins(tx, auth.businessId, member.id)) === 0
        ) {
          throw conflict(LAST_ADMIN);
        }
        await tx.membership.delete({ where: { id: member.id } });
        await revokeSessions(tx, member.userId);
        await audit(tx, auth, {
          eventType: 'deleted',
          itemType: 'team_member',
          itemId: member.id,
          itemAffected: displayName(member.user),
          description: `Removed ${displayName(member.user)} (${member.user.email}, ${member.role.name}) from the team.`,
        });
        return member.id;
      });
      return ok({ id });
    },

    async listInvites(request) {
      const now = app.clock.now();
      const { status } = request.query;
      const where: Prisma.InviteWhereInput = { businessId: request.auth.businessId };
      if (status === 'pending') Object.assign(where, { status: 'pending', expiresAt: { gt: now } });
      else if (status === 'expired') where.OR = [{ status: 'expired' }, { status: 'pending', expiresAt: { lte: now } }];
      else if (status) where.status = status;
      const invites = await app.prisma.invite.findMany({
        where,
        include: inviteInclude,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
      return ok(invites.map((i) => toInvite(i, now)));
    },

    async createInvite(request, reply) {
      const { auth } = request;
      const email = request.body.email.trim().toLowerCase();
      const now = app.clock.now();
      const token = randomToken(32);
      const invite = await app.prisma.$transaction(async (tx) => {
        const role = await assignableRole(tx, auth.businessId, request.body.roleId);
        const member = await tx.membership.findFirst({
          where: { businessId: auth.businessId, user: { email } },
          select: { id: true },
        });
        if (member)
          throw conflict(`${email} is already a member of your team`, [
            { field: 'email', error: 'Already a team member' },
          ]);
        const pending = await tx.invite.findFirst({
          where: { businessId: auth.businessId, email, status: 'pending', expiresAt: { gt: now } },
        });
        if (pending) {
          throw conflict(`${email} already has a pending invitation. Revoke it first to send a new one.`, [
            { field: 'email', error: 'Already has a pending invitation' },
          ]);
        }
        // Earlier invitations that ran out are marked expired, so at most one live invitation exists per address.
        await tx.invite.updateMany({
          where: { businessId: auth.businessId, email, status: 'pending', expiresAt: { lte: now } },
          data: { status: 'expired' },
        });
        const created = await tx.invite.create({
          data: {
            businessId: auth.businessId,
            email,
            roleId: role.id,
            tokenHash: sha256(token),
            expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
            invitedById: auth.userId,
            createdAt: now,
          },
          include: { ...inviteInclude, business: true },
        });
        await audit(tx, auth, {
          eventType: 'invited',
          itemType: 'invite',
          itemId: created.id,
          itemAffected: email,
          description: `Invited ${email} as ${role.name}.`,
        });
        return created;
      });
      // Sent after the commit: the invitation exists before anyone can follow the link.
      const link = `${publicOrigin(app, request)}/invites?token=${token}`;
      const kitchen = invite.business.kitchenName ?? invite.business.businessName ?? 'a kitchen';
      const expires = invite.expiresAt.toISOString().slice(0, 10);
      const paragraphs = [
        `${auth.name} invited you to join ${kitchen} as ${invite.role.name}.`,
        `Accept the invitation: ${link}`,
        `The link works once and expires on ${expires} (7 days). If you did not expect this e-mail you can ignore it.`,
      ];
      await app.mailer.send({
        to: email,
        subject: `You're invited to join ${kitchen}`,
        text: paragraphs.join('\n\n'),
        html: htmlEmail(`Join ${kitchen}`, paragraphs),
      });
      reply.code(201);
      return ok(toInvite(invite, now));
    },

    async revokeInvite(request) {
      const { auth } = request;
      const now = app.clock.now();
      const revoked = await app.prisma.$transaction(async (tx) => {
        const invite = await tx.invite.findFirst({
          where: { id: request.params.inviteId, businessId: auth.businessId },
        });
        if (!invite) throw notFound('Invitation');
        const status = effectiveInviteStatus(invite, now);
        if (status !== 'pending') throw conflict(`Only a pending invitation can be revoked; this one is ${status}`);
        const claimed = await tx.invite.updateMany({
          where: { id: invite.id, status: 'pending' },
          data: { status: 'revoked', revokedAt: now },
        });
        if (claimed.count !== 1) throw conflict('This invitation changed at the same time; reload and try again');
        await audit(tx, auth, {
          eventType: 'revoked',
          itemType: 'invite',
          itemId: invite.id,
          itemAffected: invite.email,
          description: `Revoked the invitation of ${invite.email}.`,
        });
        return tx.invite.findUniqueOrThrow({ where: { id: invite.id }, include: inviteInclude });
      });
      return ok(toInvite(revoked, now));
    },

    async getInvite(request) {
      const invite = await findInviteByToken(app, request.params.token);
      const now = app.clock.now();
      return ok({
        email: invite.email,
        businessName: invite.business.kitchenName ?? invite.business.businessName ?? '',
        role: { id: invite.role.id, name: invite.role.name, slug: invite.role.slug },
        status: effectiveInviteStatus(invite, now),
        expiresAt: invite.expiresAt.toISOString(),
      });
    },

    async acceptInvite(request) {
      const body = request.body;
      if (body.password !== undefined && body.password.trim().length < 8) {
        throw invalidField('password', 'Must be at least 8 characters, not counting spaces');
      }
      const userId = await acceptInvitation(app, {
        tokenHash: sha256(body.token),
        firstName: body.firstName,
        lastName: body.lastName,
        password: body.password,
      });
      return ok(await issueSession(app, userId));
    },
  };
}
