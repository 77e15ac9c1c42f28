import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, MERCHANDIZER_EMAIL, SEED_PASSWORD } from '../../seed/fixtures.ts';
import { startSiblingApp, useTestApp } from '../../testing/harness.ts';
import { REFRESH_GRACE_MS } from './tokens.ts';

const t = useTestApp();
const REFRESH = '/api/v1/auth/refresh-access-token';
const ME = '/api/v1/vendor/me';

describe('access and refresh tokens', () => {
  it('every vendor call needs the bearer token', async () => {
    const res = await t.api.get(ME).expect(401);
    expect(res.body).toMatchObject({ success: false, statusCode: 401, code: 'UNAUTHORIZED' });
    await t.api.get(ME).set('authorization', 'Basic abc').expect(401);
    await t.api.get(ME).set('authorization', 'Bearer not-a-jwt').expect(401);
  });

  it('rejects a token signed with another key', async () => {
    const forged = await new SignJWT({ bid: 'x', fam: 'y' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('z')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    await t.api.get(ME).set('authorization', `Bearer ${forged}`).expect(401);
  });

  it('answers 401 before validating the body of a secured call', async () => {
    await t.api.post('/api/v1/vendor/delivery-zones').send({ nonsense: true }).expect(401);
  });

  it('access tokens live 15 minutes', async () => {
    const session = await t.sessionFor(DEMO_EMAIL);
    t.clock.advance(14 * 60 * 1000);
    await t.api.get(ME).set('authorization', `Bearer ${session.accessToken}`).expect(200);
    t.clock.advance(60 * 1000 + 1000);
    const res = await t.api.get(ME).set('authorization', `Bearer ${session.accessToken}`).expect(401);
    expect(res.body.message).toBe('Access token expired');
  });

  it('rotates the refresh token on every use and the new access token works', async () => {
    const session = await t.sessionFor(DEMO_EMAIL);
    t.clock.advance(16 * 60 * 1000);
    const res = await t.api.post(REFRESH).send({ refreshToken: session.refreshToken }).expect(200);
    expect(res.body.data.refreshToken).not.toBe(session.refreshToken);
    await t.api.get(ME).set('authorization', `Bearer ${res.body.data.accessToken}`).expect(200);
    const next = await t.api.post(REFRESH).send({ refreshToken: res.body.data.refreshToken }).expect(200);
    expect(next.body.data.accessToken).toEqual(expect.any(String));
  });

  it('a refresh token reused after the grace window revokes the whole session family', async () => {
    const session = await t.sessionFor(DEMO_EMAIL);
    const first = await t.api.post(REFRESH).send({ refreshToken: session.refreshToken }).expect(200);
    t.clock.advance(REFRESH_GRACE_MS + 1);
    const reuse = await t.api.post(REFRESH).send({ refreshToken: session.refreshToken }).expect(401);
    expect(reuse.body.message).toMatch(/already used/);
    // The legitimate newer token dies too: whoever holds it must sign in again.
    await t.api.post(REFRESH).send({ refreshToken: first.body.data.refreshToken }).expect(401);
    // Other sessions of the same user are untouched.
    const other = await t.sessionFor(DEMO_EMAIL);
    await t.api.post(REFRESH).send({ refreshToken: other.refreshToken }).expect(200);
  });

  it('two tabs refreshing with one token at once both keep the session, with the same new token', async () => {
    const session = await t.sessionFor(DEMO_EMAIL);
    const results = await Promise.all([
      t.api.post(REFRESH).send({ refreshToken: session.refreshToken }),
      t.api.post(REFRESH).send({ refreshToken: session.refreshToken }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const [a, b] = results.map((r) => r.body.data);
    expect(a.refreshToken).toBe(b.refreshToken);
    for (const { accessToken } of [a, b]) await t.api.get(ME).set('authorization', `Bearer ${accessToken}`).expect(200);
    // The session goes on from the shared successor.
    await t.api.post(REFRESH).send({ refreshToken: a.refreshToken }).expect(200);
  });

  it('a second refresh within 10 seconds, through another server process, gets the same successor', async () => {
    const session = await t.sessionFor(DEMO_EMAIL);
    const first = await t.api.post(REFRESH).send({ refreshToken: session.refreshToken }).expect(200);
    t.clock.advance(REFRESH_GRACE_MS);
    const sibling = await startSiblingApp(t);
    try {
      const again = await sibling.inject({
        method: 'POST',
        url: REFRESH,
        payload: { refreshToken: session.refreshToken },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.refreshToken).toBe(first.body.data.refreshToken);
    } finally {
      await sibling.close();
    }
    // Once the successor itself was used, the old token is no longer forgiven, even inside the window.
    await t.api.post(REFRESH).send({ refreshToken: first.body.data.refreshToken }).expect(200);
    await t.api.post(REFRESH).send({ refreshToken: session.refreshToken }).expect(401);
  });

  it('refresh tokens are stored hashed and expire after 30 days', async () => {
    const session = await t.sessionFor(DEMO_EMAIL);
    const stored = await t.db.prisma.refreshToken.findMany({ where: { tokenHash: session.refreshToken } });
    expect(stored).toHaveLength(0);
    t.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    const res = await t.api.post(REFRESH).send({ refreshToken: session.refreshToken }).expect(401);
    expect(res.body.message).toBe('Refresh token expired');
  });

  it('unknown and malformed refresh tokens are 401 / 400 naming refreshToken', async () => {
    const unknown = await t.api.post(REFRESH).send({ refreshToken: 'nope' }).expect(401);
    expect(unknown.body.errors[0].field).toBe('refreshToken');
    const missing = await t.api.post(REFRESH).send({}).expect(400);
    expect(missing.body.errors).toContainEqual({ field: 'refreshToken', error: 'Required' });
    const empty = await t.api.post(REFRESH).send({ refreshToken: '' }).expect(400);
    expect(empty.body.errors[0].field).toBe('refreshToken');
  });

  it('logout revokes the refresh token', async () => {
    const session = await t.sessionFor(DEMO_EMAIL);
    await t.api.post('/api/v1/auth/logout').send({ refreshToken: session.refreshToken }).expect(200);
    await t.api.post(REFRESH).send({ refreshToken: session.refreshToken }).expect(401);
    const bad = await t.api.post('/api/v1/auth/logout').send({}).expect(400);
    expect(bad.body.errors[0].field).toBe('refreshToken');
  });
});

describe('password sign-in', () => {
  const LOGIN = '/api/v1/vendor/auth/login';

  it('signs in a member who set a password', async () => {
    const res = await t.api.post(LOGIN).send({ email: DEMO_EMAIL, password: SEED_PASSWORD }).expect(200);
    expect(res.body.data).toMatchObject({ completedOnboarding: true, user: { email: DEMO_EMAIL } });
  });

  it('gives one answer for a wrong password and an unknown or password-less account', async () => {
    const wrong = await t.api.post(LOGIN).send({ email: DEMO_EMAIL, password: 'wrong-password' }).expect(401);
    const unknown = await t.api.post(LOGIN).send({ email: 'nobody@kitchen.test', password: 'whatever1' }).expect(401);
    const noPassword = await t.api.post(LOGIN).send({ email: MERCHANDIZER_EMAIL, password: 'whatever1' }).expect(401);
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(noPassword.body.message).toBe(wrong.body.message);
    expect(wrong.body.errors).toEqual([{ field: 'password', error: 'Incorrect e-mail or password' }]);
  });

  it('rejects bad input naming the field', async () => {
    const res = await t.api.post(LOGIN).send({ email: 'x' }).expect(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'password', error: 'Required' },
        { field: 'email', error: 'Invalid email' },
      ]),
    );
  });

  it('limits attempts per address and e-mail', async () => {
    const email = 'limit@kitchen.test';
    let status = 401;
    for (let i = 0; i < 12 && status === 401; i++)
      status = (await t.api.post(LOGIN).send({ email, password: 'guess-guess' })).status;
    expect(status).toBe(429);
  });

  it('counts only wrong passwords: signing in again and again never locks the member out', async () => {
    for (let i = 0; i < 15; i++) {
      await t.api.post(LOGIN).send({ email: DEMO_EMAIL, password: SEED_PASSWORD }).expect(200);
    }
  });

  it('a member sets, then changes, a password (the current one is required)', async () => {
    const token = await t.tokenFor(MERCHANDIZER_EMAIL);
    const set = await t.api
      .put('/api/v1/vendor/auth/password')
      .set('authorization', token)
      .send({ password: 'merch-password-1' })
      .expect(200);
    expect(set.body.data.hasPassword).toBe(true);
    await t.api.post(LOGIN).send({ email: MERCHANDIZER_EMAIL, password: 'merch-password-1' }).expect(200);
    const missing = await t.api
      .put('/api/v1/vendor/auth/password')
      .set('authorization', token)
      .send({ password: 'merch-password-2' })
      .expect(422);
    expect(missing.body.errors).toEqual([{ field: 'currentPassword', error: 'Required' }]);
    await t.api
      .put('/api/v1/vendor/auth/password')
      .set('authorization', token)
      .send({ currentPassword: 'merch-password-1', password: 'merch-password-2' })
      .expect(200);
    const short = await t.api
      .put('/api/v1/vendor/auth/password')
      .set('authorization', token)
      .send({ password: 'short' })
      .expect(400);
    expect(short.body.errors[0].field).toBe('password');
    await t.api.put('/api/v1/vendor/auth/password').send({ password: 'whatever-123' }).expect(401);
  });
});
