import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { conflict, forbidden, invalidField } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { displayName } from '../../lib/person.ts';
import { assertMayHandle } from '../../lib/privilege.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { INVITE_TTL_MS, invitationEmail } from './invitations.ts';
import * as queries from './queries.ts';
import {
  effectiveInviteStatus,
  memberStatusFromWire,
  memberStatusToWire,
  toInvitationSummary,
  toInvite,
  toTeamMember,
} from './view.ts';

type Ops =
  | 'listTeamMembers'
  | 'updateTeamMember'
  | 'removeTeamMember'
  | 'listInvites'
  | 'createInvite'
  | 'revokeInvite'
  | 'getInvite'
  | 'acceptInvite';

const OWNER = 'This is the owner of the business: they always stay an active Administrator and cannot be removed.';

/** Handlers for the team's members and invitations, and for following an invitation link. */
export function teamHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    async listTeamMembers(request) {
      const members = await queries.listTeamMembers(app.prisma, { businessId: request.auth.businessId });
      return ok(members.map(toTeamMember));
    },

    async updateTeamMember(request) {
      const { auth, body } = request;
      const field = body.roleId !== undefined ? 'roleId' : 'status';
      const updated = await app.prisma.$transaction(async (tx) => {
        await queries.lockMember(tx, auth.businessId, request.params.memberId);
        const member = await queries.findMember(tx, auth.businessId, request.params.memberId);
        if (member.userId === auth.userId) {
          throw conflict('You cannot change your own role or status. Ask another administrator.', [
            { field, error: 'Cannot change your own membership' },
          ]);
        }
        const role =
          body.roleId !== undefined ? await queries.assignableRole(tx, auth.businessId, body.roleId) : member.role;
        const status = body.status !== undefined ? memberStatusFromWire(body.status) : member.status;
        if (member.owner && (role.id !== member.roleId || status !== 'active'))
          throw forbidden(OWNER, [{ field, error: 'The business owner cannot be changed' }]);
        assertMayHandle(auth, await queries.roleGrants(tx, member.roleId), field, 'change a member holding');
        if (role.id !== member.roleId) assertMayHandle(auth, await queries.roleGrants(tx, role.id), 'roleId', 'assign');
        const changes: string[] = [];
        if (role.id !== member.roleId) changes.push(`changed role from ${member.role.name} to ${role.name}`);
        if (status !== member.status)
          changes.push(`changed status from ${memberStatusToWire(member.status)} to ${memberStatusToWire(status)}`);
        const saved = await queries.updateTeamMember(tx, member.id, {
          ...(body.roleId !== undefined ? { roleId: role.id } : {}),
          ...(body.status !== undefined ? { status } : {}),
        });
        if (status !== 'active' && member.status === 'active')
          await queries.revokeSessions(tx, member.userId, app.clock.now());
        if (changes.length) {
          await audit(tx, auth, {
            eventType: 'updated',
            itemType: 'team_member',
            itemId: member.id,
            itemAffected: displayName(member.user),
            description: `${changes.join('; ').replace(/^./, (c) => c.toUpperCase())}.`,
          });
        }
        const told = { businessId: auth.businessId, actorUserId: auth.userId, actorName: auth.name };
        const who = { memberUserId: member.userId, subject: displayName(member.user) };
        if (role.id !== member.roleId)
          await app.notifications.teamChanged(tx, {
            ...told,
            ...who,
            change: 'role_changed',
            fromRole: member.role.name,
            toRole: role.name,
          });
        if (status !== member.status)
          await app.notifications.teamChanged(tx, {
            ...told,
            ...who,
            change: 'status_changed',
            fromStatus: memberStatusToWire(member.status),
            toStatus: memberStatusToWire(status),
          });
        return saved;
      });
      return ok(toTeamMember(updated));
    },

    async removeTeamMember(request) {
      const { auth } = request;
      const id = await app.prisma.$transaction(async (tx) => {
        await queries.lockMember(tx, auth.businessId, request.params.memberId);
        const member = await queries.findMember(tx, auth.businessId, request.params.memberId);
        if (member.userId === auth.userId)
          throw conflict('You cannot remove yourself from the business. Ask another administrator.');
        if (member.owner)
          throw forbidden(OWNER, [{ field: 'memberId', error: 'The business owner cannot be removed' }]);
        assertMayHandle(auth, await queries.roleGrants(tx, member.roleId), 'memberId', 'remove a member holding');
        await queries.removeTeamMember(tx, member.id);
        await queries.revokeSessions(tx, member.userId, app.clock.now());
        const name = displayName(member.user);
        await audit(tx, auth, {
          eventType: 'deleted',
          itemType: 'team_member',
          itemId: member.id,
          itemAffected: name,
          description: `Removed ${name} (${member.user.email}, ${member.role.name}) from the team.`,
        });
        await app.notifications.teamChanged(tx, {
          change: 'removed',
          businessId: auth.businessId,
          actorUserId: auth.userId,
          actorName: auth.name,
          memberUserId: member.userId,
          subject: name,
        });
        return member.id;
      });
      return ok({ id });
    },

    async listInvites(request) {
      const now = app.clock.now();
      const invites = await queries.listInvites(app.prisma, request.auth.businessId, request.query.status, now);
      return ok(invites.map((i) => toInvite(i, now)));
    },

    async createInvite(request, reply) {
      const { auth } = request;
      const email = request.body.email.trim().toLowerCase();
      const now = app.clock.now();
      const token = randomToken(32);
      const alreadyInvited = () =>
        conflict(`${email} already has a pending invitation. Revoke it first to send a new one.`, [
          { field: 'email', error: 'Already has a pending invitation' },
        ]);
      const invite = await app.prisma.$transaction(async (tx) => {
        const role = await queries.assignableRole(tx, auth.businessId, request.body.roleId);
        assertMayHandle(auth, await queries.roleGrants(tx, role.id), 'roleId', 'assign');
        if (await queries.isMember(tx, auth.businessId, email))
          throw conflict(`${email} is already a member of your team`, [
            { field: 'email', error: 'Already a team member' },
          ]);
        if (await queries.hasPendingInvite(tx, auth.businessId, email, now)) throw alreadyInvited();
        await queries.expireStaleInvites(tx, auth.businessId, email, now);
        const created = await queries.createInvite(tx, {
          businessId: auth.businessId,
          email,
          roleId: role.id,
          tokenHash: sha256(token),
          expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
          invitedById: auth.userId,
          createdAt: now,
        });
        if (!created) throw alreadyInvited();
        await audit(tx, auth, {
          eventType: 'invited',
          itemType: 'invite',
          itemId: created.id,
          itemAffected: email,
          description: `Invited ${email} as ${role.name}.`,
        });
        await app.notifications.teamChanged(tx, {
          change: 'invited',
          businessId: auth.businessId,
          actorUserId: auth.userId,
          actorName: auth.name,
          subject: email,
          role: role.name,
        });
        return created;
      });
      // Sent after the commit: the invitation exists before anyone can follow the link.
      const mail = invitationEmail({
        inviter: auth.name,
        kitchen: invite.business.kitchenName ?? invite.business.businessName ?? 'a kitchen',
        role: invite.role.name,
        link: `${publicOrigin(app.env.publicUrl, request)}/invites?token=${token}`,
        expiresAt: invite.expiresAt,
      });
      await app.mailer.send({ to: email, ...mail });
      reply.code(201);
      return ok(toInvite(invite, now));
    },

    async revokeInvite(request) {
      const { auth } = request;
      const now = app.clock.now();
      const revoked = await app.prisma.$transaction(async (tx) => {
        const invite = await queries.findInvite(tx, auth.businessId, request.params.inviteId);
        const status = effectiveInviteStatus(invite, now);
        if (status !== 'pending') throw conflict(`Only a pending invitation can be revoked; this one is ${status}`);
        // Revoking an invitation to a role above one's own level would let a lesser member undo the owner's choice.
        assertMayHandle(auth, await queries.roleGrants(tx, invite.roleId), 'inviteId', 'revoke an invitation to');
        if (!(await queries.revokeInvite(tx, invite.id, now)))
          throw conflict('This invitation changed at the same time; reload and try again');
        await audit(tx, auth, {
          eventType: 'revoked',
          itemType: 'invite',
          itemId: invite.id,
          itemAffected: invite.email,
          description: `Revoked the invitation of ${invite.email}.`,
        });
        return queries.inviteById(tx, invite.id);
      });
      return ok(toInvite(revoked, now));
    },

    async getInvite(request) {
      const invite = await queries.findInviteByToken(app.prisma, request.params.token);
      return ok(toInvitationSummary(invite, app.clock.now()));
    },

    async acceptInvite(request) {
      const { body } = request;
      if (body.password !== undefined && body.password.trim().length < 8) {
        throw invalidField('password', 'Must be at least 8 characters, not counting spaces');
      }
      const userId = await app.invitations.accept({
        tokenHash: sha256(body.token),
        firstName: body.firstName,
        lastName: body.lastName,
        password: body.password,
      });
      return ok(await app.sessions.start(userId));
    },
  };
}
