import { describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/crypto.ts';
import {
  DEMO_ADMIN_ROLE_ID,
  DEMO_BUSINESS_ID,
  DEMO_CUSTOM_ROLE_ID,
  DEMO_EMAIL,
  DEMO_INVITE_ID,
  DEMO_INVITE_TOKEN,
  DEMO_MANAGER_ROLE_ID,
  DEMO_MERCHANDIZER_ROLE_ID,
  DEMO_USER_ID,
  INVITED_EMAIL,
  MANAGER_EMAIL,
  MERCHANDIZER_EMAIL,
  OTHER_ADMIN_ROLE_ID,
  OTHER_EMAIL,
  OTHER_USER_ID,
} from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { addMember, freshEmail, invite, inviteTokenFromOutbox } from '../../testing/team.ts';

const t = useTestApp();
const API = '/api/v1/vendor';
const DAY = 24 * 3600 * 1000;
const admin = () => t.tokenFor(DEMO_EMAIL);
const memberIdOf = async (userId: string) => (await t.db.prisma.membership.findUniqueOrThrow({ where: { userId } })).id;

/** A member whose custom role may manage the team but who is not an Administrator. */
async function teamLead() {
  const auth = await admin();
  const existing = await t.db.prisma.role.findFirst({ where: { businessId: DEMO_BUSINESS_ID, slug: 'team-lead' } });
  const roleId =
    existing?.id ??
    (
      await t.api
        .post(`${API}/roles`)
        .set('authorization', auth)
        .send({ name: 'Team Lead', permissions: ['team.view', 'team.manage'] })
        .expect(201)
    ).body.data.id;
  return addMember(t, auth, roleId);
}

describe('GET /vendor/team-members', () => {
  it('lists the members of the business with their roles', async () => {
    const res = await t.api
      .get(`${API}/team-members`)
      .set('authorization', await t.tokenFor(MANAGER_EMAIL))
      .expect(200);
    const rows = res.body.data.map((m: { email: string; role: { slug: string }; status: string }) => [
      m.email,
      m.role.slug,
      m.status,
    ]);
    expect(rows.slice(0, 3)).toEqual(
      expect.arrayContaining([
        [DEMO_EMAIL, 'administrator', 'active'],
        [MANAGER_EMAIL, 'business-manager', 'active'],
        [MERCHANDIZER_EMAIL, 'merchandizer', 'active'],
      ]),
    );
    expect(res.body.data.map((m: { email: string }) => m.email)).not.toContain(OTHER_EMAIL);
  });
  it('needs team.view (403 for the Merchandizer) and a session (401)', async () => {
    await t.api
      .get(`${API}/team-members`)
      .set('authorization', await t.tokenFor(MERCHANDIZER_EMAIL))
      .expect(403);
    await t.api.get(`${API}/team-members`).expect(401);
  });
});

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
    expect(link).toBe(`http://localhost:5173/invites?token=${token}`);
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

    const accepted = await t.api
      .post('/api/v1/invites/accept')
      .send({ token, firstName: 'Kemi', lastName: 'Adebayo', password: 'kitchen-pass-1' })
      .expect(200);
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
    const again = await t.api
      .post('/api/v1/invites/accept')
      .send({ token, firstName: 'Kemi', lastName: 'Adebayo' })
      .expect(409);
    expect(again.body.message).toMatch(/already been accepted/);
    const list = await t.api.get(`${API}/invites?status=accepted`).set('authorization', auth).expect(200);
    expect(list.body.data.map((i: { email: string }) => i.email)).toContain(email);
    const audit = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { itemId: row.id, eventType: 'accepted' } });
    expect(audit.userId).toBe(accepted.body.data.user.id);
  });

  it('accepts the seeded invitation without a password (code sign-in later)', async () => {
    const res = await t.api
      .post('/api/v1/invites/accept')
      .send({ token: DEMO_INVITE_TOKEN, firstName: 'Tolu', lastName: 'Bello' })
      .expect(200);
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
    const res = await t.api
      .post('/api/v1/invites/accept')
      .send({ token: sent.token, firstName: 'Late', lastName: 'Comer' })
      .expect(409);
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
    await t.api
      .post('/api/v1/invites/accept')
      .send({ token: sent.token, firstName: 'Just', lastName: 'InTime' })
      .expect(200);
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

describe('POST /vendor/invites', () => {
  it('refuses a pending invitation or a member with the same address (409 naming email)', async () => {
    const auth = await admin();
    const sent = await invite(t, auth, DEMO_MERCHANDIZER_ROLE_ID);
    const dup = await t.api
      .post(`${API}/invites`)
      .set('authorization', auth)
      .send({ email: sent.email, roleId: DEMO_MANAGER_ROLE_ID })
      .expect(409);
    expect(dup.body.errors).toEqual([{ field: 'email', error: 'Already has a pending invitation' }]);
    const member = await t.api
      .post(`${API}/invites`)
      .set('authorization', auth)
      .send({ email: MANAGER_EMAIL, roleId: DEMO_MANAGER_ROLE_ID })
      .expect(409);
    expect(member.body.errors).toEqual([{ field: 'email', error: 'Already a team member' }]);
  });

  it("needs a role of the business (422 naming roleId, also for another business's role)", async () => {
    const auth = await admin();
    const other = await t.api
      .post(`${API}/invites`)
      .set('authorization', auth)
      .send({ email: freshEmail(), roleId: OTHER_ADMIN_ROLE_ID })
      .expect(422);
    expect(other.body.errors).toEqual([{ field: 'roleId', error: 'Unknown role' }]);
    const inactive = (
      await t.api
        .post(`${API}/roles`)
        .set('authorization', auth)
        .send({ name: 'Dormant', status: 'inactive', permissions: ['meals.view'] })
        .expect(201)
    ).body.data;
    const res = await t.api
      .post(`${API}/invites`)
      .set('authorization', auth)
      .send({ email: freshEmail(), roleId: inactive.id })
      .expect(422);
    expect(res.body.errors).toEqual([{ field: 'roleId', error: 'Role is inactive' }]);
  });

  it('rejects a bad e-mail with the SPEC message and a malformed role id (400)', async () => {
    const res = await t.api
      .post(`${API}/invites`)
      .set('authorization', await admin())
      .send({ email: 'not-an-email', roleId: 'x' })
      .expect(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', error: 'Invalid email' },
        { field: 'roleId', error: expect.any(String) },
      ]),
    );
  });

  it('needs team.manage (403 for the Business Manager) and a session (401)', async () => {
    const body = { email: freshEmail(), roleId: DEMO_MERCHANDIZER_ROLE_ID };
    await t.api
      .post(`${API}/invites`)
      .set('authorization', await t.tokenFor(MANAGER_EMAIL))
      .send(body)
      .expect(403);
    await t.api.post(`${API}/invites`).send(body).expect(401);
  });
});

describe('GET /vendor/invites', () => {
  it('lists the business invitations newest first, filtered by status', async () => {
    const auth = await t.tokenFor(MANAGER_EMAIL);
    const all = await t.api.get(`${API}/invites`).set('authorization', auth).expect(200);
    const times = all.body.data.map((i: { createdAt: string }) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const revoked = await t.api.get(`${API}/invites?status=revoked`).set('authorization', auth).expect(200);
    expect(revoked.body.data.length).toBeGreaterThan(0);
    expect(revoked.body.data.every((i: { status: string }) => i.status === 'revoked')).toBe(true);
    expect(revoked.body.data.map((i: { email: string }) => i.email)).toContain('former.helper@example.com');
    const others = await t.db.prisma.invite.findMany({
      where: { business: { memberships: { some: { userId: OTHER_USER_ID } } } },
    });
    const ids = all.body.data.map((i: { id: string }) => i.id);
    for (const o of others) expect(ids).not.toContain(o.id);
  });
  it('rejects an unknown status (400 naming status)', async () => {
    const res = await t.api
      .get(`${API}/invites?status=lost`)
      .set('authorization', await admin())
      .expect(400);
    expect(res.body.errors).toEqual([{ field: 'status', error: expect.any(String) }]);
  });
  it('needs team.view (403) and a session (401)', async () => {
    await t.api
      .get(`${API}/invites`)
      .set('authorization', await t.tokenFor(MERCHANDIZER_EMAIL))
      .expect(403);
    await t.api.get(`${API}/invites`).expect(401);
  });
});

describe('DELETE /vendor/invites/{inviteId}', () => {
  it('revokes a pending invitation: audited, the link no longer works, revoking again is a 409', async () => {
    const auth = await admin();
    const sent = await invite(t, auth, DEMO_CUSTOM_ROLE_ID);
    const res = await t.api.delete(`${API}/invites/${sent.inviteId}`).set('authorization', auth).expect(200);
    expect(res.body.data).toMatchObject({ id: sent.inviteId, status: 'revoked' });
    expect(await t.db.prisma.auditEvent.count({ where: { itemId: sent.inviteId, eventType: 'revoked' } })).toBe(1);
    expect((await t.api.get(`/api/v1/invites/${sent.token}`).expect(200)).body.data.status).toBe('revoked');
    const accept = await t.api
      .post('/api/v1/invites/accept')
      .send({ token: sent.token, firstName: 'No', lastName: 'Entry' })
      .expect(409);
    expect(accept.body.message).toMatch(/revoked/);
    const again = await t.api.delete(`${API}/invites/${sent.inviteId}`).set('authorization', auth).expect(409);
    expect(again.body.message).toMatch(/this one is revoked/);
  });

  it("answers 404 for another business's invitation and 400 for a malformed id", async () => {
    const otherInvite = await invite(t, await t.tokenFor(OTHER_EMAIL), OTHER_ADMIN_ROLE_ID);
    await t.api
      .delete(`${API}/invites/${otherInvite.inviteId}`)
      .set('authorization', await admin())
      .expect(404);
    const bad = await t.api
      .delete(`${API}/invites/nope`)
      .set('authorization', await admin())
      .expect(400);
    expect(bad.body.errors[0].field).toBe('inviteId');
  });

  it('needs team.manage (403) and a session (401)', async () => {
    await t.api
      .delete(`${API}/invites/${DEMO_INVITE_ID}`)
      .set('authorization', await t.tokenFor(MANAGER_EMAIL))
      .expect(403);
    await t.api.delete(`${API}/invites/${DEMO_INVITE_ID}`).expect(401);
  });
});

describe('GET /invites/{token} and POST /invites/accept', () => {
  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    await t.api.get('/api/v1/invites/unknown-token-0123456789').expect(404);
    const bad = await t.api.get('/api/v1/invites/short').expect(400);
    expect(bad.body.errors).toEqual([{ field: 'token', error: expect.any(String) }]);
    await t.api
      .post('/api/v1/invites/accept')
      .send({ token: 'unknown-token-0123456789', firstName: 'A', lastName: 'B' })
      .expect(404);
  });

  it('rejects names with spaces and a short password, naming the fields (400)', async () => {
    const sent = await invite(t, await admin(), DEMO_MERCHANDIZER_ROLE_ID);
    const res = await t.api
      .post('/api/v1/invites/accept')
      .send({ token: sent.token, firstName: 'Mary Ann', lastName: '', password: 'short' })
      .expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'firstName',
      'lastName',
      'password',
    ]);
    const spaces = await t.api
      .post('/api/v1/invites/accept')
      .send({ token: sent.token, firstName: 'Mary', lastName: 'Ann', password: '   a    b   ' })
      .expect(400);
    expect(spaces.body.errors).toEqual([{ field: 'password', error: expect.any(String) }]);
  });

  it('refuses an address that already belongs to another business (409)', async () => {
    const sent = await invite(t, await admin(), DEMO_MERCHANDIZER_ROLE_ID, OTHER_EMAIL);
    const res = await t.api
      .post('/api/v1/invites/accept')
      .send({ token: sent.token, firstName: 'Rosa', lastName: 'Bianchi' })
      .expect(409);
    expect(res.body.message).toMatch(/another business/);
  });

  it('a removed member can be invited back and keeps their account', async () => {
    const auth = await admin();
    const member = await addMember(t, auth, DEMO_MERCHANDIZER_ROLE_ID);
    await t.api.delete(`${API}/team-members/${member.memberId}`).set('authorization', auth).expect(200);
    const sent = await invite(t, auth, DEMO_MANAGER_ROLE_ID, member.email);
    const res = await t.api
      .post('/api/v1/invites/accept')
      .send({ token: sent.token, firstName: 'Sam', lastName: 'Taylor' })
      .expect(200);
    expect(res.body.data.user).toMatchObject({
      id: member.userId,
      role: { slug: 'business-manager' },
      hasPassword: true,
    });
  });
});

describe('PATCH /vendor/team-members/{memberId}', () => {
  it("changes a member's role, audited, and the member's permissions follow", async () => {
    const auth = await admin();
    const member = await addMember(t, auth, DEMO_MERCHANDIZER_ROLE_ID);
    await t.api.get(`${API}/roles`).set('authorization', member.auth).expect(403);
    const res = await t.api
      .patch(`${API}/team-members/${member.memberId}`)
      .set('authorization', auth)
      .send({ roleId: DEMO_MANAGER_ROLE_ID })
      .expect(200);
    expect(res.body.data).toMatchObject({
      id: member.memberId,
      email: member.email,
      role: { id: DEMO_MANAGER_ROLE_ID },
    });
    await t.api.get(`${API}/roles`).set('authorization', member.auth).expect(200);
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { itemId: member.memberId, eventType: 'updated' },
    });
    expect(event.description).toBe('Changed role from Merchandizer to Business Manager.');
  });

  it('deactivating a member ends their sessions', async () => {
    const auth = await admin();
    const member = await addMember(t, auth, DEMO_MERCHANDIZER_ROLE_ID);
    const res = await t.api
      .patch(`${API}/team-members/${member.memberId}`)
      .set('authorization', auth)
      .send({ status: 'inactive' })
      .expect(200);
    expect(res.body.data.status).toBe('inactive');
    await t.api.get(`${API}/me`).set('authorization', member.auth).expect(401);
    await t.api.post('/api/v1/auth/refresh-access-token').send({ refreshToken: member.refreshToken }).expect(401);
  });

  it('cannot change your own role (409) nor demote the last Administrator (409)', async () => {
    const auth = await admin();
    const self = await t.api
      .patch(`${API}/team-members/${await memberIdOf(DEMO_USER_ID)}`)
      .set('authorization', auth)
      .send({ roleId: DEMO_MANAGER_ROLE_ID })
      .expect(409);
    expect(self.body.message).toMatch(/your own role/);
    const lead = await teamLead();
    const last = await t.api
      .patch(`${API}/team-members/${await memberIdOf(DEMO_USER_ID)}`)
      .set('authorization', lead.auth)
      .send({ roleId: DEMO_MANAGER_ROLE_ID })
      .expect(409);
    expect(last.body.message).toMatch(/last active Administrator/);
    // with a second Administrator, one of them may be demoted
    const second = await addMember(t, auth, DEMO_ADMIN_ROLE_ID);
    await t.api
      .patch(`${API}/team-members/${second.memberId}`)
      .set('authorization', lead.auth)
      .send({ roleId: DEMO_MANAGER_ROLE_ID })
      .expect(200);
  });

  it('needs a role of the business (422 naming roleId); bad input is a 400 naming the field', async () => {
    const auth = await admin();
    const managerMember = await memberIdOf(
      (await t.db.prisma.user.findUniqueOrThrow({ where: { email: MANAGER_EMAIL } })).id,
    );
    const res = await t.api
      .patch(`${API}/team-members/${managerMember}`)
      .set('authorization', auth)
      .send({ roleId: OTHER_ADMIN_ROLE_ID })
      .expect(422);
    expect(res.body.errors).toEqual([{ field: 'roleId', error: 'Unknown role' }]);
    const bad = await t.api
      .patch(`${API}/team-members/${managerMember}`)
      .set('authorization', auth)
      .send({ roleId: 'x', status: 'gone' })
      .expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['roleId', 'status']);
    await t.api.patch(`${API}/team-members/${managerMember}`).set('authorization', auth).send({}).expect(400);
  });

  it("answers 404 for another business's member", async () => {
    await t.api
      .patch(`${API}/team-members/${await memberIdOf(OTHER_USER_ID)}`)
      .set('authorization', await admin())
      .send({ roleId: DEMO_MANAGER_ROLE_ID })
      .expect(404);
  });

  it('needs team.manage (403) and a session (401)', async () => {
    const id = await memberIdOf(DEMO_USER_ID);
    await t.api
      .patch(`${API}/team-members/${id}`)
      .set('authorization', await t.tokenFor(MANAGER_EMAIL))
      .send({ roleId: DEMO_MANAGER_ROLE_ID })
      .expect(403);
    await t.api.patch(`${API}/team-members/${id}`).send({ roleId: DEMO_MANAGER_ROLE_ID }).expect(401);
  });
});

describe('DELETE /vendor/team-members/{memberId}', () => {
  it('removes a member, audited, and ends their sessions', async () => {
    const auth = await admin();
    const member = await addMember(t, auth, DEMO_MERCHANDIZER_ROLE_ID);
    const res = await t.api.delete(`${API}/team-members/${member.memberId}`).set('authorization', auth).expect(200);
    expect(res.body.data).toEqual({ id: member.memberId });
    await t.api.get(`${API}/me`).set('authorization', member.auth).expect(401);
    await t.api.post('/api/v1/auth/refresh-access-token').send({ refreshToken: member.refreshToken }).expect(401);
    expect(await t.db.prisma.refreshToken.count({ where: { userId: member.userId, revokedAt: null } })).toBe(0);
    expect(await t.db.prisma.auditEvent.count({ where: { itemId: member.memberId, eventType: 'deleted' } })).toBe(1);
  });

  it('cannot remove yourself nor the last Administrator (409)', async () => {
    const id = await memberIdOf(DEMO_USER_ID);
    const self = await t.api
      .delete(`${API}/team-members/${id}`)
      .set('authorization', await admin())
      .expect(409);
    expect(self.body.message).toMatch(/cannot remove yourself/);
    const lead = await teamLead();
    const last = await t.api.delete(`${API}/team-members/${id}`).set('authorization', lead.auth).expect(409);
    expect(last.body.message).toMatch(/last active Administrator/);
  });

  it("answers 404 for another business's member and 400 for a malformed id", async () => {
    await t.api
      .delete(`${API}/team-members/${await memberIdOf(OTHER_USER_ID)}`)
      .set('authorization', await admin())
      .expect(404);
    const bad = await t.api
      .delete(`${API}/team-members/42`)
      .set('authorization', await admin())
      .expect(400);
    expect(bad.body.errors[0].field).toBe('memberId');
  });

  it('needs team.manage (403) and a session (401)', async () => {
    const id = await memberIdOf(DEMO_USER_ID);
    await t.api
      .delete(`${API}/team-members/${id}`)
      .set('authorization', await t.tokenFor(MERCHANDIZER_EMAIL))
      .expect(403);
    await t.api.delete(`${API}/team-members/${id}`).expect(401);
  });
});
