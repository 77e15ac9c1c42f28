import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { audit } from '../../lib/audit.ts';
import { unprocessable } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { readOwnRecord } from '../../lib/own-record.ts';
import { checkDob, displayName, ukPhone } from '../../lib/person.ts';
import * as queries from './queries.ts';
import { toProfile } from './view.ts';

type Ops = 'getProfile' | 'updateProfile';

/** Handlers for the signed-in member's own record (the e-mail is read-only here). */
export function profileHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    getProfile: readOwnRecord(app, 'userId', queries.getProfile, toProfile),

    async updateProfile(request) {
      const { auth, body } = request;
      const data: Prisma.UserUncheckedUpdateInput = {};
      const changed: string[] = [];
      // Names are stored without spaces, whatever was typed.
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
        if (body.avatarId === null) {
          data.avatarMediaId = null;
          changed.push('removed the profile picture');
        } else if (body.avatarId !== undefined) {
          const media = await queries.findAvatarUpload(tx, auth.businessId, body.avatarId);
          if (!media) {
            throw unprocessable('avatarId: No avatar upload with this id', [
              { field: 'avatarId', error: 'Unknown upload, or not uploaded with purpose avatar' },
            ]);
          }
          data.avatarMediaId = media.id;
          changed.push('profile picture');
        }
        const user = await queries.updateProfile(tx, auth.userId, data);
        await audit(tx, auth, {
          eventType: 'updated',
          itemType: 'profile',
          itemId: auth.userId,
          itemAffected: displayName(user),
          description: `Updated the profile: ${changed.join(', ')}.`,
        });
        return queries.getProfile(tx, auth.userId);
      });
      return ok(toProfile(profile));
    },
  };
}
