import type { InviteStatus } from '@vendor/api-types';
import type { FastifyInstance } from 'fastify';
import type { InvitationAcceptance, Invitations } from '../../decorators.ts';
import { audit } from '../../lib/audit.ts';
import { isoDate } from '../../lib/dates.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { htmlEmail } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/password.ts';
import { displayName } from '../../lib/person.ts';
import { findInviteByToken } from './queries.ts';
import { effectiveInviteStatus } from './view.ts';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const NOT_PENDING: Partial<Record<InviteStatus, string>> = {
  accepted: 'This invitation has already been accepted. Sign in to continue.',
  revoked: 'This invitation was revoked. Ask the business for a new invitation.',
  expired: 'This invitation has expired (invitations last 7 days). Ask the business for a new invitation.',
};

/** The message for an invitation that can no longer be used. */
const notPendingMessage = (status: InviteStatus) => NOT_PENDING[status] ?? 'This invitation can no longer be used.';

const ELSEWHERE =
  'This e-mail address already belongs to another business account. An address can belong to one business only.';

/**
 * Accepts an invitation: creates the user (or takes the existing user of that address who has no business), gives
 * them a membership with the invitation's role and marks the invitation accepted, all in one transaction.
 * Returns the user's id; the caller starts the session.
 */
async function accept(app: FastifyInstance, input: InvitationAcceptance): Promise<string> {
  const now = app.clock.now();
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return app.prisma.$transaction(async (tx) => {
    const invite = await tx.invite.findUnique({ where: { tokenHash: input.tokenHash }, include: { role: true } });
    if (!invite) throw notFound('Invitation');
    const status = effectiveInviteStatus(invite, now);
    if (status !== 'pending')
      throw conflict(notPendingMessage(status), [{ field: 'token', error: `Invitation ${status}` }]);
    if (invite.role.status !== 'active') {
      throw conflict(
        `The role of this invitation (${invite.role.name}) is no longer active. Ask the business for a new invitation.`,
      );
    }
    if (input.google && input.google.email !== invite.email) {
      throw conflict(`This invitation is for ${invite.email}. Continue with the Google account of that address.`, [
        { field: 'code', error: 'Google account does not match the invited e-mail' },
      ]);
    }
    const existing = await tx.user.findUnique({ where: { email: invite.email }, include: { membership: true } });
    if (existing?.membership) {
      const here = existing.membership.businessId === invite.businessId;
      throw conflict(here ? 'You are already a member of this business. Sign in to continue.' : ELSEWHERE, [
        { field: 'token', error: 'Already a member of a business' },
      ]);
    }
    const names = {
      ...(input.firstName ? { firstName: input.firstName } : {}),
      ...(input.lastName ? { lastName: input.lastName } : {}),
    };
    const user = existing
      ? await tx.user.update({
          where: { id: existing.id },
          data: {
            ...names,
            // Never replace a password the person already set; the link proves the address, not the old password.
            ...(passwordHash && !existing.passwordHash ? { passwordHash } : {}),
            ...(input.google && !existing.googleSubject ? { googleSubject: input.google.subject } : {}),
          },
        })
      : await tx.user.create({
          data: {
            email: invite.email,
            firstName: input.firstName,
            lastName: input.lastName,
            passwordHash: passwordHash ?? null,
            googleSubject: input.google?.subject ?? null,
          },
        });
    const claimed = await tx.invite.updateMany({
      where: { id: invite.id, status: 'pending', expiresAt: { gt: now } },
      data: { status: 'accepted', acceptedAt: now },
    });
    if (claimed.count !== 1)
      throw conflict(notPendingMessage('accepted'), [{ field: 'token', error: 'Invitation accepted' }]);
    await tx.membership.create({ data: { userId: user.id, businessId: invite.businessId, roleId: invite.roleId } });
    await tx.notificationPreference.upsert({ where: { userId: user.id }, create: { userId: user.id }, update: {} });
    await audit(
      tx,
      { businessId: invite.businessId, userId: user.id },
      {
        eventType: 'accepted',
        itemType: 'invite',
        itemId: invite.id,
        itemAffected: invite.email,
        description: `${displayName(user)} accepted the invitation and joined as ${invite.role.name}.`,
      },
    );
    return user.id;
  });
}

/** The invitations service other features use through `app.invitations`. */
export function createInvitations(app: FastifyInstance): Invitations {
  return {
    find: (token) => findInviteByToken(app.prisma, token),
    accept: (input) => accept(app, input),
  };
}

/** The invitation e-mail: who invited, to which kitchen, as what, and the link that works once. */
export function invitationEmail(input: {
  inviter: string;
  kitchen: string;
  role: string;
  link: string;
  expiresAt: Date;
}): { subject: string; text: string; html: string } {
  const paragraphs = [
    `${input.inviter} invited you to join ${input.kitchen} as ${input.role}.`,
    `Accept the invitation: ${input.link}`,
    `The link works once and expires on ${isoDate(input.expiresAt)} (7 days). ` +
      'If you did not expect this e-mail you can ignore it.',
  ];
  return {
    subject: `You're invited to join ${input.kitchen}`,
    text: paragraphs.join('\n\n'),
    html: htmlEmail(`Join ${input.kitchen}`, paragraphs),
  };
}
