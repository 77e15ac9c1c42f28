import type { Profile } from '@vendor/api-types';
import { isoDate } from '../../lib/dates.ts';
import { toMediaDto } from '../../lib/media.ts';
import { personView } from '../../lib/person.ts';
import type { getProfile } from './queries.ts';

export function toProfile(user: Awaited<ReturnType<typeof getProfile>>): Profile {
  const avatar = user.avatarMedia && !user.avatarMedia.deletedAt ? toMediaDto(user.avatarMedia) : null;
  return {
    ...personView(user),
    dob: user.dob ? isoDate(user.dob) : null,
    avatar,
    role: user.membership.role,
    businessId: user.membership.businessId,
    businessName: user.membership.business.businessName,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
