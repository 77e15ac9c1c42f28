import type { components } from '@vendor/api-types';
import { describe, expect, it } from 'vitest';
import { firstAllowedHref, pageOfPath, visibleNavEntries } from './nav-items';

type PermissionKey = components['schemas']['PermissionKey'];

const role =
  (...permissions: PermissionKey[]) =>
  (permission: PermissionKey) =>
    permissions.includes(permission);
const labels = (can: (permission: PermissionKey) => boolean) =>
  visibleNavEntries(can).map((entry) =>
    entry.children ? `${entry.label}: ${entry.children.map((child) => child.label).join(', ')}` : entry.label,
  );

describe('the sidebar by role', () => {
  it('shows a Merchandizer only the pages of their role, and drops groups left empty', () => {
    const merchandizer = role(
      'dashboard.view',
      'meals.view',
      'meals.manage',
      'orders.view',
      'delivery.view',
      'availability.view',
    );
    expect(labels(merchandizer)).toEqual([
      'Dashboard',
      'Menu',
      'Order Processing',
      'Account Management: Profile',
      'Settings: Shipping & Delivery, Kitchen Availability & Cutoffs, Notifications',
    ]);
  });

  it('shows everything to a role with every permission', () => {
    expect(labels(() => true)).toEqual([
      'Dashboard',
      'Menu',
      'Order Processing',
      'Payments and Payouts: Payouts, Payout Schedule, Payout Account',
      'Roles and Permissions: Roles, Team Management',
      'Account Management: Profile, Branding',
      'Settings: Shipping & Delivery, Kitchen Availability & Cutoffs, Notifications',
      'Audit Log',
    ]);
  });

  it('sends a member without the dashboard to the first page their role opens', () => {
    expect(firstAllowedHref(role('orders.view'))).toBe('/dashboard/orders');
    expect(firstAllowedHref(role())).toBe('/dashboard/account/profile');
  });
});

describe('pageOfPath', () => {
  it('finds the page a path belongs to, pages under it included', () => {
    expect(pageOfPath('/dashboard')?.permission).toBe('dashboard.view');
    expect(pageOfPath('/dashboard/roles-and-permissions/roles/new')?.label).toBe('Roles');
    expect(pageOfPath('/dashboard/roles-and-permissions/team-management/invited')?.permission).toBe('team.view');
    expect(pageOfPath('/dashboard/audits/')?.permission).toBe('audit.view');
    expect(pageOfPath('/dashboard/settings/security')?.permission).toBeUndefined();
  });

  it('does not match a page by a prefix of its name, and knows nothing of unknown paths', () => {
    expect(pageOfPath('/dashboard/menus')).toBeUndefined();
    expect(pageOfPath('/dashboard/nowhere')).toBeUndefined();
  });
});
