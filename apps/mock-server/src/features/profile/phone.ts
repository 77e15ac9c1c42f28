import { invalidField } from '../../lib/errors.ts';

const UK_PHONE = /^\+44\d{9,10}$/;

/**
 * SPEC section 5: once longer than 6 characters, a leading 0 or +44 becomes +44; shorter input is kept as typed.
 * Spaces, dashes and brackets people type are dropped first ("07700 900123" → "+447700900123").
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
