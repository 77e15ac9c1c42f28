// The permission catalogue (listPermissions, and the keys the contract's x-permission names) and the built-in roles
// every business is given: by sign-up, and by the seed.
import { permissionKeyValues } from '@vendor/api-types';
import type { PermissionKey } from '@vendor/api-types';
import { ADMINISTRATOR_SLUG } from '../../lib/administrator.ts';
import catalogue from './permission-catalogue.json' with { type: 'json' };

export interface PermissionDefinition {
  key: PermissionKey;
  name: string;
  description: string;
  group: string;
}

/** The name, description and group of each permission (data in permission-catalogue.json). */
const CATALOGUE: Record<PermissionKey, Omit<PermissionDefinition, 'key'>> = catalogue;

/** Every permission key, in the catalogue's order: the contract's. */
export const PERMISSION_KEYS = permissionKeyValues;

export const PERMISSIONS: readonly PermissionDefinition[] = PERMISSION_KEYS.map((key) => ({ key, ...CATALOGUE[key] }));

export function isPermissionKey(value: string): value is PermissionKey {
  return (PERMISSION_KEYS as readonly string[]).includes(value);
}

export interface BuiltInRoleDefinition {
  slug: typeof ADMINISTRATOR_SLUG | 'business-manager' | 'merchandizer';
  name: string;
  description: string;
  permissions: readonly PermissionKey[];
}

/** What a Business Manager may not do: manage payouts, roles, the team and the business details. */
const MANAGER_LACKS: readonly PermissionKey[] = ['payouts.manage', 'roles.manage', 'team.manage', 'business.manage'];

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
    permissions: PERMISSION_KEYS.filter((key) => !MANAGER_LACKS.includes(key)),
  },
  {
    slug: 'merchandizer',
    name: 'Merchandizer',
    description: 'Keeps the menu up to date and follows orders.',
    permissions: ['dashboard.view', 'meals.view', 'meals.manage', 'orders.view', 'delivery.view', 'availability.view'],
  },
];
