import { timingSafeEqual } from 'node:crypto';
import { hmac } from '../../lib/crypto.ts';
import { API_PREFIX } from '../../lib/handler.ts';

/** How long a signed link to a private document works. */
export const SIGNED_URL_TTL_SECONDS = 10 * 60;

/** Documents (identity, hygiene certificates, council registrations) are private; meal images and banners are not. */
export const isPrivatePurpose = (purpose: string) => purpose === 'document';

const signature = (secret: string, key: string, expires: number) => hmac(secret, `file\n${key}\n${expires}`);

/** A link to a private file that works without a token until it expires (in minutes), signed with the server secret. */
export function signedFileUrl(secret: string, key: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + SIGNED_URL_TTL_SECONDS;
  return `${API_PREFIX}/files/${key}?expires=${expires}&signature=${signature(secret, key, expires)}`;
}

/** Whether a signed link is genuine and not expired. */
export function checkSignedUrl(
  secret: string,
  key: string,
  expires: number | undefined,
  given: string | undefined,
  now: Date,
): boolean {
  if (expires === undefined || !given || expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, key, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
