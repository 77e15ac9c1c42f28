import { describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_ROLE_ID,
  DEMO_EMAIL,
  DEMO_MANAGER_ROLE_ID,
  DEMO_MERCHANDIZER_ROLE_ID,
  DEMO_USER_ID,
  MANAGER_EMAIL,
  MERCHANDIZER_EMAIL,
  OTHER_ADMIN_ROLE_ID,
  OTHER_EMAIL,
  OTHER_USER_ID,
} from '../../seed/fixtures.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { useTestApp } from '../../testing/harness.ts';
import { addMember, expectSessionsEnded, memberIdOf, seededSignIns, teamLead, VENDOR_API } from '../../testing/team.ts';

// The team: who is in it, changing a member's role or status, and removing a member.
const t = useTestApp();
const { admin, manager, merch } = seededSignIns(t);

describe('GET /vendor/team-members', () => {
  it('lists the members of the business with their roles', async () => {
    const res = await t.api
      .get(`${VENDOR_API}/team-members`)
      .set('authorization', await manager())
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
    await expectGuarded(t, 'get', `${VENDOR_API}/team-members`, await merch());
  });
});

/** Changes a member's role or status as the caller behind `auth`. */
const patchMember = (auth: string, memberId: string, body: object) =>
  t.api.patch(`${VENDOR_API}/team-members/${memberId}`).set('authorization', auth).send(body);

/** Removes a member as the caller behind `auth`. */
const removeMember = (auth: string, memberId: string) =>
  t.api.delete(`${VENDOR_API}/team-members/${memberId}`).set('authorization', auth);

describe('PATCH /vendor/team-members/{memberId}', () => {
  it("changes a member's role, audited, and the member's permissions follow", async () => {
    const auth = await admin();
    const member = await addMember(t, auth, DEMO_MERCHANDIZER_ROLE_ID);
    await t.api.get(`${VENDOR_API}/roles`).set('authorization', member.auth).expect(403);
    const res = await patchMember(auth, member.memberId, { roleId: DEMO_MANAGER_ROLE_ID }).expect(200);
    expect(res.body.data).toMatchObject({
      id: member.memberId,
      email: member.email,
      role: { id: DEMO_MANAGER_ROLE_ID },
    });
    await t.api.get(`${VENDOR_API}/roles`).set('authorization', member.auth).expect(200);
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { itemId: member.memberId, eventType: 'updated' },
    });
    expect(event.description).toBe('Changed role from Merchandizer to Business Manager.');
  });

  it('deactivating a member ends their sessions', async () => {
    const auth = await admin();
    const member = await addMember(t, auth, DEMO_MERCHANDIZER_ROLE_ID);
    const res = await patchMember(auth, member.memberId, { status: 'inactive' }).expect(200);
    expect(res.body.data.status).toBe('inactive');
    await expectSessionsEnded(t, member);
  });

  it('cannot change your own role (409); only an Administrator changes an Administrator (403)', async () => {
    const auth = await admin();
    const ownId = await memberIdOf(t, DEMO_USER_ID);
    const self = await patchMember(auth, ownId, { roleId: DEMO_MANAGER_ROLE_ID }).expect(409);
    expect(self.body.message).toMatch(/your own role/);
    const lead = await teamLead(t, await admin());
    const second = await addMember(t, auth, DEMO_ADMIN_ROLE_ID);
    const refused = await patchMember(lead.auth, second.memberId, { roleId: DEMO_MANAGER_ROLE_ID }).expect(403);
    expect(refused.body.errors[0].field).toBe('roleId');
    await patchMember(auth, second.memberId, { roleId: DEMO_MANAGER_ROLE_ID }).expect(200);
  });

  it('needs a role of the business (422 naming roleId); bad input is a 400 naming the field', async () => {
    const auth = await admin();
    const managerMember = await memberIdOf(
      t,
      (await t.db.prisma.user.findUniqueOrThrow({ where: { email: MANAGER_EMAIL } })).id,
    );
    const res = await patchMember(auth, managerMember, { roleId: OTHER_ADMIN_ROLE_ID }).expect(422);
    expect(res.body.errors).toEqual([{ field: 'roleId', error: 'Unknown role' }]);
    const bad = await patchMember(auth, managerMember, { roleId: 'x', status: 'gone' }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['roleId', 'status']);
    await patchMember(auth, managerMember, {}).expect(400);
  });

  it("answers 404 for another business's member", async () => {
    await patchMember(await admin(), await memberIdOf(t, OTHER_USER_ID), { roleId: DEMO_MANAGER_ROLE_ID }).expect(404);
  });

  it('needs team.manage (403) and a session (401)', async () => {
    const id = await memberIdOf(t, DEMO_USER_ID);
    await expectGuarded(t, 'patch', `${VENDOR_API}/team-members/${id}`, await manager(), {
      roleId: DEMO_MANAGER_ROLE_ID,
    });
  });
});

describe('DELETE /vendor/team-members/{memberId}', () => {
  it('removes a member, audited, and ends their sessions', async () => {
    const auth = await admin();
    const member = await addMember(t, auth, DEMO_MERCHANDIZER_ROLE_ID);
    const res = await removeMember(auth, member.memberId).expect(200);
    expect(res.body.data).toEqual({ id: member.memberId });
    await expectSessionsEnded(t, member);
    expect(await t.db.prisma.refreshToken.count({ where: { userId: member.userId, revokedAt: null } })).toBe(0);
    expect(await t.db.prisma.auditEvent.count({ where: { itemId: member.memberId, eventType: 'deleted' } })).toBe(1);
  });

  it('cannot remove yourself (409) nor the owner (403)', async () => {
    const id = await memberIdOf(t, DEMO_USER_ID);
    const self = await removeMember(await admin(), id).expect(409);
    expect(self.body.message).toMatch(/cannot remove yourself/);
    const lead = await teamLead(t, await admin());
    const owner = await removeMember(lead.auth, id).expect(403);
    expect(owner.body.message).toMatch(/owner of the business/);
  });

  it("answers 404 for another business's member and 400 for a malformed id", async () => {
    await removeMember(await admin(), await memberIdOf(t, OTHER_USER_ID)).expect(404);
    const bad = await removeMember(await admin(), '42').expect(400);
    expect(bad.body.errors[0].field).toBe('memberId');
  });

  it('needs team.manage (403) and a session (401)', async () => {
    const id = await memberIdOf(t, DEMO_USER_ID);
    await expectGuarded(t, 'delete', `${VENDOR_API}/team-members/${id}`, await merch());
  });
});
