import { isoDate } from './dates.ts';
import { invalidField, unprocessable } from './errors.ts';

const UK_PHONE = /^\+44\d{9,10}$/;

/**
 * UK phone numbers are stored in +44 form: once longer than 6 characters, a leading 0 or +44 becomes +44; shorter
 * input is kept as typed. Spaces, dashes and brackets people type are dropped first ("07700 900123" → "+447700900123").
 */
export function normaliseUkPhone(value: string): string {
  const compact = value.replace(/[\s()-]/g, '');
  if (compact.length <= 6) return compact;
  if (compact.startsWith('+44')) return compact;
  if (compact.startsWith('0')) return `+44${compact.slice(1)}`;
  return compact;
}

/** Normalises and validates a UK phone number; 400 naming the field when it is not one. */
export function ukPhone(value: string, field: string): string {
  const phone = normaliseUkPhone(value);
  if (!UK_PHONE.test(phone)) throw invalidField(field, 'Enter a UK phone number, e.g. 07700 900123 or +44 7700 900123');
  return phone;
}

/** Whole years between a date of birth and a day (UTC). */
export function ageOn(dob: Date, day: Date): number {
  let age = day.getUTCFullYear() - dob.getUTCFullYear();
  const beforeBirthday =
    day.getUTCMonth() < dob.getUTCMonth() ||
    (day.getUTCMonth() === dob.getUTCMonth() && day.getUTCDate() < dob.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** A date of birth (YYYY-MM-DD) of a real day, not in the future, of someone 18 to 120 years old; 422 naming `dob`. */
export function checkDob(value: string, today: Date): Date {
  const dob = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(dob.getTime()) || isoDate(dob) !== value)
    throw unprocessable('dob: Must be a real calendar date', [{ field: 'dob', error: 'Must be a real calendar date' }]);
  if (dob > today)
    throw unprocessable('The date of birth is in the future', [{ field: 'dob', error: 'Must not be in the future' }]);
  const age = ageOn(dob, today);
  if (age < 18)
    throw unprocessable('You must be at least 18 years old to sell on the platform', [
      { field: 'dob', error: 'Must be at least 18 years old' },
    ]);
  if (age > 120)
    throw unprocessable('Check the date of birth', [{ field: 'dob', error: 'Must be within the last 120 years' }]);
  return dob;
}

/** How a person is named on screen and in audit descriptions: their full name, else their e-mail. */
export const displayName = (user: { firstName: string | null; lastName: string | null; email: string }): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** Who a user is, as every wire shape of a user starts: names read as empty text while not given yet. */
export const personView = (user: {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
}) => ({
  id: user.id,
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email,
  phone: user.phone,
});
