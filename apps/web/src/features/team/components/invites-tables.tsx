import type { Invite, InviteStatus } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { TableFrame } from '@/components/ui/table-frame';
import { formatDate } from '@/lib/format';
import { visuallyHidden } from '@/styles/visually-hidden';
import { RowActions } from './members-table';

const STATUS: Record<InviteStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  revoked: { label: 'Revoked', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'danger' },
};

const Email = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Section = styled.section`
  margin-top: 2rem;
  h2 {
    margin-bottom: 0.75rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const emailColumn: Column<Invite> = {
  key: 'email',
  header: 'E-mail',
  cell: (invite) => <Email>{invite.email}</Email>,
};
const roleColumn: Column<Invite> = { key: 'role', header: 'Role', cell: (invite) => invite.role.name };
const invitedByColumn: Column<Invite> = {
  key: 'invitedBy',
  header: 'Invited by',
  cell: (invite) => invite.invitedBy?.name ?? 'Someone who has left',
};
const sentColumn: Column<Invite> = { key: 'sent', header: 'Sent', cell: (invite) => formatDate(invite.createdAt) };

/** Invitations waiting for an answer, each with Revoke for members who manage the team. */
export const PendingInvitesTable = observer(function PendingInvitesTable({
  invites,
  loading,
  empty,
  canRevoke,
  busy,
  onRevoke,
}: {
  invites: Invite[] | undefined;
  loading: boolean;
  empty: ReactNode;
  canRevoke: boolean;
  busy: (invite: Invite) => boolean;
  onRevoke: (invite: Invite) => void;
}) {
  const columns: Column<Invite>[] = [
    emailColumn,
    roleColumn,
    invitedByColumn,
    sentColumn,
    { key: 'expires', header: 'Expires', cell: (invite) => formatDate(invite.expiresAt) },
  ];
  if (canRevoke) {
    columns.push({
      key: 'actions',
      header: <span css={visuallyHidden}>Actions</span>,
      label: '',
      align: 'end',
      cell: (invite) => (
        <RowActions>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Revoke the invitation of ${invite.email}`}
            disabled={busy(invite)}
            onClick={() => onRevoke(invite)}
          >
            Revoke
          </Button>
        </RowActions>
      ),
    });
  }
  return (
    <TableFrame>
      <DataTable
        caption="Pending invitations"
        columns={columns}
        rows={invites}
        rowKey={(invite) => invite.id}
        loading={loading}
        empty={empty}
      />
    </TableFrame>
  );
});

/** Invitations already answered, revoked or run out: the history, for reference. */
export function EarlierInvitesTable({ invites }: { invites: Invite[] }) {
  if (invites.length === 0) return null;
  const columns: Column<Invite>[] = [
    emailColumn,
    roleColumn,
    {
      key: 'status',
      header: 'Status',
      cell: (invite) => <Badge tone={STATUS[invite.status].tone}>{STATUS[invite.status].label}</Badge>,
    },
    invitedByColumn,
    sentColumn,
  ];
  return (
    <Section aria-labelledby="earlier-invitations">
      <h2 id="earlier-invitations">Earlier invitations</h2>
      <DataTable caption="Earlier invitations" columns={columns} rows={invites} rowKey={(invite) => invite.id} />
    </Section>
  );
}
