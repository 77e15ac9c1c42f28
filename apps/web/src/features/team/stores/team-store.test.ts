import { describe, expect, it } from 'vitest';
import { json, ok } from '@/testing/fake-fetch';
import { fieldRefusal } from '@/testing/field-refusal';
import { createSignedInStore } from '@/testing/test-root-store';
import { type Invite, type TeamMember, TeamStore } from './team-store';

const MEMBER_ID = '00000000-0000-4000-8000-0000000000a1';
const INVITE_ID = '00000000-0000-4000-8000-0000000000b1';
const me = { firstName: 'Ada', lastName: 'Okafor', email: 'demo@kitchen.test' };

const tunde: TeamMember = {
  id: MEMBER_ID,
  userId: '00000000-0000-4000-8000-0000000000c1',
  firstName: 'Tunde',
  lastName: 'Bakare',
  email: 'manager@kitchen.test',
  role: { id: 'r-bm', name: 'Business Manager', slug: 'business-manager' },
  status: 'active',
  joinedAt: '2026-01-01T00:00:00.000Z',
};

const invite: Invite = {
  id: INVITE_ID,
  email: 'newcook@kitchen.test',
  role: { id: 'r-m', name: 'Merchandizer', slug: 'merchandizer' },
  status: 'pending',
  expiresAt: '2026-01-08T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  invitedBy: null,
};

describe('TeamStore', () => {
  it('changes a member in the list at once and says what happened', async () => {
    const moved = { ...tunde, role: { id: 'r-m', name: 'Merchandizer', slug: 'merchandizer' } };
    const [team, { store, calls }] = createSignedInStore(TeamStore, me, {
      'GET /vendor/team-members': () => ok([tunde]),
      [`PATCH /vendor/team-members/${MEMBER_ID}`]: () => ok(moved),
    });
    const list = team.listTeamMembers();
    await list.load();
    const result = await team.updateTeamMember(tunde, { roleId: 'r-m' }, 'Tunde Bakare is now Merchandizer');
    expect(result.ok).toBe(true);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ roleId: 'r-m' });
    expect(list.data?.[0]?.role.name).toBe('Merchandizer');
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Tunde Bakare is now Merchandizer']);
  });

  it("keeps the server's field message for the form and shows its message", async () => {
    const [team, { store }] = createSignedInStore(TeamStore, me, {
      [`PATCH /vendor/team-members/${MEMBER_ID}`]: () =>
        fieldRefusal(422, 'The role "Retired" is inactive; activate it first', { roleId: 'Role is inactive' }),
    });
    const result = await team.updateTeamMember(tunde, { roleId: 'r-x' }, 'never shown');
    expect(result.ok).toBe(false);
    expect(team.fieldErrors(`updateTeamMember:${MEMBER_ID}`)).toEqual({ roleId: 'Role is inactive' });
    expect(store.ui.toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['error', 'The role "Retired" is inactive; activate it first'],
    ]);
  });

  it('removes a member from the list', async () => {
    const [team, { store }] = createSignedInStore(TeamStore, me, {
      'GET /vendor/team-members': () => ok([tunde]),
      [`DELETE /vendor/team-members/${MEMBER_ID}`]: () => ok({ id: MEMBER_ID }),
    });
    const list = team.listTeamMembers();
    await list.load();
    expect((await team.removeTeamMember(tunde)).ok).toBe(true);
    expect(list.data).toEqual([]);
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Tunde Bakare removed from the team']);
  });

  it('sends an invitation with the e-mail trimmed and lists it first', async () => {
    const sent = { ...invite, id: '00000000-0000-4000-8000-0000000000b2', email: 'sam@kitchen.test' };
    const [team, { store, calls }] = createSignedInStore(TeamStore, me, {
      'GET /vendor/invites': () => ok([invite]),
      'POST /vendor/invites': () => json(201, { success: true, status: 'success', data: sent }),
    });
    const list = team.listInvites();
    await list.load();
    const result = await team.createInvite({ email: '  sam@kitchen.test ', roleId: 'r-m' });
    expect(result.ok).toBe(true);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'sam@kitchen.test', roleId: 'r-m' });
    expect(list.data?.map((row) => row.email)).toEqual(['sam@kitchen.test', 'newcook@kitchen.test']);
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Invitation sent to sam@kitchen.test']);
  });

  it('keeps the field message when the address already has a pending invitation', async () => {
    const [team] = createSignedInStore(TeamStore, me, {
      'POST /vendor/invites': () =>
        fieldRefusal(409, 'newcook@kitchen.test already has a pending invitation. Revoke it first to send a new one.', {
          email: 'Already has a pending invitation',
        }),
    });
    await team.createInvite({ email: 'newcook@kitchen.test', roleId: 'r-m' });
    expect(team.fieldErrors('createInvite')).toEqual({ email: 'Already has a pending invitation' });
  });

  it('marks a revoked invitation in the list', async () => {
    const [team, { store }] = createSignedInStore(TeamStore, me, {
      'GET /vendor/invites': () => ok([invite]),
      [`DELETE /vendor/invites/${INVITE_ID}`]: () => ok({ ...invite, status: 'revoked' }),
    });
    const list = team.listInvites();
    await list.load();
    expect((await team.revokeInvite(invite)).ok).toBe(true);
    expect(list.data?.[0]?.status).toBe('revoked');
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Invitation of newcook@kitchen.test revoked']);
  });
});
