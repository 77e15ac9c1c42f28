/** Money and dates as the storefront shows them (pounds from the server; dates are calendar days, YYYY-MM-DD). */
export { formatGbp } from '@/lib/format';

const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** '2026-11-27' → 'Friday 27 November'. */
export const formatDeliveryDate = (date: string): string => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : longDay.format(parsed);
};

/** An instant in UK time, '27 Nov, 14:05'. */
export const formatUkDateTime = (at: string): string => {
  const parsed = new Date(at);
  return Number.isNaN(parsed.getTime()) ? at : dateTime.format(parsed);
};

/** 'monday' → 'Monday'. */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
