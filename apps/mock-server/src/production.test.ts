import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { DEMO_ADMIN_ROLE_ID, DEMO_EMAIL } from './seed/fixtures.ts';
import { useTestApp } from './testing/harness.ts';
import { freshEmail, inviteTokenFromOutbox } from './testing/team.ts';

// The server as deployed: NODE_ENV=production with neither Stripe nor Google configured.
const PUBLIC_URL = 'https://vendors.kitchen.example';
const t = useTestApp({ NODE_ENV: 'production', PUBLIC_URL });
const API = '/api/v1';

describe('production configuration', () => {
  it('refuses to start without PUBLIC_URL, saying so', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/PUBLIC_URL must be set/);
    expect(loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL }).publicUrl).toBe(PUBLIC_URL);
  });

  it('registers no /dev route: no outbox, no offline Stripe onboarding or checkout, no stand-in Google', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).not.toMatch(/\/dev\b/);
    await t.api.post('/dev/stripe/onboarding/acct_offline_0').send({}).expect(404);
    await t.api.post('/dev/checkout/cs_offline_0').type('form').send({ sig: 'x' }).expect(404);
    await expect(t.app.payments.createCheckout({} as never)).rejects.toMatchObject({ statusCode: 503 });
    await t.api.get('/dev/oidc/.well-known/openid-configuration').expect((res) => {
      expect(res.text).not.toContain('issuer');
    });
  });

  it('answers 503 NOT_CONFIGURED for Stripe onboarding instead of the stand-in', async () => {
    const res = await t.api
      .post(`${API}/vendor/payout/stripe-connect`)
      .set('authorization', await t.tokenFor(DEMO_EMAIL))
      .send({ callbackUrl: `${PUBLIC_URL}/payouts` })
      .expect(503);
    expect(res.body).toMatchObject({
      statusCode: 503,
      code: 'NOT_CONFIGURED',
      message: expect.stringMatching(/Stripe/),
    });
  });

  it('answers 503 NOT_CONFIGURED for Google sign-in', async () => {
    const start = await t.api.post(`${API}/vendor/vendor/oauth/google`).send({ purpose: 'login' }).expect(503);
    expect(start.body).toMatchObject({ code: 'NOT_CONFIGURED', message: expect.stringMatching(/Google/) });
    const complete = await t.api
      .post(`${API}/vendor/vendor/oauth/google/complete`)
      .send({ code: 'abc', state: 'def', purpose: 'login' })
      .expect(503);
    expect(complete.body.code).toBe('NOT_CONFIGURED');
  });

  it("links in e-mails use PUBLIC_URL, never the request's Origin header", async () => {
    const email = freshEmail();
    await t.api
      .post(`${API}/vendor/invites`)
      .set('authorization', await t.tokenFor(DEMO_EMAIL))
      .set('origin', 'https://attacker.example')
      .send({ email, roleId: DEMO_ADMIN_ROLE_ID })
      .expect(201);
    const { link } = await inviteTokenFromOutbox(t, email);
    expect(link.startsWith(`${PUBLIC_URL}/invites?token=`)).toBe(true);
  });

  it('sends HSTS and asks browsers to upgrade insecure requests', async () => {
    const res = await t.api.get(`${API}/health`).expect(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
