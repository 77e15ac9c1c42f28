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

/** A member a message is for: where to reach them and their own switches (all on when they never saved any). */
export async function findRecipient(prisma: PrismaClient, userId: string) {
  return prisma.user.findUnique({
    where: { id: userId },
    select: {
      email: true,
      phone: true,
      firstName: true,
      notificationPreference: true,
      membership: { select: { businessId: true, status: true } },
    },
  });
}

/** What a new-order message says about the order. */
export async function findNewOrder(prisma: PrismaClient, orderId: string) {
  return prisma.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      businessId: true,
      reference: true,
      amountPence: true,
      deliveryDate: true,
      allergyNote: true,
      business: { select: { kitchenName: true, businessName: true } },
      customer: { select: { firstName: true, lastName: true } },
      address: { select: { town: true, postcode: true } },
      items: {
        orderBy: [{ deliveryDate: 'asc' }, { id: 'asc' }],
        select: { mealName: true, optionSize: true, quantity: true, amountPence: true, deliveryDate: true },
      },
    },
  });
}
