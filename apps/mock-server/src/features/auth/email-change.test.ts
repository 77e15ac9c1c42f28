import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/harness.ts';
import { signInByCode } from '../../testing/sign-in.ts';

// The sign-in e-mail moves only with fresh proof: a code sent to the new address, and the current password (or,
// without one, a code sent to the current address). The old address is told, and the other sessions end.
const t = useTestApp();
const API = '/api/v1/vendor';
const REQUEST = `${API}/auth/email`;
const CONFIRM = `${API}/auth/email/confirm`;
const PASSWORD = 'a-long-password-1';

let n = 0;
const freshEmail = (prefix: string) => `${prefix}${++n}-${Date.now()}@kitchen.test`;

/** A new vendor signed in by code (no password), or with a password set when asked. */
async function vendor(options: { password?: boolean } = {}) {
  const email = freshEmail('chef');
  const session = await signInByCode(t, email);
  const auth = `Bearer ${session.accessToken}`;
  if (options.password) {
    await t.api.put(`${API}/auth/password`).set('authorization', auth).send({ password: PASSWORD }).expect(200);
  }
  return { email, auth, refreshToken: session.refreshToken as string, businessId: session.user.businessId as string };
}

const me = async (auth: string) => (await t.api.get(`${API}/me`).set('authorization', auth).expect(200)).body.data;
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('an access token alone cannot move the sign-in e-mail', () => {
  it('the onboarding personal step refuses an address other than the sign-in one (422 naming email)', async () => {
    const v = await vendor();
    const res = await t.api
      .put(`${API}/onboarding/personal`)
      .set('authorization', v.auth)
      .send({
        firstName: 'Ada',
        lastName: 'Obi',
        email: freshEmail('attacker'),
        phone: '07911123456',
        dob: '1990-01-01',
      })
      .expect(422);
    expect(res.body.errors).toEqual([{ field: 'email', error: expect.any(String) }]);
    expect((await me(v.auth)).email).toBe(v.email);
  });

  it('with a password, asking for the change needs the current password (422 naming currentPassword)', async () => {
    const v = await vendor({ password: true });
    const target = freshEmail('new');
    const missing = await t.api.post(REQUEST).set('authorization', v.auth).send({ email: target }).expect(422);
    expect(missing.body.errors).toEqual([{ field: 'currentPassword', error: 'Required' }]);
    const wrong = await t.api
      .post(REQUEST)
      .set('authorization', v.auth)
      .send({ email: target, currentPassword: 'not-it-at-all-9' })
      .expect(422);
    expect(wrong.body.errors).toEqual([{ field: 'currentPassword', error: 'Incorrect password' }]);
    expect(await t.db.prisma.outboxEmail.count({ where: { to: target } })).toBe(0);
  });

  it('without a password, the code sent to the new address is not enough: the current address gets one too', async () => {
    const v = await vendor();
    const attacker = freshEmail('attacker');
    const res = await t.api.post(REQUEST).set('authorization', v.auth).send({ email: attacker }).expect(200);
    expect(res.body.data).toEqual({ email: attacker, expiresInSeconds: 600, currentEmailCode: true });
    const code = await t.latestCode(attacker);
    const refused = await t.api.post(CONFIRM).set('authorization', v.auth).send({ code }).expect(422);
    expect(refused.body.errors).toEqual([{ field: 'currentEmailCode', error: 'Required' }]);
    const guessed = await t.api
      .post(CONFIRM)
      .set('authorization', v.auth)
      .send({ code, currentEmailCode: wrongCode(await t.latestCode(v.email)) })
      .expect(422);
    expect(guessed.body.errors).toEqual([{ field: 'currentEmailCode', error: 'Incorrect code' }]);
    expect((await me(v.auth)).email).toBe(v.email);
    // The holder was warned at the current address, naming the address asked for.
    const warning = await t.db.prisma.outboxEmail.findFirstOrThrow({
      where: { to: v.email },
      orderBy: { createdAt: 'desc' },
    });
    expect(warning.text).toContain(attacker);
  });
});

describe('changing the sign-in e-mail', () => {
  it('with the password and the code: the address moves only once confirmed, the old one is told, other sessions end', async () => {
    const v = await vendor({ password: true });
    const other = await t.sessionFor(v.email); // another device
    const target = freshEmail('moved');
    const asked = await t.api
      .post(REQUEST)
      .set('authorization', v.auth)
      .send({ email: target.toUpperCase(), currentPassword: PASSWORD })
      .expect(200);
    expect(asked.body.data).toEqual({ email: target, expiresInSeconds: 600, currentEmailCode: false });
    expect((await me(v.auth)).email).toBe(v.email);

    const code = await t.latestCode(target);
    const wrong = await t.api
      .post(CONFIRM)
      .set('authorization', v.auth)
      .send({ code: wrongCode(code) })
      .expect(422);
    expect(wrong.body.errors).toEqual([{ field: 'code', error: 'Incorrect code' }]);
    const done = await t.api.post(CONFIRM).set('authorization', v.auth).send({ code }).expect(200);
    expect(done.body.data.email).toBe(target);
    expect((await me(v.auth)).email).toBe(target);

    const notice = await t.db.prisma.outboxEmail.findFirstOrThrow({
      where: { to: v.email },
      orderBy: { createdAt: 'desc' },
    });
    expect(notice.subject).toBe('Your sign-in e-mail was changed');
    expect(notice.text).toContain(target);
    // The other device is signed out; this one stays.
    await t.api.get(`${API}/me`).set('authorization', `Bearer ${other.accessToken}`).expect(401);
    await t.api.post('/api/v1/auth/refresh-access-token').send({ refreshToken: other.refreshToken }).expect(401);
    await t.api.post('/api/v1/auth/refresh-access-token').send({ refreshToken: v.refreshToken }).expect(200);
    // The new address signs in to the same business, by code and by password.
    expect((await signInByCode(t, target)).user.businessId).toBe(v.businessId);
    await t.api.post(`${API}/auth/login`).send({ email: target, password: PASSWORD }).expect(200);
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { businessId: v.businessId, description: { contains: 'sign-in e-mail' } },
    });
    expect(event.description).toBe(`Changed the sign-in e-mail from ${v.email} to ${target}.`);
    // A code works once.
    await t.api.post(CONFIRM).set('authorization', v.auth).send({ code }).expect(422);
  });

  it('without a password, with both codes', async () => {
    const v = await vendor();
    const target = freshEmail('moved');
    await t.api.post(REQUEST).set('authorization', v.auth).send({ email: target }).expect(200);
    const res = await t.api
      .post(CONFIRM)
      .set('authorization', v.auth)
      .send({ code: await t.latestCode(target), currentEmailCode: await t.latestCode(v.email) })
      .expect(200);
    expect(res.body.data.email).toBe(target);
  });

  it("refuses another account's address (409) and the address already held (422), both naming email", async () => {
    const v = await vendor();
    const taken = await vendor();
    const res = await t.api.post(REQUEST).set('authorization', v.auth).send({ email: taken.email }).expect(409);
    expect(res.body.errors).toEqual([{ field: 'email', error: 'Already in use by another account' }]);
    const same = await t.api.post(REQUEST).set('authorization', v.auth).send({ email: v.email }).expect(422);
    expect(same.body.errors[0].field).toBe('email');
  });

  it('the address taken by someone else before confirming is a 409, and nothing moves', async () => {
    const v = await vendor({ password: true });
    const target = freshEmail('race');
    await t.api
      .post(REQUEST)
      .set('authorization', v.auth)
      .send({ email: target, currentPassword: PASSWORD })
      .expect(200);
    const code = await t.latestCode(target);
    await signInByCode(t, target); // someone signs up with it meanwhile
    await t.api.post(CONFIRM).set('authorization', v.auth).send({ code }).expect(409);
    expect((await me(v.auth)).email).toBe(v.email);
  });

  it('codes expire after 10 minutes, and a new request replaces the one before', async () => {
    const v = await vendor({ password: true });
    const first = freshEmail('first');
    await t.api
      .post(REQUEST)
      .set('authorization', v.auth)
      .send({ email: first, currentPassword: PASSWORD })
      .expect(200);
    const firstCode = await t.latestCode(first);
    const second = freshEmail('second');
    await t.api
      .post(REQUEST)
      .set('authorization', v.auth)
      .send({ email: second, currentPassword: PASSWORD })
      .expect(200);
    const secondCode = await t.latestCode(second);
    if (firstCode !== secondCode)
      await t.api.post(CONFIRM).set('authorization', v.auth).send({ code: firstCode }).expect(422);
    t.clock.advance(10 * 60 * 1000 + 1);
    await t.api.post(CONFIRM).set('authorization', v.auth).send({ code: secondCode }).expect(422);
    expect((await me(v.auth)).email).toBe(v.email);
  });

  it('of 40 guesses at once, at most 5 are compared: 4 told wrong, the rest locked out', async () => {
    const v = await vendor({ password: true });
    const target = freshEmail('guess');
    await t.api
      .post(REQUEST)
      .set('authorization', v.auth)
      .send({ email: target, currentPassword: PASSWORD })
      .expect(200);
    const code = await t.latestCode(target);
    const guesses = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(
      guesses.map((guess) => t.api.post(CONFIRM).set('authorization', v.auth).send({ code: guess })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(36);
    await t.api.post(CONFIRM).set('authorization', v.auth).send({ code }).expect(429);
    expect((await me(v.auth)).email).toBe(v.email);
  });

  it('needs a session (401) and a well-formed body (400 naming the field)', async () => {
    await t.api
      .post(REQUEST)
      .send({ email: freshEmail('x') })
      .expect(401);
    await t.api.post(CONFIRM).send({ code: '123456' }).expect(401);
    const v = await vendor();
    const bad = await t.api.post(REQUEST).set('authorization', v.auth).send({ email: 'not-an-email' }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'email', error: 'Invalid email' }]);
    const code = await t.api.post(CONFIRM).set('authorization', v.auth).send({ code: '12ab' }).expect(400);
    expect(code.body.errors[0].field).toBe('code');
  });
});
