import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/crypto.ts';
import {
  DEMO_BUSINESS_ID,
  DEMO_EMAIL,
  DEMO_INVITE_TOKEN,
  DEMO_MANAGER_ROLE_ID,
  DEMO_MERCHANDIZER_ROLE_ID,
  DEMO_USER_ID,
  INVITED_EMAIL,
} from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { acceptInvite, freshEmail, invite, inviteTokenFromOutbox } from '../../testing/team.ts';

// An invitation from the e-mail to a signed-in member, by password and by Google.
const t = useTestApp();
const API = '/api/v1/vendor';
const DAY = 24 * 3600 * 1000;
const admin = () => t.tokenFor(DEMO_EMAIL);

describe('invitation journey', () => {
  it('invite → e-mail with the link → landing page → accept → signed in with the role', async () => {
    const auth = await admin();
    const email = freshEmail('journey');
    const created = await t.api
      .post(`${API}/invites`)
      .set('authorization', auth)
      .set('origin', 'http://localhost:5173')
      .send({ email: email.toUpperCase(), roleId: DEMO_MANAGER_ROLE_ID })
      .expect(201);
    const now = t.clock.now().getTime();
    expect(created.body.data).toMatchObject({
      email,
      status: 'pending',
      role: { id: DEMO_MANAGER_ROLE_ID, name: 'Business Manager' },
      invitedBy: { id: DEMO_USER_ID, email: DEMO_EMAIL, name: 'Ada Okafor' },
    });
    expect(new Date(created.body.data.expiresAt).getTime()).toBe(now + 7 * DAY);

    // the e-mail carries the link; only the token's sha256 is stored
    const mail = await t.db.prisma.outboxEmail.findFirstOrThrow({ where: { to: email } });
    expect(mail.subject).toMatch(/Mama Ada's Kitchen/);
    const { link, token } = await inviteTokenFromOutbox(t, email);
    // without PUBLIC_URL (development) the link is on the host the request reached, never the Origin header's
    const { port } = t.app.server.address() as AddressInfo;
    expect(link).toBe(`http://127.0.0.1:${port}/invites?token=${token}`);
    expect(mail.html).toContain(link);
    const row = await t.db.prisma.invite.findUniqueOrThrow({ where: { id: created.body.data.id } });
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await t.db.prisma.auditEvent.count({ where: { itemId: row.id, eventType: 'invited' } })).toBe(1);

    const landing = await t.api.get(`/api/v1/invites/${token}`).expect(200);
    expect(landing.body.data).toMatchObject({
      email,
      businessName: "Mama Ada's Kitchen",
      role: { slug: 'business-manager' },
      status: 'pending',
    });

    const accepted = await acceptInvite(t, {
      token,
      firstName: 'Kemi',
      lastName: 'Adebayo',
      password: 'kitchen-pass-1',
    }).expect(200);
    expect(accepted.body.data).toMatchObject({
      completedOnboarding: true,
      user: {
        email,
        firstName: 'Kemi',
        lastName: 'Adebayo',
        businessId: DEMO_BUSINESS_ID,
        role: { slug: 'business-manager' },
        hasPassword: true,
      },
    });
    const me = await t.api
      .get(`${API}/me`)
      .set('authorization', `Bearer ${accepted.body.data.accessToken}`)
      .expect(200);
    expect(me.body.data.role).toMatchObject({ id: DEMO_MANAGER_ROLE_ID, name: 'Business Manager' });
    // the new member can use the role's permissions and sign in with the password
    await t.api.get(`${API}/team-members`).set('authorization', `Bearer ${accepted.body.data.accessToken}`).expect(200);
    await t.api.post(`${API}/auth/login`).send({ email, password: 'kitchen-pass-1' }).expect(200);

    const after = await t.api.get(`/api/v1/invites/${token}`).expect(200);
    expect(after.body.data.status).toBe('accepted');
    const again = await acceptInvite(t, { token, firstName: 'Kemi', lastName: 'Adebayo' }).expect(409);
    expect(again.body.message).toMatch(/already been accepted/);
    const list = await t.api.get(`${API}/invites?status=accepted`).set('authorization', auth).expect(200);
    expect(list.body.data.map((i: { email: string }) => i.email)).toContain(email);
    const audit = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { itemId: row.id, eventType: 'accepted' } });
    expect(audit.userId).toBe(accepted.body.data.user.id);
  });

  it('accepts the seeded invitation without a password (code sign-in later)', async () => {
    const res = await acceptInvite(t, { token: DEMO_INVITE_TOKEN, firstName: 'Tolu', lastName: 'Bello' }).expect(200);
    expect(res.body.data.user).toMatchObject({
      email: INVITED_EMAIL,
      role: { slug: 'merchandizer' },
      hasPassword: false,
    });
  });

  it('expires after 7 days: the landing page says so, accepting is a 409', async () => {
    const sent = await invite(t, await admin(), DEMO_MERCHANDIZER_ROLE_ID);
    t.clock.advance(7 * DAY - 1000);
    expect((await t.api.get(`/api/v1/invites/${sent.token}`).expect(200)).body.data.status).toBe('pending');
    t.clock.advance(1001);
    expect((await t.api.get(`/api/v1/invites/${sent.token}`).expect(200)).body.data.status).toBe('expired');
    const res = await acceptInvite(t, { token: sent.token, firstName: 'Late', lastName: 'Comer' }).expect(409);
    expect(res.body.message).toMatch(/expired/);
    const auth = await admin();
    const expired = await t.api.get(`${API}/invites?status=expired`).set('authorization', auth).expect(200);
    expect(expired.body.data.find((i: { id: string }) => i.id === sent.inviteId)?.status).toBe('expired');
    const pending = await t.api.get(`${API}/invites?status=pending`).set('authorization', auth).expect(200);
    expect(pending.body.data.map((i: { id: string }) => i.id)).not.toContain(sent.inviteId);
    await t.api.delete(`${API}/invites/${sent.inviteId}`).set('authorization', auth).expect(409);
    // an address whose invitation expired can be invited again
    await invite(t, auth, DEMO_MERCHANDIZER_ROLE_ID, sent.email);
  });

  it('an invitation is still accepted just before its 7 days run out', async () => {
    const sent = await invite(t, await admin(), DEMO_MERCHANDIZER_ROLE_ID);
    t.clock.advance(7 * DAY - 1000);
    await acceptInvite(t, { token: sent.token, firstName: 'Just', lastName: 'InTime' }).expect(200);
  });

  it('accepts with Google when the Google account is the invited address', async () => {
    const sent = await invite(t, await admin(), DEMO_MERCHANDIZER_ROLE_ID);
    const google = async (email: string) => {
      const start = await t.api
        .post(`${API}/vendor/oauth/google`)
        .send({ purpose: 'invite', inviteToken: sent.token })
        .expect(200);
      const url = new URL(start.body.data.url);
      const form = Object.fromEntries(
        ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge'].map((k) => [
          k,
          url.searchParams.get(k) ?? '',
        ]),
      );
      const consent = await t.api
        .post('/dev/oidc/authorize')
        .type('form')
        .send({ ...form, email, given_name: 'Mary Ann', family_name: 'Cole' })
        .expect(302);
      const back = new URL(consent.headers.location as string);
      return t.api
        .post(`${API}/vendor/oauth/google/complete`)
        .send({ code: back.searchParams.get('code'), state: back.searchParams.get('state'), purpose: 'invite' });
    };
    const wrong = await google('someone.else@kitchen.test');
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toMatch(new RegExp(`This invitation is for ${sent.email}`));
    const res = await google(sent.email);
    expect(res.status).toBe(200);
    expect(res.body.data.adminUser).toMatchObject({
      email: sent.email,
      firstName: 'MaryAnn',
      lastName: 'Cole',
      role: { slug: 'merchandizer' },
      businessId: DEMO_BUSINESS_ID,
    });
  });

  it('Google with purpose invite needs a known invitation token', async () => {
    const missing = await t.api.post(`${API}/vendor/oauth/google`).send({ purpose: 'invite' }).expect(400);
    expect(missing.body.errors).toEqual([{ field: 'inviteToken', error: expect.any(String) }]);
    await t.api
      .post(`${API}/vendor/oauth/google`)
      .send({ purpose: 'invite', inviteToken: 'unknown-token-0123456789' })
      .expect(404);
  });
});
