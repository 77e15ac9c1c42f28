import type { components } from '@vendor/api-types';
import { describe, expect, it } from 'vitest';
import type { Invite, TeamMember } from './team-store';
import { assignableRoles, INVITED_VIEW, splitInvites, teamViews } from './team-views';

type Role = components['schemas']['Role'];
type PermissionKey = components['schemas']['PermissionKey'];

const role = (slug: string, name: string, overrides: Partial<Role> = {}): Role => ({
  id: `role-${slug}`,
  name,
  slug,
  description: null,
  status: 'active',
  permissions: ['meals.view'],
  builtIn: ['administrator', 'business-manager', 'merchandizer'].includes(slug),
  createdAt: '2026-01-01T00:00:00.000Z',
  roleUsersCount: 0,
  ...overrides,
});

const member = (email: string, slug: string, name: string): TeamMember => ({
  id: `m-${email}`,
  userId: `u-${email}`,
  firstName: email.split('@')[0]!,
  lastName: '',
  email,
  role: { id: `role-${slug}`, name, slug },
  status: 'active',
  joinedAt: '2026-01-01T00:00:00.000Z',
});

const invite = (email: string, status: Invite['status'], createdAt: string): Invite => ({
  id: `i-${email}`,
  email,
  role: { id: 'role-merchandizer', name: 'Merchandizer', slug: 'merchandizer' },
  status,
  expiresAt: '2026-02-01T00:00:00.000Z',
  createdAt,
  invitedBy: null,
});

describe('teamViews', () => {
  const roles = [
    role('administrator', 'Administrator'),
    role('business-manager', 'Business Manager'),
    role('merchandizer', 'Merchandizer'),
    role('kitchen-assistant', 'Kitchen Assistant'),
    role('retired', 'Retired', { status: 'inactive' }),
  ];
  const members = [
    member('ada@k.test', 'administrator', 'Administrator'),
    member('tunde@k.test', 'business-manager', 'Business Manager'),
    member('chioma@k.test', 'merchandizer', 'Merchandizer'),
    member('sam@k.test', 'merchandizer', 'Merchandizer'),
  ];

  it('lists the three built-in roles first, then the active custom roles, then the invitations with counts', () => {
    const views = teamViews(roles, members, [
      invite('a@k.test', 'pending', '2026-01-02'),
      invite('b@k.test', 'revoked', '2026-01-01'),
    ]);
    expect(views.map((view) => [view.slug, view.label, view.count])).toEqual([
      ['administrator', 'Administrator', 1],
      ['business-manager', 'Business Manager', 1],
      ['merchandizer', 'Merchandizer', 2],
      ['kitchen-assistant', 'Kitchen Assistant', 0],
      [INVITED_VIEW, 'Invited', 1],
    ]);
  });

  it('counts nothing for a list still loading: no count rather than 0', () => {
    const loadingMembers = teamViews(roles, undefined, []);
    expect(loadingMembers.map((view) => view.count)).toEqual([null, null, null, null, 0]);
    const loadingInvites = teamViews(roles, members, undefined);
    expect(loadingInvites.map((view) => view.count)).toEqual([1, 1, 2, 0, null]);
  });

  it('keeps an inactive role someone still holds, and works from the members alone without the role list', () => {
    const held = [...members, member('old@k.test', 'retired', 'Retired')];
    expect(teamViews(roles, held, []).map((view) => view.slug)).toContain('retired');
    const withoutRoles = teamViews(undefined, held, []);
    expect(withoutRoles.map((view) => view.slug)).toEqual([
      'administrator',
      'business-manager',
      'merchandizer',
      'retired',
      INVITED_VIEW,
    ]);
    expect(withoutRoles[0]?.role?.id).toBe('role-administrator');
  });
});

describe('assignableRoles', () => {
  const roles = [
    role('administrator', 'Administrator', { permissions: ['meals.view', 'team.manage'] }),
    role('merchandizer', 'Merchandizer', { permissions: ['meals.view'] }),
    role('packer', 'Packer', { permissions: ['orders.view'] }),
    role('retired', 'Retired', { status: 'inactive' }),
  ];

  it('offers only active roles, the Administrator role only to an Administrator', () => {
    const all = () => true;
    expect(assignableRoles(roles, { isAdministrator: true, can: all }).map((r) => r.slug)).toEqual([
      'administrator',
      'merchandizer',
      'packer',
    ]);
    expect(assignableRoles(roles, { isAdministrator: false, can: all }).map((r) => r.slug)).toEqual([
      'merchandizer',
      'packer',
    ]);
  });

  it('never offers a role holding a permission the member lacks', () => {
    const can = (permission: PermissionKey) => ['meals.view', 'team.manage'].includes(permission);
    expect(assignableRoles(roles, { isAdministrator: false, can }).map((r) => r.slug)).toEqual(['merchandizer']);
  });
});

describe('splitInvites', () => {
  it('puts pending invitations apart from the history, newest first', () => {
    const { pending, earlier } = splitInvites([
      invite('old@k.test', 'pending', '2026-01-01'),
      invite('gone@k.test', 'revoked', '2026-01-05'),
      invite('new@k.test', 'pending', '2026-01-03'),
      invite('in@k.test', 'accepted', '2026-01-04'),
    ]);
    expect(pending.map((row) => row.email)).toEqual(['new@k.test', 'old@k.test']);
    expect(earlier.map((row) => row.email)).toEqual(['in@k.test', 'gone@k.test']);
  });
});
