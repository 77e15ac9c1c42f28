import { channelPreferencesKeys } from '@vendor/api-types';
import type { ChannelPreferences as Channel, NotificationPreferences } from '@vendor/api-types';
import type { NotificationPreference } from '../../generated/prisma/client.ts';

export type { Channel };

/** The switches of each channel, in the order the screen shows them (the contract's). */
export const SWITCHES = channelPreferencesKeys;

export function toPreferences(row: NotificationPreference): NotificationPreferences {
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

export function toColumns(p: NotificationPreferences) {
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
