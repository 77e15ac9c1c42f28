import { describe, expect, it } from 'vitest';
import { ROLE_MESSAGES, RoleDraft, roleSlug } from './role-draft';
import type { Role } from './roles-store';

const existing: Pick<Role, 'name' | 'description' | 'status' | 'permissions'> = {
  name: 'Kitchen Assistant',
  description: 'Helps on busy days',
  status: 'active',
  permissions: ['dashboard.view', 'meals.view'],
};

describe('RoleDraft', () => {
  it('starts at step 1 with an active, empty role', () => {
    const draft = new RoleDraft();
    expect(draft.step).toBe(1);
    expect(draft.status).toBe('active');
    expect(draft.permissions).toEqual([]);
    expect(draft.dirty).toBe(false);
  });

  it('toggling a permission adds it when absent and removes it when present', () => {
    const draft = new RoleDraft();
    draft.togglePermission('meals.view');
    draft.togglePermission('orders.view');
    expect(draft.permissions).toEqual(['meals.view', 'orders.view']);
    draft.togglePermission('meals.view');
    expect(draft.permissions).toEqual(['orders.view']);
  });

  it('stays on a step until it is complete, and shows its errors only after trying to leave it', () => {
    const draft = new RoleDraft();
    expect(draft.errorsShown(1)).toEqual({});
    expect(draft.next()).toBe(false);
    expect(draft.step).toBe(1);
    expect(draft.errorsShown(1)).toEqual({ name: ROLE_MESSAGES.nameRequired });

    draft.setName('  Pastry   Chef ');
    expect(draft.next()).toBe(true);
    expect(draft.step).toBe(2);
    expect(draft.errorsShown(2)).toEqual({});
    expect(draft.next()).toBe(false);
    expect(draft.errorsShown(2)).toEqual({ permissions: ROLE_MESSAGES.permissionsRequired });

    draft.togglePermission('meals.view');
    expect(draft.next()).toBe(true);
    expect(draft.step).toBe(3);
    expect(draft.next()).toBe(false);
    expect(draft.step).toBe(3);
  });

  it('goes back from any step above the first, never below 1', () => {
    const draft = new RoleDraft(existing);
    draft.back();
    expect(draft.step).toBe(1);
    draft.next();
    draft.next();
    draft.back();
    expect(draft.step).toBe(2);
  });

  it('jumps forward only over complete steps', () => {
    const draft = new RoleDraft();
    draft.setName('Driver');
    expect(draft.goTo(3)).toBe(false);
    expect(draft.step).toBe(2);
    expect(draft.errorsShown(2).permissions).toBe(ROLE_MESSAGES.permissionsRequired);
    draft.togglePermission('orders.view');
    expect(draft.goTo(3)).toBe(true);
    expect(draft.goTo(1)).toBe(true);
  });

  it('checks the limits of the contract and names taken by other roles of the kitchen', () => {
    const draft = new RoleDraft(undefined);
    draft.setName('x'.repeat(61));
    draft.setDescription('y'.repeat(301));
    expect(draft.errors).toMatchObject({
      name: ROLE_MESSAGES.nameTooLong,
      description: ROLE_MESSAGES.descriptionTooLong,
    });
    draft.setName('!!!');
    expect(draft.errors.name).toBe(ROLE_MESSAGES.nameNeedsLetter);

    draft.setOtherRoles([{ id: 'r1', slug: 'kitchen-assistant' }]);
    draft.setName('kitchen  ASSISTANT');
    expect(draft.errors.name).toBe(ROLE_MESSAGES.nameTaken);
    // The role being edited does not clash with itself.
    const editing = new RoleDraft(existing, 'r1');
    editing.setOtherRoles([{ id: 'r1', slug: 'kitchen-assistant' }]);
    expect(editing.errors.name).toBeUndefined();
  });

  it('sends a new role trimmed, with its status and permissions', () => {
    const draft = new RoleDraft();
    draft.setName('  Pastry   Chef ');
    draft.setDescription('   ');
    draft.togglePermission('meals.view');
    draft.setStatus('inactive');
    expect(draft.toCreateBody()).toEqual({
      name: 'Pastry Chef',
      description: null,
      status: 'inactive',
      permissions: ['meals.view'],
    });
  });

  it('sends only what changed when editing, and nothing when nothing did', () => {
    const draft = new RoleDraft(existing, 'r1');
    expect(draft.toUpdateBody()).toBeNull();
    draft.togglePermission('meals.view');
    draft.togglePermission('meals.view');
    expect(draft.dirty).toBe(false);
    expect(draft.toUpdateBody()).toBeNull();

    draft.togglePermission('orders.view');
    draft.setName('Kitchen Assistant ');
    expect(draft.dirty).toBe(true);
    expect(draft.toUpdateBody()).toEqual({ permissions: ['dashboard.view', 'meals.view', 'orders.view'] });
    draft.setStatus('inactive');
    draft.setDescription('');
    expect(draft.toUpdateBody()).toEqual({
      description: null,
      status: 'inactive',
      permissions: ['dashboard.view', 'meals.view', 'orders.view'],
    });
  });

  it('takes the member back to the step of a field the server refused', () => {
    const draft = new RoleDraft(existing, 'r1');
    draft.goTo(3);
    draft.showServerErrors({ 'permissions.0': 'Unknown permission' });
    expect(draft.step).toBe(2);
    draft.goTo(3);
    draft.showServerErrors({ name: 'A role with this name already exists', 'permissions.1': 'x' });
    expect(draft.step).toBe(1);
    draft.goTo(3);
    draft.showServerErrors({});
    expect(draft.step).toBe(3);
  });

  it('keys names the way the server does', () => {
    expect(roleSlug('  Crème Brûlée  Team! ')).toBe('creme-brulee-team');
  });
});
