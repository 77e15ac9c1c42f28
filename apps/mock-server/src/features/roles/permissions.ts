// The permission catalogue (listPermissions, and the keys the contract's x-permission names) and the built-in roles
// every business is given: by sign-up, and by the seed.
import type { PermissionKey } from '@vendor/api-types';
import { ADMINISTRATOR_SLUG } from '../../lib/administrator.ts';

export interface PermissionDefinition {
  key: PermissionKey;
  name: string;
  description: string;
  group: string;
}

export const PERMISSIONS = [
  {
    key: 'dashboard.view',
    name: 'View dashboard',
    description: 'See the dashboard and its statistics.',
    group: 'Dashboard',
  },
  { key: 'meals.view', name: 'View meals', description: 'See the menu, meals and their options.', group: 'Meals' },
  { key: 'meals.manage', name: 'Manage meals', description: 'Create, edit, publish and delete meals.', group: 'Meals' },
  {
    key: 'orders.view',
    name: 'View orders',
    description: 'See orders, their items, customers and addresses.',
    group: 'Orders',
  },
  {
    key: 'orders.manage',
    name: 'Manage orders',
    description: 'Move orders through their stages and cancel them.',
    group: 'Orders',
  },
  {
    key: 'delivery.view',
    name: 'View delivery zones',
    description: 'See delivery zones, their towns and fees.',
    group: 'Delivery',
  },
  {
    key: 'delivery.manage',
    name: 'Manage delivery zones',
    description: 'Create, edit and delete delivery zones.',
    group: 'Delivery',
  },
  {
    key: 'availability.view',
    name: 'View kitchen availability',
    description: 'See opening hours and the order cut-off time.',
    group: 'Availability',
  },
  {
    key: 'availability.manage',
    name: 'Manage kitchen availability',
    description: 'Change opening hours and the order cut-off time.',
    group: 'Availability',
  },
  {
    key: 'payouts.view',
    name: 'View payouts',
    description: 'See payouts, transactions and the payout setup.',
    group: 'Payouts',
  },
  {
    key: 'payouts.manage',
    name: 'Manage payouts',
    description: 'Change the payout setup and connect a payout account.',
    group: 'Payouts',
  },
  { key: 'roles.view', name: 'View roles', description: 'See roles and their permissions.', group: 'Roles' },
  { key: 'roles.manage', name: 'Manage roles', description: 'Create, edit and delete custom roles.', group: 'Roles' },
  { key: 'team.view', name: 'View team', description: 'See team members and pending invitations.', group: 'Team' },
  {
    key: 'team.manage',
    name: 'Manage team',
    description: 'Invite, change the role of, and remove team members.',
    group: 'Team',
  },
  {
    key: 'branding.view',
    name: 'View branding',
    description: 'See the kitchen name, handle, description and banner.',
    group: 'Branding',
  },
  {
    key: 'branding.manage',
    name: 'Manage branding',
    description: 'Change the kitchen name, handle, description and banner.',
    group: 'Branding',
  },
  {
    key: 'business.manage',
    name: 'Manage business details',
    description: 'Change business information, documents and preferences.',
    group: 'Business',
  },
  { key: 'audit.view', name: 'View audit log', description: 'See and export the audit log.', group: 'Audit' },
] as const satisfies readonly PermissionDefinition[];

/** Every permission key, in the catalogue's order. */
export const PERMISSION_KEYS = PERMISSIONS.map((p) => p.key);

export function isPermissionKey(value: string): value is PermissionKey {
  return (PERMISSION_KEYS as readonly string[]).includes(value);
}

export interface BuiltInRoleDefinition {
  slug: typeof ADMINISTRATOR_SLUG | 'business-manager' | 'merchandizer';
  name: string;
  description: string;
  permissions: readonly PermissionKey[];
}

export const BUILT_IN_ROLES: readonly BuiltInRoleDefinition[] = [
  {
    slug: ADMINISTRATOR_SLUG,
    name: 'Administrator',
    description: 'Full access to everything in the dashboard.',
    permissions: PERMISSION_KEYS,
  },
  {
    slug: 'business-manager',
    name: 'Business Manager',
    description: 'Runs the kitchen day to day: meals, orders, delivery, availability and branding.',
    permissions: [
      'dashboard.view',
      'meals.view',
      'meals.manage',
      'orders.view',
      'orders.manage',
      'delivery.view',
      'delivery.manage',
      'availability.view',
      'availability.manage',
      'payouts.view',
      'branding.view',
      'branding.manage',
      'roles.view',
      'team.view',
      'audit.view',
    ],
  },
  {
    slug: 'merchandizer',
    name: 'Merchandizer',
    description: 'Keeps the menu up to date and follows orders.',
    permissions: ['dashboard.view', 'meals.view', 'meals.manage', 'orders.view', 'delivery.view', 'availability.view'],
  },
];
