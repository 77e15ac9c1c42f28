import { describe, expect, it, vi } from 'vitest';
import { DEMO_EMAIL, MERCHANDIZER_EMAIL } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';

/** Every password hash computed, as [salt length, key length, cost]: the work behind an answer, not its time. */
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

const t = useTestApp();
const LOGIN = '/api/v1/vendor/auth/login';

describe('a wrong password costs the same whoever the address belongs to', () => {
  it('an unknown address and an account with no password run the same password check as a real account', async () => {
    const attempt = async (email: string) => {
      work.length = 0;
      const res = await t.api.post(LOGIN).send({ email, password: 'not-the-password-1' }).expect(401);
      return { message: res.body.message, work: work.splice(0) };
    };
    const real = await attempt(DEMO_EMAIL);
    expect(real.work).toHaveLength(1);
    expect(await attempt('nobody-here@kitchen.test')).toEqual(real);
    expect(await attempt(MERCHANDIZER_EMAIL)).toEqual(real);
  });
});
