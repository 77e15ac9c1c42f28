import type { Invite, Role, TeamMember } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PlusIcon } from '@/components/ui/icons';
import type { SelectOption } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { useCached } from '@/stores/base/use-cached';
import { useStore, useStores } from '@/stores/stores-context';
import { memberName, TeamStore } from '../stores/team-store';
import { ADMINISTRATOR_SLUG, assignableRoles, INVITED_VIEW, splitInvites, teamViews } from '../stores/team-views';
import { ChangeRoleDialog } from './change-role-dialog';
import { InviteDialog } from './invite-dialog';
import { EarlierInvitesTable, PendingInvitesTable } from './invites-tables';
import { type MemberActions, MembersTable } from './members-table';
import { TeamTabs } from './team-tabs';

const ViewHeading = styled.h2`
  margin-bottom: 0.75rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const InviteButton = styled(Button)`
  gap: 0.375rem;
`;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

type Confirming =
  | { kind: 'deactivate'; member: TeamMember }
  | { kind: 'remove'; member: TeamMember }
  | { kind: 'revoke'; invite: Invite };

/**
 * The team page: one view per role (the page opens on the Administrators) and one for the invitations, each with
 * what the signed-in member may do there. Changes to the team change the member counts of the roles: `onChanged`
 * lets the page refresh them.
 */
export const TeamManagement = observer(function TeamManagement({
  view,
  roles,
  onChanged,
}: {
  /** A role's slug, or `invited`. */
  view: string;
  /** The kitchen's roles when the member may read them. */
  roles: Role[] | undefined;
  onChanged: () => void;
}) {
  const { auth } = useStores();
  const team = useStore(TeamStore);
  const navigate = useNavigate();
  const members = useCached(team.listTeamMembers());
  const invites = useCached(team.listInvites());
  // The view the invitation was opened from: its role is chosen in the dialog, once the roles are known.
  const [inviting, setInviting] = useState<{ view: string } | null>(null);
  const [changing, setChanging] = useState<TeamMember | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const user = auth.user;
  const canManage = auth.can('team.manage');
  const isAdministrator = user?.role?.slug === ADMINISTRATOR_SLUG;
  const views = teamViews(roles, members.data, invites.data);
  const current = views.find((item) => item.slug === view);

  const giveable: SelectOption[] = (
    roles
      ? assignableRoles(roles, { isAdministrator, can: (permission) => auth.can(permission) })
      : views.flatMap((item) =>
          item.role?.id && (item.role.slug !== ADMINISTRATOR_SLUG || isAdministrator) ? [item.role] : [],
        )
  ).map((role) => ({ value: role.id, label: role.name }));

  const isMe = (member: TeamMember) =>
    member.userId === user?.id || member.email.toLowerCase() === user?.email?.toLowerCase();
  const actions: MemberActions = {
    allowed: (member) => canManage && !isMe(member) && (member.role.slug !== ADMINISTRATOR_SLUG || isAdministrator),
    isMe,
    busy: (member) =>
      team.isPending(`updateTeamMember:${member.id}`) || team.isPending(`removeTeamMember:${member.id}`),
    onChangeRole: setChanging,
    onToggleStatus: (member) => {
      if (member.status === 'active') setConfirming({ kind: 'deactivate', member });
      else void setStatus(member, 'active');
    },
    onRemove: (member) => setConfirming({ kind: 'remove', member }),
  };

  const setStatus = async (member: TeamMember, status: TeamMember['status']) => {
    const name = memberName(member);
    const result = await team.updateTeamMember(
      member,
      { status },
      status === 'active' ? `${name} can sign in again` : `${name} deactivated`,
    );
    if (result.ok) onChanged();
  };

  const confirm = async () => {
    if (!confirming) return;
    setConfirming(null);
    if (confirming.kind === 'deactivate') await setStatus(confirming.member, 'inactive');
    else if (confirming.kind === 'remove') {
      if ((await team.removeTeamMember(confirming.member)).ok) onChanged();
    } else if ((await team.revokeInvite(confirming.invite)).ok) onChanged();
  };

  const openInvite = () => setInviting({ view });
  const invitingFrom =
    inviting && inviting.view !== INVITED_VIEW ? views.find((item) => item.slug === inviting.view) : undefined;

  const loadError = members.error && !members.data ? members : invites.error && !invites.data ? invites : null;

  return (
    <ContentLayout
      title="Team Management"
      description="Who works in your kitchen, the role each of them holds, and the invitations on their way."
      actions={
        canManage ? (
          <InviteButton onClick={openInvite}>
            <PlusIcon size={18} /> Invite member
          </InviteButton>
        ) : undefined
      }
    >
      <TeamTabs views={views} current={view} />
      {loadError ? (
        <ErrorState
          title="Could not load your team"
          error={loadError.error}
          onRetry={() => {
            void members.refetch();
            void invites.refetch();
          }}
        />
      ) : !current ? (
        members.isLoading ? null : (
          <EmptyState
            title="There is no such view of the team"
            description="The role may have been renamed or deleted."
            action={<Link to={paths.dashboard.roles.teamManagement.getHref()}>Show the Administrators</Link>}
          />
        )
      ) : current.slug === INVITED_VIEW ? (
        <InvitedView
          invites={invites.data}
          loading={invites.isLoading}
          canManage={canManage}
          onInvite={openInvite}
          onRevoke={(invite) => setConfirming({ kind: 'revoke', invite })}
        />
      ) : (
        <section aria-labelledby="team-view-heading">
          <ViewHeading id="team-view-heading">
            {current.label}
            {current.count !== null && `: ${plural(current.count, 'member')}`}
          </ViewHeading>
          <MembersTable
            caption={`Members with the ${current.label} role`}
            members={members.data?.filter((member) => member.role.slug === current.slug)}
            loading={members.isLoading}
            actions={actions}
            empty={
              <EmptyState
                headingLevel={3}
                title={`Nobody holds the ${current.label} role yet`}
                description={canManage ? 'Invite someone by e-mail to give them this role.' : undefined}
                action={canManage ? <Button onClick={openInvite}>Invite member</Button> : undefined}
              />
            }
          />
        </section>
      )}

      <InviteDialog
        open={inviting !== null}
        roles={giveable}
        defaultRoleId={invitingFrom?.role?.id}
        onClose={() => setInviting(null)}
        onInvited={() => {
          onChanged();
          navigate(paths.dashboard.roles.teamView.getHref(INVITED_VIEW));
        }}
      />
      <ChangeRoleDialog member={changing} roles={giveable} onClose={() => setChanging(null)} onChanged={onChanged} />
      <ConfirmDialog
        open={confirming !== null}
        destructive
        {...confirmText(confirming)}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      />
    </ContentLayout>
  );
});

function confirmText(confirming: Confirming | null): { title: string; message: string; confirmLabel: string } {
  if (!confirming) return { title: '', message: '', confirmLabel: '' };
  if (confirming.kind === 'revoke') {
    return {
      title: `Revoke the invitation of ${confirming.invite.email}?`,
      message: 'The link in their e-mail stops working. This action cannot be undone.',
      confirmLabel: 'Revoke',
    };
  }
  const name = memberName(confirming.member);
  if (confirming.kind === 'deactivate') {
    return {
      title: `Deactivate ${name}?`,
      message: 'They are signed out at once and cannot sign in until you activate them again.',
      confirmLabel: 'Deactivate',
    };
  }
  return {
    title: `Remove ${name} from the team?`,
    message: 'They lose access to your kitchen at once. This action cannot be undone.',
    confirmLabel: 'Remove',
  };
}

const InvitedView = observer(function InvitedView({
  invites,
  loading,
  canManage,
  onInvite,
  onRevoke,
}: {
  invites: Invite[] | undefined;
  loading: boolean;
  canManage: boolean;
  onInvite: () => void;
  onRevoke: (invite: Invite) => void;
}) {
  const team = useStore(TeamStore);
  const { pending, earlier } = splitInvites(invites ?? []);
  return (
    <section aria-labelledby="team-view-heading">
      <ViewHeading id="team-view-heading">Invited: {plural(pending.length, 'pending invitation')}</ViewHeading>
      <PendingInvitesTable
        invites={invites ? pending : undefined}
        loading={loading}
        canRevoke={canManage}
        busy={(invite) => team.isPending(`revokeInvite:${invite.id}`)}
        onRevoke={onRevoke}
        empty={
          <EmptyState
            headingLevel={3}
            title="No pending invitations"
            description={canManage ? 'Invite someone by e-mail to join your kitchen.' : undefined}
            action={canManage ? <Button onClick={onInvite}>Invite member</Button> : undefined}
          />
        }
      />
      <EarlierInvitesTable invites={earlier} />
    </section>
  );
});
