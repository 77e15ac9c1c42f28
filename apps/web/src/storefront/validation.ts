import { formatUkPhone, validateEmail } from '@/lib/validation';

/** The checkout form's rules, the same the server applies (it checks again whatever the browser sends). */

const POSTCODE = /^([Gg][Ii][Rr] ?0[Aa]{2}|[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2})$/;

/** Spaces, dashes and brackets dropped; a leading 0 or +44 becomes +44 (the dashboard's rule). */
export function normalisePhone(value: string): string {
  return formatUkPhone(value.replace(/[\s()-]/g, ''));
}

export function phoneError(value: string): string | undefined {
  if (value.trim() === '') return 'Enter your phone number';
  return /^\+44\d{9,10}$/.test(normalisePhone(value)) ? undefined : 'Enter a UK phone number, like 07700 900123';
}

export function postcodeError(value: string): string | undefined {
  if (value.trim() === '') return 'Enter your postcode';
  return POSTCODE.test(value.trim()) ? undefined : 'Enter a UK postcode, like SE15 4QN';
}

export function emailError(value: string): string | undefined {
  if (value.trim() === '') return 'Enter your e-mail address';
  return validateEmail(value) ? 'Enter an e-mail address like name@example.com' : undefined;
}

export function requiredError(value: string, message: string): string | undefined {
  return value.trim() === '' ? message : undefined;
}

/** A postcode as the server stores it: upper case, one space before the last three characters. */
export function formatPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}
