const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const monthShort = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Pounds as shown to vendors, e.g. £1,234.50. */
export const formatGbp = (pounds: number): string => gbp.format(pounds);

const parseMonth = (month: string): Date | null => {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : null;
};

/** 'YYYY-MM' → 'Jan'. */
export const formatMonthShort = (month: string): string => {
  const date = parseMonth(month);
  return date ? monthShort.format(date) : month;
};

/** 'YYYY-MM' → 'Jan 2025'. */
export const formatMonthYear = (month: string): string => {
  const date = parseMonth(month);
  return date ? monthLong.format(date) : month;
};

/** 'Ada Lovelace' → 'AL'; without names, the first letter of the e-mail. */
export const initials = (firstName = '', lastName = '', email = ''): string =>
  (`${firstName.charAt(0)}${lastName.charAt(0)}` || email.charAt(0) || '?').toUpperCase();

const ymd = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const hm = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });

const toDate = (value: string | Date): Date | null => {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * Dates as vendors see them: year-month-day, zero padded (2026-03-07), in UK time. A plain 'YYYY-MM-DD' (a delivery
 * date) is shown as it is.
 */
export const formatDate = (value: string | Date | null | undefined): string => {
  if (!value) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = toDate(value);
  return date ? ymd.format(date) : String(value);
};

/** Year-month-day and 24-hour time in UK time: 2026-03-07 14:05. */
export const formatDateTime = (value: string | Date | null | undefined): string => {
  if (!value) return '';
  const date = toDate(value);
  return date ? `${ymd.format(date)} ${hm.format(date)}` : String(value);
};

/** Today's date in UK time as 'YYYY-MM-DD' (for date inputs and filters). */
export const todayIso = (now: Date = new Date()): string => ymd.format(now);
