import type { components } from '@vendor/api-types';
import type { FastifyInstance } from 'fastify';
import type { NotificationPreference } from '../../generated/prisma/client.ts';
import { audit } from '../../lib/audit.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';

type Ops = 'getNotificationPreferences' | 'updateNotificationPreferences';
type NotificationPreferences = components['schemas']['NotificationPreferences'];
type Channel = components['schemas']['ChannelPreferences'];

const SWITCHES = ['newOrders', 'accountActivity', 'news', 'productAnnouncements', 'billingAndSubscriptions'] as const;
const LABELS: Record<(typeof SWITCHES)[number], string> = {
  newOrders: 'new orders',
  accountActivity: 'account activity',
  news: 'news',
  productAnnouncements: 'product announcements',
  billingAndSubscriptions: 'billing and subscriptions',
};

function toDto(row: NotificationPreference): NotificationPreferences {
  return {
    email: {
      newOrders: row.emailNewOrders,
      accountActivity: row.emailAccountActivity,
      news: row.emailNews,
      productAnnouncements: row.emailProductAnnouncements,
      billingAndSubscriptions: row.emailBillingAndSubscriptions,
    },
    sms: {
      newOrders: row.smsNewOrders,
      accountActivity: row.smsAccountActivity,
      news: row.smsNews,
      productAnnouncements: row.smsProductAnnouncements,
      billingAndSubscriptions: row.smsBillingAndSubscriptions,
    },
  };
}

function toColumns(p: NotificationPreferences) {
  return {
    emailNewOrders: p.email.newOrders,
    emailAccountActivity: p.email.accountActivity,
    emailNews: p.email.news,
    emailProductAnnouncements: p.email.productAnnouncements,
    emailBillingAndSubscriptions: p.email.billingAndSubscriptions,
    smsNewOrders: p.sms.newOrders,
    smsAccountActivity: p.sms.accountActivity,
    smsNews: p.sms.news,
    smsProductAnnouncements: p.sms.productAnnouncements,
    smsBillingAndSubscriptions: p.sms.billingAndSubscriptions,
  };
}

function describeChanges(before: NotificationPreferences, after: NotificationPreferences): string {
  const changes: string[] = [];
  for (const [channel, name] of [
    ['email', 'E-mail'],
    ['sms', 'SMS'],
  ] as const) {
    for (const key of SWITCHES) {
      const was = (before[channel] as Channel)[key];
      const now = (after[channel] as Channel)[key];
      if (was !== now) changes.push(`${name} ${LABELS[key]} ${now ? 'on' : 'off'}`);
    }
  }
  return changes.length
    ? `Changed notification preferences: ${changes.join(', ')}.`
    : 'Saved notification preferences without changes.';
}

/** Handlers for getNotificationPreferences, updateNotificationPreferences. Preferences belong to the signed-in user. */
export function notificationHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    async getNotificationPreferences(request) {
      // Every switch defaults on (SPEC section 9); a user without a row gets one on first read.
      const { userId } = request.auth;
      const row = await app.prisma.notificationPreference
        .upsert({ where: { userId }, create: { userId }, update: {} })
        // two first reads at once: the loser of the insert race reads the winner's row
        .catch(async (error: unknown) => {
          if ((error as { code?: string }).code !== 'P2002') throw error;
          return app.prisma.notificationPreference.findUniqueOrThrow({ where: { userId } });
        });
      return ok(toDto(row));
    },

    async updateNotificationPreferences(request) {
      const { auth, body } = request;
      const saved = await app.prisma.$transaction(async (tx) => {
        const before = await tx.notificationPreference.findUnique({ where: { userId: auth.userId } });
        const row = await tx.notificationPreference.upsert({
          where: { userId: auth.userId },
          create: { userId: auth.userId, ...toColumns(body) },
          update: toColumns(body),
        });
        const allOn: NotificationPreferences = {
          email: Object.fromEntries(SWITCHES.map((k) => [k, true])) as Channel,
          sms: Object.fromEntries(SWITCHES.map((k) => [k, true])) as Channel,
        };
        await audit(tx, auth, {
          eventType: 'updated',
          itemType: 'notification_preferences',
          itemId: auth.userId,
          itemAffected: auth.name,
          description: describeChanges(before ? toDto(before) : allOn, body),
        });
        return row;
      });
      return ok(toDto(saved));
    },
  } satisfies HandlerMap<Ops>;
}
