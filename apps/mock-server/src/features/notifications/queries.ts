import type { NotificationPreferences } from '@vendor/api-types';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { toColumns } from './view.ts';

/** A user's preferences; a user without a row gets one (every switch on) on first read. */
export async function getNotificationPreferences(prisma: PrismaClient, userId: string) {
  return (
    prisma.notificationPreference
      .upsert({ where: { userId }, create: { userId }, update: {} })
      // Two first reads at once: the loser of the insert race reads the winner's row.
      .catch(async (error: unknown) => {
        if ((error as { code?: string }).code !== 'P2002') throw error;
        return prisma.notificationPreference.findUniqueOrThrow({ where: { userId } });
      })
  );
}

export const findPreferences = (tx: Prisma.TransactionClient, userId: string) =>
  tx.notificationPreference.findUnique({ where: { userId } });

export const updateNotificationPreferences = (
  tx: Prisma.TransactionClient,
  userId: string,
  p: NotificationPreferences,
) =>
  tx.notificationPreference.upsert({
    where: { userId },
    create: { userId, ...toColumns(p) },
    update: toColumns(p),
  });
