import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';

const t = useTestApp();
const START = '/api/v1/vendor/vendor/oauth/google';
const COMPLETE = '/api/v1/vendor/vendor/oauth/google/complete';

/** Walks the provider's consent page as a browser would and returns the callback's code and state. */
async function consent(url: string, email: string): Promise<{ code: string; state: string; callback: URL }> {
  const authorize = new URL(url);
  const page = await t.api.get(authorize.pathname + authorize.search).expect(200);
  expect(page.text).toContain('Choose an account');
  const fields = Object.fromEntries(
    [...page.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );
  const res = await t.api
    .post(authorize.pathname)
    .type('form')
    .send({ ...fields, email, given_name: 'Grace', family_name: 'Hopper' })
    .expect(302);
  const callback = new URL(res.headers.location as string);
  return { code: callback.searchParams.get('code') ?? '', state: callback.searchParams.get('state') ?? '', callback };
}

describe('Google sign-in (offline OpenID provider, same code path as Google)', () => {
  it('returns the provider URL with state and PKCE, then completes with the code', async () => {
    const start = await t.api.post(START).send({ purpose: 'login' }).expect(200);
    const url = new URL(start.body.data.url);
    expect(url.pathname).toBe('/dev/oidc/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toEqual(expect.any(String));
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/auth\/google\/callback$/);

    const { code, state, callback } = await consent(start.body.data.url, DEMO_EMAIL);
    expect(callback.pathname).toBe('/auth/google/callback');
    const done = await t.api.post(COMPLETE).send({ code, purpose: 'login', state }).expect(200);
    expect(done.body.data).toMatchObject({ completedOnboarding: true, adminUser: { email: DEMO_EMAIL } });
    await t.api.get('/api/v1/vendor/me').set('authorization', `Bearer ${done.body.data.accessToken}`).expect(200);
    await t.api
      .post('/api/v1/auth/refresh-access-token')
      .send({ refreshToken: done.body.data.refreshToken })
      .expect(200);
  });

  it('finds the state from its cookie when the client sends only {code, purpose}', async () => {
    const start = await t.api.post(START).send({ purpose: 'signup' }).expect(200);
    const { code } = await consent(start.body.data.url, 'grace@kitchen.test');
    const done = await t.api.post(COMPLETE).send({ code, purpose: 'signup' }).expect(200);
    expect(done.body.data.completedOnboarding).toBe(false);
    expect(done.body.data.adminUser).toMatchObject({
      email: 'grace@kitchen.test',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'grace@kitchen.test' } });
    expect(user.googleSubject).toEqual(expect.any(String));
  });

  it('a state works once', async () => {
    const start = await t.api.post(START).send({ purpose: 'login' }).expect(200);
    const { code, state } = await consent(start.body.data.url, DEMO_EMAIL);
    await t.api.post(COMPLETE).send({ code, purpose: 'login', state }).expect(200);
    const again = await t.api.post(COMPLETE).send({ code, purpose: 'login', state }).expect(401);
    expect(again.body.errors[0].field).toBe('state');
  });

  it('rejects a forged code and a purpose that does not match', async () => {
    const start = await t.api.post(START).send({ purpose: 'login' }).expect(200);
    const state = new URL(start.body.data.url).searchParams.get('state');
    const mismatch = await t.api.post(COMPLETE).send({ code: 'x', purpose: 'signup', state }).expect(400);
    expect(mismatch.body.errors[0].field).toBe('purpose');
    const start2 = await t.api.post(START).send({ purpose: 'login' }).expect(200);
    const state2 = new URL(start2.body.data.url).searchParams.get('state');
    const forged = await t.api
      .post(COMPLETE)
      .send({ code: 'forged-code', purpose: 'login', state: state2 })
      .expect(401);
    expect(forged.body.errors[0].field).toBe('code');
  });

  it('expires a started sign-in after 10 minutes', async () => {
    const start = await t.api.post(START).send({ purpose: 'login' }).expect(200);
    const { code, state } = await consent(start.body.data.url, DEMO_EMAIL);
    t.clock.advance(10 * 60 * 1000 + 1);
    await t.api.post(COMPLETE).send({ code, purpose: 'login', state }).expect(401);
  });

  it('rejects bad input naming the field', async () => {
    const bad = await t.api.post(START).send({ purpose: 'hack' }).expect(400);
    expect(bad.body.errors[0].field).toBe('purpose');
    const missing = await t.api.post(COMPLETE).send({ purpose: 'login' }).expect(400);
    expect(missing.body.errors).toContainEqual({ field: 'code', error: 'Required' });
    // A client without the state cookie (this agent still holds one from earlier tests).
    const noState = await supertest(t.app.server).post(COMPLETE).send({ code: 'abc', purpose: 'login' }).expect(400);
    expect(noState.body.errors[0].field).toBe('state');
  });
});
