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
