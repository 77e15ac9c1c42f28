import type { TeamMember } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { TableFrame } from '@/components/ui/table-frame';
import { formatDate } from '@/lib/format';
import { visuallyHidden } from '@/styles/visually-hidden';
import { memberName } from '../stores/team-store';

const Who = styled.div`
  min-width: 0;
  strong {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
  span.email {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.mobile} {
    text-align: right;
    strong {
      justify-content: flex-end;
    }
  }
`;

export const RowActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  ${({ theme }) => theme.media.mobile} {
    flex-wrap: wrap;
    justify-content: flex-start;
    button {
      min-height: 2.5rem;
    }
  }
`;

export interface MemberActions {
  /** Whether the signed-in member may change this member (not themselves, not an Administrator unless one). */
  allowed: (member: TeamMember) => boolean;
  isMe: (member: TeamMember) => boolean;
  onChangeRole: (member: TeamMember) => void;
  onToggleStatus: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
  busy: (member: TeamMember) => boolean;
}

/** The members holding one role: who they are, whether they can sign in, since when, and what may be done. */
export const MembersTable = observer(function MembersTable({
  caption,
  members,
  loading,
  empty,
  actions,
}: {
  caption: string;
  members: TeamMember[] | undefined;
  loading: boolean;
  empty: ReactNode;
  actions: MemberActions;
}) {
  const columns: Column<TeamMember>[] = [
    {
      key: 'member',
      header: 'Member',
      cell: (member) => (
        <Who>
          <strong>
            {memberName(member)}
            {actions.isMe(member) && <Badge tone="primary">You</Badge>}
          </strong>
          <span className="email">{member.email}</span>
        </Who>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (member) => (
        <Badge tone={member.status === 'active' ? 'success' : 'neutral'}>
          {member.status === 'active' ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    { key: 'joined', header: 'Joined', cell: (member) => formatDate(member.joinedAt) },
    {
      key: 'actions',
      header: <span css={visuallyHidden}>Actions</span>,
      label: '',
      align: 'end',
      cell: (member) => {
        if (!actions.allowed(member)) return null;
        const name = memberName(member);
        const busy = actions.busy(member);
        return (
          <RowActions>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Change role of ${name}`}
              disabled={busy}
              onClick={() => actions.onChangeRole(member)}
            >
              Change role
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${member.status === 'active' ? 'Deactivate' : 'Activate'} ${name}`}
              disabled={busy}
              onClick={() => actions.onToggleStatus(member)}
            >
              {member.status === 'active' ? 'Deactivate' : 'Activate'}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Remove ${name}`}
              disabled={busy}
              onClick={() => actions.onRemove(member)}
            >
              Remove
            </Button>
          </RowActions>
        );
      },
    },
  ];
  return (
    <TableFrame>
      <DataTable
        caption={caption}
        columns={columns}
        rows={members}
        rowKey={(member) => member.id}
        loading={loading}
        empty={empty}
      />
    </TableFrame>
  );
});
