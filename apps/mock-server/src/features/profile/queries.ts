import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { unauthorized } from '../../lib/errors.ts';

type Db = PrismaClient | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;

/** What toProfile needs. */
export const profileInclude = {
  avatarMedia: true,
  membership: {
    include: { role: { select: { id: true, name: true, slug: true } }, business: { select: { businessName: true } } },
  },
} satisfies Prisma.UserInclude;

/** The signed-in member with what the profile shows; a user without a membership cannot act (401). */
export async function getProfile(db: Db, userId: string) {
  const user = await db.user.findUnique({ where: { id: userId }, include: profileInclude });
  if (!user?.membership) throw unauthorized('This account has no active business membership');
  return { ...user, membership: user.membership };
}

/** An avatar upload of the caller's own business; null for anything else. */
export const findAvatarUpload = (tx: Tx, businessId: string, id: string) =>
  tx.media.findFirst({ where: { id, businessId, purpose: 'avatar', deletedAt: null }, select: { id: true } });

export const updateProfile = (tx: Tx, userId: string, data: Prisma.UserUncheckedUpdateInput) =>
  tx.user.update({ where: { id: userId }, data, select: { firstName: true, lastName: true, email: true } });
