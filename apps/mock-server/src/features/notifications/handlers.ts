import type { NotificationPreferences } from '@vendor/api-types';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { readOwnRecord } from '../../lib/own-record.ts';
import * as queries from './queries.ts';
import { type Channel, SWITCHES, toPreferences } from './view.ts';

type Ops = 'getNotificationPreferences' | 'updateNotificationPreferences';

const LABELS: Record<(typeof SWITCHES)[number], string> = {
  newOrders: 'new orders',
  accountActivity: 'account activity',
  news: 'news',
  productAnnouncements: 'product announcements',
  billingAndSubscriptions: 'billing and subscriptions',
};

/** Every switch is on until the user turns it off. */
const allOn = (): NotificationPreferences => {
  const channel = Object.fromEntries(SWITCHES.map((k) => [k, true])) as Channel;
  return { email: { ...channel }, sms: { ...channel } };
};

function describeChanges(before: NotificationPreferences, after: NotificationPreferences): string {
  const changes: string[] = [];
  for (const [channel, name] of [
    ['email', 'E-mail'],
    ['sms', 'SMS'],
  ] as const) {
    for (const key of SWITCHES) {
      const now = after[channel][key];
      if (before[channel][key] !== now) changes.push(`${name} ${LABELS[key]} ${now ? 'on' : 'off'}`);
    }
  }
  return changes.length
    ? `Changed notification preferences: ${changes.join(', ')}.`
    : 'Saved notification preferences without changes.';
}

/** Handlers for the signed-in user's own notification preferences. */
export function notificationHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    getNotificationPreferences: readOwnRecord(app, 'userId', queries.getNotificationPreferences, toPreferences),

    async updateNotificationPreferences(request) {
      const { auth, body } = request;
      const saved = await app.prisma.$transaction(async (tx) => {
        const before = await queries.findPreferences(tx, auth.userId);
        const row = await queries.updateNotificationPreferences(tx, auth.userId, body);
        await audit(tx, auth, {
          eventType: 'updated',
          itemType: 'notification_preferences',
          itemId: auth.userId,
          itemAffected: auth.name,
          description: describeChanges(before ? toPreferences(before) : allOn(), body),
        });
        return row;
      });
      return ok(toPreferences(saved));
    },
  };
}
