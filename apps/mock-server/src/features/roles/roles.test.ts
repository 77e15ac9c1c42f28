import { describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_ROLE_ID,
  DEMO_BUSINESS_ID,
  DEMO_CUSTOM_ROLE_ID,
  DEMO_MANAGER_ROLE_ID,
  DEMO_MERCHANDIZER_ROLE_ID,
  MERCHANDIZER_EMAIL,
  OTHER_ADMIN_ROLE_ID,
} from '../../seed/fixtures.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { useTestApp } from '../../testing/harness.ts';
import { PERMISSION_KEYS } from './permissions.ts';
import { addMember, invite, seededSignIns, VENDOR_API } from '../../testing/team.ts';

const t = useTestApp();
const { admin, manager, merch, other } = seededSignIns(t);

/** A vendor read (`path` below the vendor API) as the Business Manager, who may view roles: its 200 response. */
const readAsManager = async (path: string) =>
  t.api
    .get(`${VENDOR_API}${path}`)
    .set('authorization', await manager())
    .expect(200);

/** Changes a role as the caller behind `auth`. */
const patchRole = (auth: string, roleId: string, body: object) =>
  t.api.patch(`${VENDOR_API}/roles/${roleId}`).set('authorization', auth).send(body);

async function createRole(body: Record<string, unknown>, auth?: string) {
  return t.api
    .post(`${VENDOR_API}/roles`)
    .set('authorization', auth ?? (await admin()))
    .send(body);
}

describe('GET /vendor/permissions', () => {
  it('lists the catalogue in order, with names and groups', async () => {
    const res = await readAsManager('/permissions');
    expect(res.body.data.map((p: { key: string }) => p.key)).toEqual([...PERMISSION_KEYS]);
    expect(res.body.data[0]).toEqual({
      key: 'dashboard.view',
      name: 'View dashboard',
      description: expect.any(String),
      group: 'Dashboard',
    });
  });
  it('needs roles.view (403 for the Merchandizer) and a session (401)', async () => {
    await expectGuarded(t, 'get', `${VENDOR_API}/permissions`, await merch());
  });
});

describe('GET /vendor/roles', () => {
  it("lists the business's built-in roles first, then custom ones, with user counts", async () => {
    const res = await readAsManager('/roles');
    const rows = res.body.data.map((r: { name: string; roleUsersCount: number; builtIn: boolean }) => [
      r.name,
      r.roleUsersCount,
      r.builtIn,
    ]);
    expect(rows.slice(0, 4)).toEqual([
      ['Administrator', 1, true],
      ['Business Manager', 1, true],
      ['Merchandizer', 1, true],
      ['Kitchen Assistant', 0, false],
    ]);
    expect(res.body.data.map((r: { id: string }) => r.id)).not.toContain(OTHER_ADMIN_ROLE_ID);
    const adminRole = res.body.data.find((r: { id: string }) => r.id === DEMO_ADMIN_ROLE_ID);
    expect(adminRole.permissions).toEqual([...PERMISSION_KEYS]);
  });
  it('needs roles.view (403) and a session (401)', async () => {
    await expectGuarded(t, 'get', `${VENDOR_API}/roles`, await merch());
  });
});

describe('POST /vendor/roles', () => {
  it('creates an active custom role with a slug from its name, and audits it', async () => {
    const res = await createRole({
      name: '  Delivery   Driver ',
      description: 'Takes orders out',
      permissions: ['orders.view', 'delivery.view'],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Delivery Driver',
      slug: 'delivery-driver',
      description: 'Takes orders out',
      status: 'active',
      builtIn: false,
      roleUsersCount: 0,
      permissions: ['orders.view', 'delivery.view'],
    });
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { itemId: res.body.data.id } });
    expect(event).toMatchObject({
      businessId: DEMO_BUSINESS_ID,
      eventType: 'created',
      itemType: 'role',
      itemAffected: 'Delivery Driver',
    });
    // the same name in another business is fine
    expect((await createRole({ name: 'Delivery Driver', permissions: ['orders.view'] }, await other())).status).toBe(
      201,
    );
  });

  it('can create an inactive role', async () => {
    const res = await createRole({ name: 'Seasonal helper', status: 'inactive', permissions: ['meals.view'] });
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('inactive');
  });

  it('refuses a name already used in the business (409 naming name)', async () => {
    const res = await createRole({ name: 'kitchen  ASSISTANT', permissions: ['meals.view'] });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ field: 'name', error: expect.any(String) }]);
    expect((await createRole({ name: 'Administrator', permissions: ['meals.view'] })).status).toBe(409);
  });

  it('names an unknown permission by its index, and missing fields (400)', async () => {
    const res = await createRole({ name: 'Bad', permissions: ['meals.view', 'meals.destroy'] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'permissions.1', error: expect.stringMatching(/one of/) }]);
    const missing = await createRole({ description: 'x' });
    expect(missing.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'permissions']);
    const symbols = await createRole({ name: '!!!', permissions: ['meals.view'] });
    expect(symbols.status).toBe(400);
    expect(symbols.body.errors[0].field).toBe('name');
  });

  it('needs roles.manage (403 for the Business Manager) and a session (401)', async () => {
    await expectGuarded(t, 'post', `${VENDOR_API}/roles`, await manager(), { name: 'X', permissions: ['meals.view'] });
  });
});

describe('GET /vendor/roles/{roleId}', () => {
  it('shows a role with its users', async () => {
    const res = await readAsManager(`/roles/${DEMO_MERCHANDIZER_ROLE_ID}`);
    expect(res.body.data).toMatchObject({
      name: 'Merchandizer',
      roleUsersCount: 1,
      users: [{ email: MERCHANDIZER_EMAIL, role: { slug: 'merchandizer' }, status: 'active' }],
    });
  });
  it("answers 404 for another business's role and 400 for a malformed id", async () => {
    const auth = await admin();
    const other = await t.api.get(`${VENDOR_API}/roles/${OTHER_ADMIN_ROLE_ID}`).set('authorization', auth).expect(404);
    expect(other.body.message).toBe('Role not found');
    const bad = await t.api.get(`${VENDOR_API}/roles/not-an-id`).set('authorization', auth).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'roleId', error: expect.any(String) }]);
  });
  it('needs roles.view (403) and a session (401)', async () => {
    await expectGuarded(t, 'get', `${VENDOR_API}/roles/${DEMO_ADMIN_ROLE_ID}`, await merch());
  });
});

describe('PATCH /vendor/roles/{roleId}', () => {
  it('renames a custom role and changes its permissions and status, audited', async () => {
    const created = (await createRole({ name: 'Prep cook', permissions: ['meals.view'] })).body.data;
    const changes = {
      name: 'Prep Chef',
      permissions: ['meals.view', 'meals.manage'],
      status: 'inactive',
      description: 'Preps',
    };
    const res = await patchRole(await admin(), created.id, changes).expect(200);
    expect(res.body.data).toMatchObject({ ...changes, slug: 'prep-chef' });
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { itemId: created.id, eventType: 'updated' },
    });
    expect(event.description).toMatch(/renamed from "Prep cook" to "Prep Chef".*added meals.manage/);
  });

  it('changes what its members may do at once', async () => {
    const role = (await createRole({ name: 'Viewer', permissions: ['dashboard.view'] })).body.data;
    const member = await addMember(t, await admin(), role.id);
    await t.api.get(`${VENDOR_API}/roles`).set('authorization', member.auth).expect(403);
    await patchRole(await admin(), role.id, { permissions: ['dashboard.view', 'roles.view'] }).expect(200);
    await t.api.get(`${VENDOR_API}/roles`).set('authorization', member.auth).expect(200);
  });

  it('refuses to change built-in roles (409)', async () => {
    const auth = await admin();
    const a = await patchRole(auth, DEMO_ADMIN_ROLE_ID, { permissions: ['meals.view'] }).expect(409);
    expect(a.body.message).toMatch(/Administrator role always has every permission/);
    const m = await patchRole(auth, DEMO_MANAGER_ROLE_ID, { description: 'x' }).expect(409);
    expect(m.body.message).toMatch(/built-in role/);
  });

  it('refuses a name another role has (409 naming name)', async () => {
    const res = await patchRole(await admin(), DEMO_CUSTOM_ROLE_ID, { name: 'Merchandizer' }).expect(409);
    expect(res.body.errors).toEqual([{ field: 'name', error: expect.any(String) }]);
  });

  it('rejects bad input naming the field (400)', async () => {
    const auth = await admin();
    const res = await patchRole(auth, DEMO_CUSTOM_ROLE_ID, { permissions: ['root'] }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'permissions.0', error: expect.any(String) }]);
    await patchRole(auth, DEMO_CUSTOM_ROLE_ID, {}).expect(400);
    const status = await patchRole(auth, DEMO_CUSTOM_ROLE_ID, { status: 'paused' }).expect(400);
    expect(status.body.errors[0].field).toBe('status');
  });

  it("answers 404 for another business's role", async () => {
    await patchRole(await admin(), OTHER_ADMIN_ROLE_ID, { name: 'Boss' }).expect(404);
  });

  it('needs roles.manage (403) and a session (401)', async () => {
    await expectGuarded(t, 'patch', `${VENDOR_API}/roles/${DEMO_CUSTOM_ROLE_ID}`, await manager(), { name: 'Y' });
  });
});

describe('DELETE /vendor/roles/{roleId}', () => {
  it('deletes a custom role nobody holds, audited; it is then gone', async () => {
    const role = (await createRole({ name: 'Temp', permissions: ['meals.view'] })).body.data;
    const auth = await admin();
    const res = await t.api.delete(`${VENDOR_API}/roles/${role.id}`).set('authorization', auth).expect(200);
    expect(res.body.data).toEqual({ id: role.id });
    await t.api.get(`${VENDOR_API}/roles/${role.id}`).set('authorization', auth).expect(404);
    expect(await t.db.prisma.auditEvent.count({ where: { itemId: role.id, eventType: 'deleted' } })).toBe(1);
  });

  it('refuses while members hold it, saying how many and what to do (409)', async () => {
    const auth = await admin();
    const role = (await createRole({ name: 'Packer', permissions: ['orders.view'] })).body.data;
    const member = await addMember(t, auth, role.id);
    const res = await t.api.delete(`${VENDOR_API}/roles/${role.id}`).set('authorization', auth).expect(409);
    expect(res.body.message).toBe(
      '"Packer" cannot be deleted: 1 team member holds this role. ' +
        'First move them to another role in Team Management, then delete the role.',
    );
    await t.api
      .patch(`${VENDOR_API}/team-members/${member.memberId}`)
      .set('authorization', auth)
      .send({ roleId: DEMO_MERCHANDIZER_ROLE_ID })
      .expect(200);
    await t.api.delete(`${VENDOR_API}/roles/${role.id}`).set('authorization', auth).expect(200);
  });

  it('refuses while a pending invitation uses it, but not once it expired (409)', async () => {
    const auth = await admin();
    const role = (await createRole({ name: 'Runner', permissions: ['orders.view'] })).body.data;
    await invite(t, auth, role.id);
    const res = await t.api.delete(`${VENDOR_API}/roles/${role.id}`).set('authorization', auth).expect(409);
    expect(res.body.message).toMatch(/1 pending invitation uses it\. First revoke the invitations/);
    t.clock.advance(7 * 24 * 3600 * 1000 + 1);
    await t.api
      .delete(`${VENDOR_API}/roles/${role.id}`)
      .set('authorization', await admin())
      .expect(200);
  });

  it('refuses built-in roles (409)', async () => {
    const res = await t.api
      .delete(`${VENDOR_API}/roles/${DEMO_MERCHANDIZER_ROLE_ID}`)
      .set('authorization', await admin())
      .expect(409);
    expect(res.body.message).toMatch(/built-in role and cannot be deleted/);
  });

  it("answers 404 for another business's role and 400 for a malformed id", async () => {
    await t.api
      .delete(`${VENDOR_API}/roles/${OTHER_ADMIN_ROLE_ID}`)
      .set('authorization', await admin())
      .expect(404);
    const bad = await t.api
      .delete(`${VENDOR_API}/roles/123`)
      .set('authorization', await admin())
      .expect(400);
    expect(bad.body.errors[0].field).toBe('roleId');
  });

  it('needs roles.manage (403) and a session (401)', async () => {
    await expectGuarded(t, 'delete', `${VENDOR_API}/roles/${DEMO_CUSTOM_ROLE_ID}`, await manager());
  });
});
