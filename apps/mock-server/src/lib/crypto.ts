import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** sha256 hex of a high-entropy secret (refresh tokens, invite tokens): safe to look up by. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Keyed hash for low-entropy secrets (6-digit codes), so a database dump cannot be brute-forced offline. */
export const hmac = (key: string, value: string): string => createHmac('sha256', key).update(value).digest('hex');

/** An opaque random token, URL safe. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** A uniformly random numeric code of the given length, zero padded. */
export const randomDigits = (length: number): string => String(randomInt(0, 10 ** length)).padStart(length, '0');

/** Compares two hex digests in constant time (a wrong guess takes as long whichever digit differs). */
export const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
