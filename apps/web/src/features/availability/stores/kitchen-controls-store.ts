import type { DailyCapacity, KitchenControls, KitchenHolidayInput } from '@vendor/api-types';
import { unwrap } from '@/lib/api-client';
import { Store } from '@/stores/base/store';

export type { DailyCapacity, KitchenControls, KitchenHolidayInput };

export const CONTROL_TOASTS = {
  paused: 'New orders paused',
  resumed: 'Taking orders again',
  holidayAdded: 'Holiday dates added',
  holidayRemoved: 'Holiday dates removed',
  capacitySaved: 'Daily capacity saved',
} as const;

/** How long a pause lasts: until resumed, or for some hours from now. */
export const PAUSE_CHOICES = [
  { value: 'resumed', label: 'Until I resume', hours: null },
  { value: '1', label: 'For 1 hour', hours: 1 },
  { value: '2', label: 'For 2 hours', hours: 2 },
  { value: '4', label: 'For 4 hours', hours: 4 },
  { value: '24', label: 'For 24 hours', hours: 24 },
] as const;

export type PauseChoice = (typeof PAUSE_CHOICES)[number]['value'];

/** The instant a pause chosen now ends (ISO), or null for until resumed. */
export function pauseUntil(choice: PauseChoice, now: Date): string | null {
  const hours = PAUSE_CHOICES.find((c) => c.value === choice)?.hours ?? null;
  return hours === null ? null : new Date(now.getTime() + hours * 3_600_000).toISOString();
}

const ukTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** When a pause ends, in UK time: "Fri 27 Nov, 18:00". */
export const formatPauseEnd = (at: string): string => ukTime.format(new Date(at));

/** The kitchen's controls over its storefront: pause new orders, holiday dates and the daily capacity. */
export class KitchenControlsStore extends Store {
  getKitchenControls() {
    return this.cached(
      'getKitchenControls',
      async () => (await unwrap(this.root.api.GET('/vendor/kitchen-controls'))).data,
    );
  }

  pauseOrders(until: string | null) {
    return this.saveCached(
      'pauseOrders',
      () => this.getKitchenControls(),
      async () => (await unwrap(this.root.api.PUT('/vendor/kitchen-controls/pause', { body: { until } }))).data,
      { success: CONTROL_TOASTS.paused, failure: true },
    );
  }

  resumeOrders() {
    return this.saveCached(
      'resumeOrders',
      () => this.getKitchenControls(),
      async () => (await unwrap(this.root.api.DELETE('/vendor/kitchen-controls/pause'))).data,
      { success: CONTROL_TOASTS.resumed, failure: true },
    );
  }

  addKitchenHoliday(body: KitchenHolidayInput) {
    return this.saveCached(
      'addKitchenHoliday',
      () => this.getKitchenControls(),
      async () => (await unwrap(this.root.api.POST('/vendor/kitchen-controls/holidays', { body }))).data,
      { success: CONTROL_TOASTS.holidayAdded },
    );
  }

  deleteKitchenHoliday(holidayId: string) {
    return this.saveCached(
      `deleteKitchenHoliday:${holidayId}`,
      () => this.getKitchenControls(),
      async () =>
        (
          await unwrap(
            this.root.api.DELETE('/vendor/kitchen-controls/holidays/{holidayId}', {
              params: { path: { holidayId } },
            }),
          )
        ).data,
      { success: CONTROL_TOASTS.holidayRemoved, failure: true },
    );
  }

  saveDailyCapacity(body: DailyCapacity) {
    return this.saveCached(
      'saveDailyCapacity',
      () => this.getKitchenControls(),
      async () => (await unwrap(this.root.api.PUT('/vendor/kitchen-controls/capacity', { body }))).data,
      { success: CONTROL_TOASTS.capacitySaved },
    );
  }
}
