import type { components } from '@vendor/api-types';
import type { FastifyInstance } from 'fastify';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { audit } from '../../lib/audit.ts';
import { unauthorized, unprocessable } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { toMediaDto } from '../uploads/media.ts';
import { checkDob, ukPhone } from '../../lib/person.ts';

type Ops = 'getProfile' | 'updateProfile';
type Profile = components['schemas']['Profile'];
type Db = PrismaClient | Prisma.TransactionClient;

const profileInclude = {
  avatarMedia: true,
  membership: {
    include: { role: { select: { id: true, name: true, slug: true } }, business: { select: { businessName: true } } },
  },
} satisfies Prisma.UserInclude;

const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

async function loadProfile(db: Db, userId: string): Promise<Profile> {
  const user = await db.user.findUnique({ where: { id: userId }, include: profileInclude });
  if (!user?.membership) throw unauthorized('This account has no active business membership');
  const avatar = user.avatarMedia && !user.avatarMedia.deletedAt ? toMediaDto(user.avatarMedia) : null;
  return {
    id: user.id,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    phone: user.phone,
    dob: user.dob ? dateOnly(user.dob) : null,
    avatar,
    role: user.membership.role,
    businessId: user.membership.businessId,
    businessName: user.membership.business.businessName,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** Handlers for getProfile, updateProfile: the signed-in member's own record (the e-mail is read-only here). */
export function profileHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    async getProfile(request) {
      return ok(await loadProfile(app.prisma, request.auth.userId));
    },

    async updateProfile(request) {
      const { auth, body } = request;
      const data: Prisma.UserUncheckedUpdateInput = {};
      const changed: string[] = [];
      if (body.firstName !== undefined) {
        data.firstName = body.firstName.replace(/\s+/g, '');
        changed.push('first name');
      }
      if (body.lastName !== undefined) {
        data.lastName = body.lastName.replace(/\s+/g, '');
        changed.push('last name');
      }
      if (body.phone !== undefined) {
        data.phone = body.phone === null ? null : ukPhone(body.phone, 'phone');
        changed.push(body.phone === null ? 'removed the phone number' : 'phone number');
      }
      if (body.dob !== undefined) {
        data.dob = body.dob === null ? null : checkDob(body.dob, app.clock.now());
        changed.push(body.dob === null ? 'removed the date of birth' : 'date of birth');
      }

      const profile = await app.prisma.$transaction(async (tx) => {
        if (body.avatarId !== undefined) {
          if (body.avatarId === null) {
            data.avatarMediaId = null;
            changed.push('removed the profile picture');
          } else {
            // Only an avatar upload of the caller's own business; anything else reads as unknown.
            const media = await tx.media.findFirst({
              where: { id: body.avatarId, businessId: auth.businessId, purpose: 'avatar', deletedAt: null },
              select: { id: true },
            });
            if (!media) {
              throw unprocessable('avatarId: No avatar upload with this id', [
                { field: 'avatarId', error: 'Unknown upload, or not uploaded with purpose avatar' },
              ]);
            }
            data.avatarMediaId = media.id;
            changed.push('profile picture');
          }
        }
        const user = await tx.user.update({
          where: { id: auth.userId },
          data,
          select: { firstName: true, lastName: true, email: true },
        });
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
        await audit(tx, auth, {
          eventType: 'updated',
          itemType: 'profile',
          itemId: auth.userId,
          itemAffected: name,
          description: `Updated the profile: ${changed.join(', ')}.`,
        });
        return loadProfile(tx, auth.userId);
      });
      return ok(profile);
    },
  } satisfies HandlerMap<Ops>;
}
