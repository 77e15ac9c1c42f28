import { unprocessable } from '../../lib/errors.ts';

/**
 * A new password: at least 8 characters not counting spaces, a letter and a digit or symbol, not the e-mail address
 * (or its part before the @), not the current password. Each broken rule is named under `password`.
 */
export function checkNewPassword(password: string, context: { email: string; samePassword: boolean }): void {
  const problems: string[] = [];
  const compact = password.replace(/\s+/g, '');
  if (compact.length < 8) problems.push('Must be at least 8 characters, not counting spaces');
  if (!/\p{L}/u.test(password)) problems.push('Must contain a letter');
  if (!/[^\p{L}\s]/u.test(password)) problems.push('Must contain a digit or a symbol');
  const lowered = password.trim().toLowerCase();
  const email = context.email.toLowerCase();
  if (lowered === email || lowered === email.split('@')[0]) problems.push('Must not be your e-mail address');
  if (context.samePassword) problems.push('Must differ from your current password');
  if (problems.length) {
    throw unprocessable(
      problems.length === 1 ? `Choose another password: ${problems[0]?.toLowerCase()}` : 'Choose a stronger password',
      problems.map((error) => ({ field: 'password', error })),
    );
  }
}
