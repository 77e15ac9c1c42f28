// Signing in the way a vendor does: a one-time code e-mailed to the address, read back from the outbox.
import type { TestApp } from './harness.ts';

/**
 * Asks for a code for `email` and verifies it (an unknown address signs up); answers the response's `data`, with the
 * session tokens and the user.
 */
export async function signInByCode(t: TestApp, email: string) {
  await t.api.post('/api/v1/vendor/auth/otp').send({ email }).expect(200);
  const res = await t.api
    .post('/api/v1/vendor/auth/otp/verify')
    .send({ email, otp: await t.latestCode(email) })
    .expect(200);
  return res.body.data;
}
