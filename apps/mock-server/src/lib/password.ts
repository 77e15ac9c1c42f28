import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Stored format: scrypt$<saltB64>$<hashB64>. Parameters are fixed (N=16384, r=8, p=1, 64-byte key);
// changing them means adding a version field to the format.
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function scrypt(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/**
 * Hashes a password with scrypt and a random salt. `salt` may be given only to make seed data
 * deterministic; never pass one for a real user's password.
 */
export async function hashPassword(password: string, salt?: Buffer): Promise<string> {
  const s = salt ?? randomBytes(SALT_LENGTH);
  const key = await scrypt(password, s);
  return `scrypt$${s.toString('base64')}$${key.toString('base64')}`;
}

/**
 * A stand-in hash for accounts with no usable password: checking against it costs what a real check costs, so a wrong
 * password for an unknown address takes as long as one for a real account (the time does not tell which exists).
 */
const DUMMY = { salt: Buffer.alloc(SALT_LENGTH, 7), key: Buffer.alloc(KEY_LENGTH) };

/**
 * Checks a password against a stored hash in constant time; a missing or malformed hash is false after the same work
 * as a real check.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  const salt = Buffer.from(parts[1] ?? '', 'base64');
  const expected = Buffer.from(parts[2] ?? '', 'base64');
  const usable = parts.length === 3 && parts[0] === 'scrypt' && salt.length > 0 && expected.length === KEY_LENGTH;
  const actual = await scrypt(password, usable ? salt : DUMMY.salt);
  return timingSafeEqual(actual, usable ? expected : DUMMY.key) && usable;
}
