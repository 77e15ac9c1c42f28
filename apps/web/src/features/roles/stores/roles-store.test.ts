import { describe, expect, it } from 'vitest';
import { apiError, json, ok } from '@/testing/fake-fetch';
import { fieldRefusal } from '@/testing/field-refusal';
import { createSignedInStore } from '@/testing/test-root-store';
import { groupPermissions, type Role, RolesStore } from './roles-store';

const role = (overrides: Partial<Role> = {}): Role => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Kitchen Assistant',
  slug: 'kitchen-assistant',
  description: null,
  status: 'active',
  permissions: ['meals.view'],
  builtIn: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  roleUsersCount: 0,
  ...overrides,
});

const member = { firstName: 'Ada', lastName: 'Okafor', email: 'demo@kitchen.test' };

describe('RolesStore', () => {
  it('creates a role, says so with its name and fetches the list again', async () => {
    const created = role({ id: '00000000-0000-4000-8000-000000000002', name: 'Pastry Chef' });
    let listed: Role[] = [role()];
    const [roles, { store, calls }] = createSignedInStore(RolesStore, member, {
      'GET /vendor/roles': () => ok(listed),
      'POST /vendor/roles': () => {
        listed = [...listed, created];
        return json(201, { success: true, status: 'success', data: created });
      },
    });
    const list = roles.listRoles();
    await list.load();
    const result = await roles.createRole({ name: 'Pastry Chef', permissions: ['meals.view'], status: 'active' });
    expect(result.ok).toBe(true);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Pastry Chef',
      permissions: ['meals.view'],
      status: 'active',
    });
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Role "Pastry Chef" created']);
    await list.load();
    expect(list.data?.map((row) => row.name)).toEqual(['Kitchen Assistant', 'Pastry Chef']);
  });

  it('keeps the server field messages of a refused role and shows its message', async () => {
    const [roles, { store }] = createSignedInStore(RolesStore, member, {
      'POST /vendor/roles': () =>
        fieldRefusal(409, 'A role named "Kitchen Assistant" already exists', {
          name: 'A role with this name already exists',
        }),
    });
    const result = await roles.createRole({ name: 'kitchen assistant', permissions: ['meals.view'], status: 'active' });
    expect(result.ok).toBe(false);
    expect(roles.fieldErrors('createRole')).toEqual({ name: 'A role with this name already exists' });
    expect(store.ui.toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['error', 'A role named "Kitchen Assistant" already exists'],
    ]);
  });

  it('deletes a role from the list at once', async () => {
    const [roles, { store, calls }] = createSignedInStore(RolesStore, member, {
      'GET /vendor/roles': () => ok([role(), role({ id: '00000000-0000-4000-8000-000000000003', name: 'Driver' })]),
      'DELETE /vendor/roles/00000000-0000-4000-8000-000000000003': () =>
        ok({ id: '00000000-0000-4000-8000-000000000003' }),
    });
    const list = roles.listRoles();
    await list.load();
    const result = await roles.deleteRole({ id: '00000000-0000-4000-8000-000000000003', name: 'Driver' });
    expect(result.ok).toBe(true);
    expect(list.data?.map((row) => row.name)).toEqual(['Kitchen Assistant']);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Role "Driver" deleted']);
  });

  it('reads the signed-in member again when the server says their role no longer allows a change', async () => {
    const [roles, { store, calls }] = createSignedInStore(RolesStore, member, {
      'PATCH /vendor/roles/00000000-0000-4000-8000-000000000001': () => apiError(403, 'Your role does not allow this'),
      'GET /vendor/me': () => ok({ ...member, role: { id: 'x', name: 'Merchandizer', slug: 'm', permissions: [] } }),
    });
    const result = await roles.updateRole('00000000-0000-4000-8000-000000000001', { name: 'X' });
    expect(result.ok).toBe(false);
    await expect.poll(() => calls.some((call) => call.path === '/vendor/me')).toBe(true);
    await expect.poll(() => store.auth.user?.role?.name).toBe('Merchandizer');
  });
});

describe('groupPermissions', () => {
  it('groups the catalogue in order of first appearance', () => {
    const groups = groupPermissions([
      { key: 'meals.view', name: 'View meals', description: '', group: 'Meals' },
      { key: 'orders.view', name: 'View orders', description: '', group: 'Orders' },
      { key: 'meals.manage', name: 'Manage meals', description: '', group: 'Meals' },
    ]);
    expect(groups.map(({ group, permissions }) => [group, permissions.map((p) => p.key)])).toEqual([
      ['Meals', ['meals.view', 'meals.manage']],
      ['Orders', ['orders.view']],
    ]);
  });
});
