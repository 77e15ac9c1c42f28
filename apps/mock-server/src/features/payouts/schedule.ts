import { payoutScheduleValues } from '@vendor/api-types';
import type { PayoutSchedule } from '@vendor/api-types';

export type { PayoutSchedule };

/** How often a business is paid out; every payout day is a Wednesday. */
export const PAYOUT_SCHEDULES = payoutScheduleValues;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEDNESDAY = 3;

const daysInMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();

/**
 * Whether a day (UTC) is a payout day of the schedule: weekly every Wednesday; twice a month the 1st and 3rd
 * Wednesday; monthly the last Wednesday of the month; quarterly the last Wednesday of March, June, September and
 * December.
 */
export function isPayoutDay(schedule: PayoutSchedule, d: Date): boolean {
  if (d.getUTCDay() !== WEDNESDAY) return false;
  const date = d.getUTCDate();
  const nth = Math.ceil(date / 7);
  const last = date + 7 > daysInMonth(d);
  switch (schedule) {
    case 'weekly':
      return true;
    case 'twice_per_month':
      return nth === 1 || nth === 3;
    case 'monthly':
      return last;
    case 'quarterly':
      return last && d.getUTCMonth() % 3 === 2;
  }
}

/** The first payout day of the schedule strictly after the day of `now` (UTC), at 00:00 UTC. */
export function nextPayoutDate(schedule: PayoutSchedule, now: Date): Date {
  let d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
  // At most a quarter plus a few days ahead; the bound only guards against a bad schedule value.
  for (let i = 0; i < 400 && !isPayoutDay(schedule, d); i++) d = new Date(d.getTime() + DAY_MS);
  return d;
}
