import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_EMAIL, DEMO_USER_ID } from '../../seed/fixtures.ts';
import { addMemberWithPermissions } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/harness.ts';

// A member who may manage roles can hand out only what they hold, and never touch the role they hold.
const t = useTestApp();
const API = '/api/v1/vendor';
const ROLE_MANAGER = ['roles.view', 'roles.manage', 'team.view', 'team.manage'];

async function roleManager() {
  const email = await addMemberWithPermissions(t.db.prisma, DEMO_BUSINESS_ID, ROLE_MANAGER);
  const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email }, include: { membership: true } });
  return { auth: await t.tokenFor(email), userId: user.id, roleId: user.membership!.roleId };
}

describe('granting only what you hold', () => {
  it('refuses to create a role with permissions the caller lacks (403 naming permissions)', async () => {
    const { auth, userId } = await roleManager();
    const res = await t.api
      .post(`${API}/roles`)
      .set('authorization', auth)
      .send({ name: 'Back door', permissions: ['team.view', 'payouts.manage'] })
      .expect(403);
    expect(res.body.errors).toEqual([{ field: 'permissions', error: 'You do not hold payouts.manage' }]);
    expect(await t.db.prisma.role.count({ where: { businessId: DEMO_BUSINESS_ID, name: 'Back door' } })).toBe(0);
    // within what they hold it works, and the audit row names who granted which permissions
    const ok = await t.api
      .post(`${API}/roles`)
      .set('authorization', auth)
      .send({ name: 'Team helper', permissions: ['team.view'] })
      .expect(201);
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { itemId: ok.body.data.id } });
    expect(event.description).toBe('Created role "Team helper" with 1 permission: team.view.');
    expect(event.userId).toBe(userId);
  });

  it('refuses to add permissions the caller lacks to a role, or to activate a role holding them (403)', async () => {
    const { auth } = await roleManager();
    const own = await t.api
      .post(`${API}/roles`)
      .set('authorization', auth)
      .send({ name: 'Viewers', permissions: ['team.view'] })
      .expect(201);
    const add = await t.api
      .patch(`${API}/roles/${own.body.data.id}`)
      .set('authorization', auth)
      .send({ permissions: ['meals.manage'] })
      .expect(403);
    expect(add.body.errors[0].field).toBe('permissions');
    const admin = await t.tokenFor(DEMO_EMAIL);
    const dormant = await t.api
      .post(`${API}/roles`)
      .set('authorization', admin)
      .send({ name: 'Dormant payouts', status: 'inactive', permissions: ['payouts.view', 'payouts.manage'] })
      .expect(201);
    const activate = await t.api
      .patch(`${API}/roles/${dormant.body.data.id}`)
      .set('authorization', auth)
      .send({ status: 'active' })
      .expect(403);
    expect(activate.body.errors[0].field).toBe('roleId');
  });

  it('nobody renames, deactivates, strips or deletes a role carrying permissions they lack (403 naming roleId)', async () => {
    const { auth } = await roleManager();
    const admin = await t.tokenFor(DEMO_EMAIL);
    const finance = await t.api
      .post(`${API}/roles`)
      .set('authorization', admin)
      .send({ name: 'Finance desk', permissions: ['payouts.view', 'payouts.manage', 'team.view'] })
      .expect(201);
    const id = finance.body.data.id as string;
    for (const body of [
      { permissions: ['payouts.view', 'team.view'] },
      { name: 'Administrator' },
      { status: 'inactive' },
      { description: 'Nothing to see' },
    ]) {
      const res = await t.api.patch(`${API}/roles/${id}`).set('authorization', auth).send(body).expect(403);
      expect(res.body.errors).toEqual([{ field: 'roleId', error: expect.stringMatching(/payouts.manage/) }]);
    }
    await t.api.delete(`${API}/roles/${id}`).set('authorization', auth).expect(403);
    const role = await t.db.prisma.role.findUniqueOrThrow({ where: { id }, include: { permissions: true } });
    expect(role).toMatchObject({ name: 'Finance desk', status: 'active' });
    expect(role.permissions.map((p) => p.permission).sort()).toEqual(['payouts.manage', 'payouts.view', 'team.view']);
    // A role within the caller's own permissions stays theirs to change; the Administrator may change any.
    const helper = await t.api
      .post(`${API}/roles`)
      .set('authorization', auth)
      .send({ name: 'Team watcher', permissions: ['team.view', 'roles.view'] })
      .expect(201);
    await t.api
      .patch(`${API}/roles/${helper.body.data.id}`)
      .set('authorization', auth)
      .send({ permissions: ['team.view'], name: 'Team reader' })
      .expect(200);
    await t.api
      .patch(`${API}/roles/${id}`)
      .set('authorization', admin)
      .send({ permissions: ['payouts.view'] })
      .expect(200);
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { itemId: id, eventType: 'updated' } });
    expect(event.description).toBe('Role "Finance desk": removed payouts.manage, team.view.');
    expect(event.userId).toBe(DEMO_USER_ID);
  });

  it('the Administrator may grant every permission', async () => {
    const res = await t.api
      .post(`${API}/roles`)
      .set('authorization', await t.tokenFor(DEMO_EMAIL))
      .send({ name: 'Payout clerk', permissions: ['payouts.view', 'payouts.manage'] })
      .expect(201);
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { itemId: res.body.data.id } });
    expect(event.userId).toBe(DEMO_USER_ID);
  });
});

describe('the role you hold', () => {
  it('nobody edits the role they hold, not even to rename it (403)', async () => {
    const { auth, roleId } = await roleManager();
    for (const body of [
      { permissions: [...ROLE_MANAGER, 'payouts.manage'] },
      { name: 'Renamed' },
      { status: 'inactive' },
    ]) {
      const res = await t.api.patch(`${API}/roles/${roleId}`).set('authorization', auth).send(body).expect(403);
      expect(res.body.message).toMatch(/role you hold/);
    }
    const role = await t.db.prisma.role.findUniqueOrThrow({ where: { id: roleId }, include: { permissions: true } });
    expect(role.permissions.map((p) => p.permission).sort()).toEqual([...ROLE_MANAGER].sort());
  });
});
