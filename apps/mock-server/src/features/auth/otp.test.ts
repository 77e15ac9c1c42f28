import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';

const t = useTestApp();
const OTP = '/api/v1/vendor/auth/otp';
const VERIFY = '/api/v1/vendor/auth/otp/verify';

let n = 0;
/** A fresh address per test so the per-e-mail limits of one test never leak into another. */
const freshEmail = () => `cook${++n}-${Date.now()}@kitchen.test`;

async function requestCode(email: string): Promise<string> {
  await t.api.post(OTP).send({ email }).expect(200);
  return t.latestCode(email);
}

describe('sign-in with a one-time code', () => {
  it('sends a 6-digit code to the outbox and signs the demo vendor in with it', async () => {
    const sent = await t.api.post(OTP).send({ email: DEMO_EMAIL }).expect(200);
    expect(sent.body).toMatchObject({
      success: true,
      status: 'success',
      data: { email: DEMO_EMAIL, expiresInSeconds: 600 },
    });
    const mail = await t.db.prisma.outboxEmail.findFirstOrThrow({
      where: { to: DEMO_EMAIL },
      orderBy: { createdAt: 'desc' },
    });
    expect(mail.html).toContain(await t.latestCode(DEMO_EMAIL));
    const res = await t.api
      .post(VERIFY)
      .send({ email: DEMO_EMAIL, otp: await t.latestCode(DEMO_EMAIL) })
      .expect(200);
    expect(res.body.data).toMatchObject({
      completedOnboarding: true,
      user: { email: DEMO_EMAIL, role: { slug: 'administrator' } },
    });
    expect(res.body.data.refreshToken).toEqual(expect.any(String));
    const me = await t.api
      .get('/api/v1/vendor/me')
      .set('authorization', `Bearer ${res.body.data.accessToken}`)
      .expect(200);
    expect(me.body.data).toMatchObject({ email: DEMO_EMAIL, firstName: 'Ada', completedOnboarding: true });
  });

  it('creates the vendor on first use: sign-up and sign-in are one flow', async () => {
    const email = freshEmail();
    expect(await t.db.prisma.user.findUnique({ where: { email } })).toBeNull();
    const code = await requestCode(email);
    const res = await t.api.post(VERIFY).send({ email, otp: code }).expect(200);
    expect(res.body.data.completedOnboarding).toBe(false);
    expect(res.body.data.user.role.slug).toBe('administrator');
    const business = await t.db.prisma.business.findUniqueOrThrow({
      where: { id: res.body.data.user.businessId },
      include: { roles: true },
    });
    expect(business.roles.map((r) => r.name).sort()).toEqual(['Administrator', 'Business Manager', 'Merchandizer']);
  });

  it('treats the e-mail case-insensitively', async () => {
    const email = freshEmail();
    await t.api.post(OTP).send({ email: email.toUpperCase() }).expect(200);
    const code = await t.latestCode(email);
    await t.api.post(VERIFY).send({ email: email.toUpperCase(), otp: code }).expect(200);
  });

  it('stores only a hash of the code', async () => {
    const email = freshEmail();
    const code = await requestCode(email);
    const rows = await t.db.prisma.otpCode.findMany({ where: { email } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).not.toContain(code);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a code only once', async () => {
    const email = freshEmail();
    const code = await requestCode(email);
    await t.api.post(VERIFY).send({ email, otp: code }).expect(200);
    const again = await t.api.post(VERIFY).send({ email, otp: code }).expect(401);
    expect(again.body.errors).toEqual([{ field: 'otp', error: expect.any(String) }]);
  });

  it('expires a code after 10 minutes', async () => {
    const email = freshEmail();
    const code = await requestCode(email);
    t.clock.advance(10 * 60 * 1000 + 1);
    const res = await t.api.post(VERIFY).send({ email, otp: code }).expect(401);
    expect(res.body.message).toMatch(/expired/);
  });

  it('still accepts a code just before it expires', async () => {
    const email = freshEmail();
    const code = await requestCode(email);
    t.clock.advance(10 * 60 * 1000 - 1000);
    await t.api.post(VERIFY).send({ email, otp: code }).expect(200);
  });

  it('locks a code after 5 wrong tries, even for the right code afterwards', async () => {
    const email = freshEmail();
    const code = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await t.api.post(VERIFY).send({ email, otp: wrong }).expect(401);
      expect(res.body.errors[0].field).toBe('otp');
    }
    const fifth = await t.api.post(VERIFY).send({ email, otp: wrong }).expect(429);
    expect(fifth.body.message).toMatch(/Too many wrong attempts/);
    await t.api.post(VERIFY).send({ email, otp: code }).expect(429);
  });

  it('of 40 guesses at once, at most 5 are compared with the code: 4 told wrong, the rest locked out', async () => {
    t.clock.advance(15 * 60 * 1000 + 1); // the per-address allowance of 40 tries starts afresh
    const email = freshEmail();
    const code = await requestCode(email);
    const guesses = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((otp) => t.api.post(VERIFY).send({ email, otp })));
    const statuses = answers.map((res) => res.status);
    // Four wrong codes are answered as wrong; the fifth compared locks the code; nothing else was compared.
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(36);
    const row = await t.db.prisma.otpCode.findFirstOrThrow({ where: { email } });
    expect(row.attempts).toBe(5);
    await t.api.post(VERIFY).send({ email, otp: code }).expect(429);
    t.clock.advance(15 * 60 * 1000 + 1); // the tests below get their own allowance
  });

  it('the right code on the fifth try still signs in', async () => {
    const email = freshEmail();
    const code = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) await t.api.post(VERIFY).send({ email, otp: wrong }).expect(401);
    await t.api.post(VERIFY).send({ email, otp: code }).expect(200);
  });

  it('a new code replaces the previous one', async () => {
    const email = freshEmail();
    const first = await requestCode(email);
    const second = await requestCode(email);
    if (first !== second) await t.api.post(VERIFY).send({ email, otp: first }).expect(401);
    await t.api.post(VERIFY).send({ email, otp: second }).expect(200);
  });

  it('sends at most 5 codes per e-mail per 15 minutes', async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) await t.api.post(OTP).send({ email }).expect(200);
    const res = await t.api.post(OTP).send({ email }).expect(429);
    expect(res.body.message).toMatch(/Too many codes requested for this e-mail/);
    t.clock.advance(15 * 60 * 1000 + 1);
    await t.api.post(OTP).send({ email }).expect(200);
  });

  it('limits code requests per client address', async () => {
    // 20 per 15 minutes per address; earlier tests in this file used some already.
    let status = 200;
    for (let i = 0; i < 25 && status === 200; i++)
      status = (await t.api.post(OTP).send({ email: freshEmail() })).status;
    expect(status).toBe(429);
    const res = await t.api.post(OTP).send({ email: freshEmail() }).expect(429);
    expect(res.body.message).toMatch(/Too many attempts from your network/);
    t.clock.advance(15 * 60 * 1000 + 1);
    await t.api.post(OTP).send({ email: freshEmail() }).expect(200);
  });

  it.each([
    [{}, 'email', 'Required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email'],
    [{ email: 42 }, 'email', 'Must be string'],
    [{ email: 'a@b.co', extra: 1 }, 'extra', 'Unknown field'],
  ])('rejects bad input to send %j naming the field', async (body, field, error) => {
    const res = await t.api.post(OTP).send(body).expect(400);
    expect(res.body).toMatchObject({ success: false, status: 'error', statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(res.body.errors).toContainEqual({ field, error });
  });

  it.each([
    [{ email: DEMO_EMAIL }, 'otp'],
    [{ otp: '123456' }, 'email'],
    [{ email: DEMO_EMAIL, otp: '12345' }, 'otp'],
    [{ email: DEMO_EMAIL, otp: 'abcdef' }, 'otp'],
    [{ email: 'x', otp: '123456' }, 'email'],
  ])('rejects bad input to verify %j naming the field', async (body, field) => {
    const res = await t.api.post(VERIFY).send(body).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.api.post(OTP).set('content-type', 'application/json').send('{"email":').expect(400);
    expect(res.body.errors).toEqual([{ field: 'body', error: 'Malformed JSON' }]);
  });

  it('verifying with no code ever sent is a 401 on the otp field', async () => {
    const res = await t.api.post(VERIFY).send({ email: freshEmail(), otp: '123456' }).expect(401);
    expect(res.body.errors[0].field).toBe('otp');
  });
});
