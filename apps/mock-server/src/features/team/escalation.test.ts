import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_ROLE_ID, DEMO_BUSINESS_ID, DEMO_MANAGER_ROLE_ID, DEMO_USER_ID } from '../../seed/fixtures.ts';
import { addMemberWithPermissions } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/harness.ts';
import { signInByCode } from '../../testing/sign-in.ts';
import { addMember, freshEmail, invite, memberIdOf, seededSignIns, VENDOR_API } from '../../testing/team.ts';

// Who may give which role to whom: nobody raises anyone above themselves, and the owner always stays.
const t = useTestApp();
const { admin } = seededSignIns(t);

/** A member who may manage roles and the team, but is no Administrator. */
async function teamManager() {
  const perms = ['roles.view', 'roles.manage', 'team.view', 'team.manage'];
  const email = await addMemberWithPermissions(t.db.prisma, DEMO_BUSINESS_ID, perms);
  const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email } });
  return { auth: await t.tokenFor(email), userId: user.id };
}

/** A custom role holding only team.view. */
async function viewerRole(): Promise<string> {
  const res = await t.api
    .post(`${VENDOR_API}/roles`)
    .set('authorization', await admin())
    .send({ name: `Viewer ${freshEmail('r')}`.slice(0, 40), permissions: ['team.view'] })
    .expect(201);
  return res.body.data.id;
}

describe('inviting and assigning roles', () => {
  it('a non-Administrator cannot invite as Administrator nor with permissions they lack (403 naming roleId)', async () => {
    const { auth } = await teamManager();
    for (const roleId of [DEMO_ADMIN_ROLE_ID, DEMO_MANAGER_ROLE_ID]) {
      const res = await t.api
        .post(`${VENDOR_API}/invites`)
        .set('authorization', auth)
        .send({ email: freshEmail(), roleId })
        .expect(403);
      expect(res.body.errors[0].field).toBe('roleId');
    }
    await t.api
      .post(`${VENDOR_API}/invites`)
      .set('authorization', auth)
      .send({ email: freshEmail(), roleId: await viewerRole() })
      .expect(201);
  });

  it('nobody revokes an invitation to a role carrying permissions they lack (403 naming inviteId)', async () => {
    const { auth } = await teamManager();
    const adminAuth = await admin();
    for (const roleId of [DEMO_ADMIN_ROLE_ID, DEMO_MANAGER_ROLE_ID]) {
      const sent = await invite(t, adminAuth, roleId);
      const res = await t.api.delete(`${VENDOR_API}/invites/${sent.inviteId}`).set('authorization', auth).expect(403);
      expect(res.body.errors[0].field).toBe('inviteId');
      expect(await t.db.prisma.invite.findUniqueOrThrow({ where: { id: sent.inviteId } })).toMatchObject({
        revokedAt: null,
      });
    }
    // An invitation to a role within their own permissions is theirs to revoke.
    const lesser = await invite(t, adminAuth, await viewerRole());
    await t.api.delete(`${VENDOR_API}/invites/${lesser.inviteId}`).set('authorization', auth).expect(200);
  });

  it('a non-Administrator cannot promote anyone to Administrator (403); an Administrator can, audited', async () => {
    const { auth } = await teamManager();
    const member = await addMember(t, await admin(), await viewerRole());
    const res = await t.api
      .patch(`${VENDOR_API}/team-members/${member.memberId}`)
      .set('authorization', auth)
      .send({ roleId: DEMO_ADMIN_ROLE_ID })
      .expect(403);
    expect(res.body).toMatchObject({
      message: 'Only an Administrator can assign the Administrator role.',
      errors: [{ field: 'roleId', error: 'Only an Administrator can do this' }],
    });
    await t.api
      .patch(`${VENDOR_API}/team-members/${member.memberId}`)
      .set('authorization', await admin())
      .send({ roleId: DEMO_ADMIN_ROLE_ID })
      .expect(200);
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { itemId: member.memberId, eventType: 'updated' },
      orderBy: { createdAt: 'desc' },
    });
    expect(event).toMatchObject({ userId: DEMO_USER_ID, description: expect.stringMatching(/to Administrator\.$/) });
  });

  it('a non-Administrator cannot change, deactivate or remove an Administrator (403)', async () => {
    const { auth } = await teamManager();
    const second = await addMember(t, await admin(), DEMO_ADMIN_ROLE_ID);
    const url = `${VENDOR_API}/team-members/${second.memberId}`;
    await t.api.patch(url).set('authorization', auth).send({ status: 'inactive' }).expect(403);
    await t.api
      .patch(url)
      .set('authorization', auth)
      .send({ roleId: await viewerRole() })
      .expect(403);
    await t.api.delete(url).set('authorization', auth).expect(403);
    const membership = await t.db.prisma.membership.findUniqueOrThrow({ where: { id: second.memberId } });
    expect(membership).toMatchObject({ status: 'active', roleId: DEMO_ADMIN_ROLE_ID });
    // an Administrator may
    await t.api
      .patch(url)
      .set('authorization', await admin())
      .send({ status: 'inactive' })
      .expect(200);
    await t.api
      .delete(url)
      .set('authorization', await admin())
      .expect(200);
  });
});

describe('the business owner', () => {
  it('is marked owner from sign-up, and no one can deactivate, demote or remove them (403)', async () => {
    const ownerId = await memberIdOf(t, DEMO_USER_ID);
    expect((await t.db.prisma.membership.findUniqueOrThrow({ where: { id: ownerId } })).owner).toBe(true);
    const second = await addMember(t, await admin(), DEMO_ADMIN_ROLE_ID);
    const url = `${VENDOR_API}/team-members/${ownerId}`;
    const off = await t.api.patch(url).set('authorization', second.auth).send({ status: 'inactive' }).expect(403);
    expect(off.body.errors).toEqual([{ field: 'status', error: 'The business owner cannot be changed' }]);
    await t.api.patch(url).set('authorization', second.auth).send({ roleId: DEMO_MANAGER_ROLE_ID }).expect(403);
    const gone = await t.api.delete(url).set('authorization', second.auth).expect(403);
    expect(gone.body.message).toMatch(/owner of the business/);
    await t.api
      .get(`${VENDOR_API}/me`)
      .set('authorization', await admin())
      .expect(200);
  });

  it('a new business is owned by the person who signed up', async () => {
    const email = freshEmail('owner');
    const { user } = await signInByCode(t, email);
    const membership = await t.db.prisma.membership.findUniqueOrThrow({ where: { userId: user.id } });
    expect(membership.owner).toBe(true);
  });
});
