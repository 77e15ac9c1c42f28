import { describe, expect, it } from 'vitest';
import {
  DEMO_CUSTOM_ROLE_ID,
  DEMO_INVITE_ID,
  DEMO_MANAGER_ROLE_ID,
  DEMO_MERCHANDIZER_ROLE_ID,
  MANAGER_EMAIL,
  OTHER_ADMIN_ROLE_ID,
  OTHER_EMAIL,
  OTHER_USER_ID,
} from '../../seed/fixtures.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { useTestApp } from '../../testing/harness.ts';
import { acceptInvite, addMember, freshEmail, invite, seededSignIns, VENDOR_API } from '../../testing/team.ts';

// Sending, listing and revoking invitations, and following an invitation link.
const t = useTestApp();
const { admin, manager, merch, other } = seededSignIns(t);

describe('POST /vendor/invites', () => {
  it('refuses a pending invitation or a member with the same address (409 naming email)', async () => {
    const auth = await admin();
    const sent = await invite(t, auth, DEMO_MERCHANDIZER_ROLE_ID);
    const dup = await t.api
      .post(`${VENDOR_API}/invites`)
      .set('authorization', auth)
      .send({ email: sent.email, roleId: DEMO_MANAGER_ROLE_ID })
      .expect(409);
    expect(dup.body.errors).toEqual([{ field: 'email', error: 'Already has a pending invitation' }]);
    const member = await t.api
      .post(`${VENDOR_API}/invites`)
      .set('authorization', auth)
      .send({ email: MANAGER_EMAIL, roleId: DEMO_MANAGER_ROLE_ID })
      .expect(409);
    expect(member.body.errors).toEqual([{ field: 'email', error: 'Already a team member' }]);
  });

  it("needs a role of the business (422 naming roleId, also for another business's role)", async () => {
    const auth = await admin();
    const other = await t.api
      .post(`${VENDOR_API}/invites`)
      .set('authorization', auth)
      .send({ email: freshEmail(), roleId: OTHER_ADMIN_ROLE_ID })
      .expect(422);
    expect(other.body.errors).toEqual([{ field: 'roleId', error: 'Unknown role' }]);
    const inactive = (
      await t.api
        .post(`${VENDOR_API}/roles`)
        .set('authorization', auth)
        .send({ name: 'Dormant', status: 'inactive', permissions: ['meals.view'] })
        .expect(201)
    ).body.data;
    const res = await t.api
      .post(`${VENDOR_API}/invites`)
      .set('authorization', auth)
      .send({ email: freshEmail(), roleId: inactive.id })
      .expect(422);
    expect(res.body.errors).toEqual([{ field: 'roleId', error: 'Role is inactive' }]);
  });

  it("rejects a bad e-mail with the contract's message and a malformed role id (400)", async () => {
    const res = await t.api
      .post(`${VENDOR_API}/invites`)
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
    await expectGuarded(t, 'post', `${VENDOR_API}/invites`, await manager(), body);
  });
});

describe('GET /vendor/invites', () => {
  it('lists the business invitations newest first, filtered by status', async () => {
    const auth = await manager();
    const all = await t.api.get(`${VENDOR_API}/invites`).set('authorization', auth).expect(200);
    const times = all.body.data.map((i: { createdAt: string }) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const revoked = await t.api.get(`${VENDOR_API}/invites?status=revoked`).set('authorization', auth).expect(200);
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
      .get(`${VENDOR_API}/invites?status=lost`)
      .set('authorization', await admin())
      .expect(400);
    expect(res.body.errors).toEqual([{ field: 'status', error: expect.any(String) }]);
  });
  it('needs team.view (403) and a session (401)', async () => {
    await expectGuarded(t, 'get', `${VENDOR_API}/invites`, await merch());
  });
});

describe('DELETE /vendor/invites/{inviteId}', () => {
  it('revokes a pending invitation: audited, the link no longer works, revoking again is a 409', async () => {
    const auth = await admin();
    const sent = await invite(t, auth, DEMO_CUSTOM_ROLE_ID);
    const res = await t.api.delete(`${VENDOR_API}/invites/${sent.inviteId}`).set('authorization', auth).expect(200);
    expect(res.body.data).toMatchObject({ id: sent.inviteId, status: 'revoked' });
    expect(await t.db.prisma.auditEvent.count({ where: { itemId: sent.inviteId, eventType: 'revoked' } })).toBe(1);
    expect((await t.api.get(`/api/v1/invites/${sent.token}`).expect(200)).body.data.status).toBe('revoked');
    const accept = await acceptInvite(t, { token: sent.token, firstName: 'No', lastName: 'Entry' }).expect(409);
    expect(accept.body.message).toMatch(/revoked/);
    const again = await t.api.delete(`${VENDOR_API}/invites/${sent.inviteId}`).set('authorization', auth).expect(409);
    expect(again.body.message).toMatch(/this one is revoked/);
  });

  it("answers 404 for another business's invitation and 400 for a malformed id", async () => {
    const otherInvite = await invite(t, await other(), OTHER_ADMIN_ROLE_ID);
    await t.api
      .delete(`${VENDOR_API}/invites/${otherInvite.inviteId}`)
      .set('authorization', await admin())
      .expect(404);
    const bad = await t.api
      .delete(`${VENDOR_API}/invites/nope`)
      .set('authorization', await admin())
      .expect(400);
    expect(bad.body.errors[0].field).toBe('inviteId');
  });

  it('needs team.manage (403) and a session (401)', async () => {
    await expectGuarded(t, 'delete', `${VENDOR_API}/invites/${DEMO_INVITE_ID}`, await manager());
  });
});

describe('GET /invites/{token} and POST /invites/accept', () => {
  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    await t.api.get('/api/v1/invites/unknown-token-0123456789').expect(404);
    const bad = await t.api.get('/api/v1/invites/short').expect(400);
    expect(bad.body.errors).toEqual([{ field: 'token', error: expect.any(String) }]);
    await acceptInvite(t, { token: 'unknown-token-0123456789', firstName: 'A', lastName: 'B' }).expect(404);
  });

  it('rejects names with spaces and a short password, naming the fields (400)', async () => {
    const sent = await invite(t, await admin(), DEMO_MERCHANDIZER_ROLE_ID);
    const refused = (names: Record<string, string>) => acceptInvite(t, { token: sent.token, ...names }).expect(400);
    const res = await refused({ firstName: 'Mary Ann', lastName: '', password: 'short' });
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'firstName',
      'lastName',
      'password',
    ]);
    const spaces = await refused({ firstName: 'Mary', lastName: 'Ann', password: '   a    b   ' });
    expect(spaces.body.errors).toEqual([{ field: 'password', error: expect.any(String) }]);
  });

  it('refuses an address that already belongs to another business (409)', async () => {
    const sent = await invite(t, await admin(), DEMO_MERCHANDIZER_ROLE_ID, OTHER_EMAIL);
    const res = await acceptInvite(t, { token: sent.token, firstName: 'Rosa', lastName: 'Bianchi' }).expect(409);
    expect(res.body.message).toMatch(/another business/);
  });

  it('a removed member can be invited back and keeps their account', async () => {
    const auth = await admin();
    const member = await addMember(t, auth, DEMO_MERCHANDIZER_ROLE_ID);
    await t.api.delete(`${VENDOR_API}/team-members/${member.memberId}`).set('authorization', auth).expect(200);
    const sent = await invite(t, auth, DEMO_MANAGER_ROLE_ID, member.email);
    const res = await acceptInvite(t, { token: sent.token, firstName: 'Sam', lastName: 'Taylor' }).expect(200);
    expect(res.body.data.user).toMatchObject({
      id: member.userId,
      role: { slug: 'business-manager' },
      hasPassword: true,
    });
  });
});
