import { weeklyScheduleKeys } from '@vendor/api-types';
import type { KitchenAvailability, WeeklySchedule } from '@vendor/api-types';

export type Day = keyof WeeklySchedule;

/** The order the week is shown and checked in: the contract's, Monday first. */
export const DAYS = weeklyScheduleKeys;

/** OpeningHours.weekday: 0 = Sunday ... 6 = Saturday. */
export const WEEKDAY_OF: Record<Day, number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};

/** A day never saved is open with its hours not set yet (empty times). */
const DEFAULT_DAY = { open: '', close: '', isActive: true } as const;

export function toAvailability(
  rows: { weekday: number; open: string; close: string; isActive: boolean }[],
  orderCutOffTime: string | null,
): KitchenAvailability {
  const byWeekday = new Map(rows.map((r) => [r.weekday, r]));
  const schedule = Object.fromEntries(
    DAYS.map((day) => {
      const row = byWeekday.get(WEEKDAY_OF[day]);
      return [day, row ? { open: row.open, close: row.close, isActive: row.isActive } : { ...DEFAULT_DAY }];
    }),
  ) as WeeklySchedule;
  return { schedule, orderCutOffTime: orderCutOffTime || null };
}
