import type {
  CreateInviteRequest as CreateInviteBody,
  Invite,
  TeamMember,
  UpdateTeamMemberRequest as UpdateTeamMemberBody,
} from '@vendor/api-types';
import { unwrap } from '@/lib/api-client';
import type { Cached } from '@/stores/base/cached';
import { type Result, Store } from '@/stores/base/store';

export type { TeamMember, Invite, UpdateTeamMemberBody, CreateInviteBody };

/** A member's name as the team sees it; the e-mail when they have not given one. */
export const memberName = (member: Pick<TeamMember, 'firstName' | 'lastName' | 'email'>): string =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;

/** Members of the kitchen and its invitations, and the changes an Administrator makes to them. */
export class TeamStore extends Store {
  /** A changed row: the cached list shows the server's copy at once, and is fetched again. */
  private replaceRow<T extends { id: string }>(list: Cached<T[]>, key: string, row: T): void {
    if (list.data) list.set(list.data.map((r) => (r.id === row.id ? row : r)));
    this.invalidate(key);
  }

  listTeamMembers() {
    return this.cached('listTeamMembers', async () => (await unwrap(this.root.api.GET('/vendor/team-members'))).data);
  }

  /** Every invitation, newest first: the pending ones and the history (accepted, revoked, expired). */
  listInvites() {
    return this.cached('listInvites', async () => (await unwrap(this.root.api.GET('/vendor/invites'))).data);
  }

  /** Changes a member's role or status; `success` is the toast that says what happened. */
  async updateTeamMember(
    member: Pick<TeamMember, 'id'>,
    body: UpdateTeamMemberBody,
    success: string,
  ): Promise<Result<TeamMember>> {
    const result = await this.run(
      `updateTeamMember:${member.id}`,
      async () =>
        (
          await unwrap(
            this.root.api.PATCH('/vendor/team-members/{memberId}', {
              params: { path: { memberId: member.id } },
              body,
            }),
          )
        ).data,
      { success, failure: true },
    );
    if (result.ok) this.replaceRow(this.listTeamMembers(), 'listTeamMembers', result.data);
    else this.recheckPermissions(result);
    return result;
  }

  async removeTeamMember(member: TeamMember): Promise<Result<unknown>> {
    const result = await this.run(
      `removeTeamMember:${member.id}`,
      () =>
        unwrap(this.root.api.DELETE('/vendor/team-members/{memberId}', { params: { path: { memberId: member.id } } })),
      { success: `${memberName(member)} removed from the team`, failure: true },
    );
    if (result.ok) {
      const list = this.listTeamMembers();
      if (list.data) list.set(list.data.filter((row) => row.id !== member.id));
      this.invalidate('listTeamMembers');
    } else this.recheckPermissions(result);
    return result;
  }

  async createInvite(body: CreateInviteBody): Promise<Result<Invite>> {
    const result = await this.run(
      'createInvite',
      async () =>
        (await unwrap(this.root.api.POST('/vendor/invites', { body: { ...body, email: body.email.trim() } }))).data,
      { failure: true },
    );
    if (result.ok) {
      this.root.ui.success(`Invitation sent to ${result.data.email}`);
      const list = this.listInvites();
      if (list.data) list.set([result.data, ...list.data]);
      this.invalidate('listInvites');
    } else this.recheckPermissions(result);
    return result;
  }

  async revokeInvite(invite: Pick<Invite, 'id' | 'email'>): Promise<Result<Invite>> {
    const result = await this.run(
      `revokeInvite:${invite.id}`,
      async () =>
        (
          await unwrap(
            this.root.api.DELETE('/vendor/invites/{inviteId}', { params: { path: { inviteId: invite.id } } }),
          )
        ).data,
      { success: `Invitation of ${invite.email} revoked`, failure: true },
    );
    if (result.ok) this.replaceRow(this.listInvites(), 'listInvites', result.data);
    else this.recheckPermissions(result);
    return result;
  }

  /**
   * A refusal for lack of permission means the member's role changed since the page loaded: the signed-in member is
   * read again so the screen stops offering what the role no longer allows.
   */
  private recheckPermissions(result: Result<unknown>): void {
    if (!result.ok && result.error.status === 403) void this.root.auth.getMe();
  }
}
