import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

/** Every scrypt run: the salt's length, the key length and the cost parameters. */
const work: unknown[][] = [];

vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: Parameters<typeof original.scrypt>) => {
    const [, salt, keyLength, options] = args;
    work.push([Buffer.from(salt as Buffer).length, keyLength, options]);
    return original.scrypt(...args);
  };
  return { ...original, scrypt };
});

describe('verifyPassword', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('wrong horse battery', stored)).toBe(false);
  });

  it('does the same work for an account with no password (or an unknown one) as for a real hash', async () => {
    const stored = await hashPassword('correct horse battery');
    work.length = 0;
    await verifyPassword('guess-1234', stored);
    const real = work.splice(0);
    expect(real).toHaveLength(1);
    for (const missing of [null, undefined, '', 'scrypt$broken', 'bcrypt$x$y']) {
      expect(await verifyPassword('guess-1234', missing)).toBe(false);
      expect(work.splice(0), `work for ${String(missing)}`).toEqual(real);
    }
  });
});
