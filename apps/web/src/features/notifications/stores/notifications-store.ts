import { channelPreferencesKeys, notificationPreferencesKeys } from '@vendor/api-types';
import type { ChannelPreferences, NotificationPreferences } from '@vendor/api-types';
import { action, makeObservable, observable } from 'mobx';
import { unwrap } from '@/lib/api-client';
import { Store } from '@/stores/base/store';

export type { NotificationPreferences };

export type Channel = keyof NotificationPreferences;
export type Preference = keyof ChannelPreferences;

/** The channels and the switches of each, in the contract's order (the order the screen shows them in). */
export const CHANNELS = notificationPreferencesKeys;
export const PREFERENCES = channelPreferencesKeys;

export const NOTIFICATION_TOASTS = {
  saved: 'Changes saved successfully',
  saveFailed: 'Failed to save changes',
} as const;

/**
 * The signed-in member's notification switches. Each switch is saved as it is pressed: the screen shows the new
 * state at once, saves go out one at a time with the latest state (quick presses never overtake each other), and a
 * failed save puts the switches back as the server last confirmed them.
 */
export class NotificationsStore extends Store {
  /** True while switches are being saved. */
  saving = false;
  private queued: NotificationPreferences | null = null;
  private confirmed: NotificationPreferences | null = null;
  private lastToast: number | null = null;

  constructor(...args: ConstructorParameters<typeof Store>) {
    super(...args);
    makeObservable<NotificationsStore, 'setSaving'>(this, { saving: observable, setSaving: action });
  }

  getNotificationPreferences() {
    return this.cached(
      'getNotificationPreferences',
      async () => (await unwrap(this.root.api.GET('/vendor/notification-preferences'))).data,
    );
  }

  updateNotificationPreferences(body: NotificationPreferences) {
    return this.run(
      'updateNotificationPreferences',
      async () => (await unwrap(this.root.api.PUT('/vendor/notification-preferences', { body }))).data,
    );
  }

  /** Turns one switch on or off and saves it. */
  toggleNotification(channel: Channel, preference: Preference): void {
    const read = this.getNotificationPreferences();
    const current = read.data;
    if (!current) return;
    this.confirmed ??= current;
    const next: NotificationPreferences = {
      ...current,
      [channel]: { ...current[channel], [preference]: !current[channel][preference] },
    };
    read.set(next);
    this.queued = next;
    if (!this.saving) void this.flush();
  }

  private async flush(): Promise<void> {
    this.setSaving(true);
    const read = this.getNotificationPreferences();
    let failed = false;
    while (this.queued) {
      const body = this.queued;
      this.queued = null;
      const result = await this.updateNotificationPreferences(body);
      if (result.ok) {
        this.confirmed = result.data;
        if (!this.queued) read.set(result.data);
      } else {
        failed = true;
        this.queued = null;
        if (this.confirmed) read.set(this.confirmed);
      }
    }
    this.confirmed = null;
    this.setSaving(false);
    // One toast for a run of quick presses, replacing the last one instead of stacking.
    if (this.lastToast !== null) this.root.ui.dismissToast(this.lastToast);
    this.lastToast = failed
      ? this.root.ui.error(NOTIFICATION_TOASTS.saveFailed)
      : this.root.ui.success(NOTIFICATION_TOASTS.saved);
  }

  private setSaving(saving: boolean): void {
    this.saving = saving;
  }
}
