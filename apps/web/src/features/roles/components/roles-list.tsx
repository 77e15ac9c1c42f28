import type { Role } from '@vendor/api-types';
import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonLinkStyles } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { EditIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { TableFrame } from '@/components/ui/table-frame';
import { paths } from '@/config/paths';
import { useCached } from '@/stores/base/use-cached';
import { visuallyHidden } from '@/styles/visually-hidden';
import { useStore, useStores } from '@/stores/stores-context';
import { RolesStore } from '../stores/roles-store';
import { BuiltInBadge, RoleStatusBadge } from './role-badges';
import { DeleteRoleDialog } from './delete-role-dialog';

const Name = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  a {
    font-weight: 600;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  a,
  button {
    gap: 0.375rem;
  }
  svg {
    flex-shrink: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    flex-wrap: wrap;
    justify-content: flex-start;
    a,
    button {
      min-height: 2.5rem;
    }
  }
`;

const CreateLink = styled(Link)`
  gap: 0.375rem;
`;

/** The way to a new role, for members whose role manages roles. */
export const CreateRoleLink = observer(function CreateRoleLink() {
  const { auth } = useStores();
  const theme = useTheme();
  if (!auth.can('roles.manage')) return null;
  return (
    <CreateLink to={paths.dashboard.roles.roleNew.getHref()} css={buttonLinkStyles(theme)}>
      <PlusIcon size={18} /> Create role
    </CreateLink>
  );
});

/**
 * Whether the signed-in member may change or delete this role: custom roles only, never the one they hold, and never
 * one carrying a permission they do not hold (the server refuses those too).
 */
export function useRoleEditable() {
  const { auth } = useStores();
  return (role: Pick<Role, 'id' | 'builtIn' | 'permissions'>) =>
    auth.can('roles.manage') &&
    !role.builtIn &&
    auth.user?.role?.id !== role.id &&
    role.permissions.every((permission) => auth.can(permission));
}

/** Every role of the kitchen with its description, status, member count and permissions, and what may be done. */
export const RolesList = observer(function RolesList() {
  const roles = useStore(RolesStore);
  const read = useCached(roles.listRoles());
  const theme = useTheme();
  const editable = useRoleEditable();
  const [deleting, setDeleting] = useState<Role | null>(null);

  if (read.error && !read.data) {
    return <ErrorState title="Could not load the roles" error={read.error} onRetry={() => void read.refetch()} />;
  }

  const columns: Column<Role>[] = [
    {
      key: 'name',
      header: 'Role',
      cell: (role) => (
        <Name>
          <Link to={paths.dashboard.roles.role.getHref(role.id)}>{role.name}</Link>
          {role.builtIn && <BuiltInBadge />}
        </Name>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      cell: (role) => role.description || <Muted>No description</Muted>,
    },
    { key: 'status', header: 'Status', cell: (role) => <RoleStatusBadge status={role.status} /> },
    { key: 'users', header: 'Users', align: 'end', cell: (role) => role.roleUsersCount },
    { key: 'permissions', header: 'Permissions', align: 'end', cell: (role) => role.permissions.length },
    {
      key: 'actions',
      header: <span css={visuallyHidden}>Actions</span>,
      label: '',
      align: 'end',
      width: '12rem',
      cell: (role) =>
        editable(role) ? (
          <Actions>
            <Link
              to={paths.dashboard.roles.roleEdit.getHref(role.id)}
              css={buttonLinkStyles(theme, 'secondary', 'sm')}
              aria-label={`Edit ${role.name}`}
            >
              <EditIcon size={16} /> Edit
            </Link>
            <Button variant="secondary" size="sm" aria-label={`Delete ${role.name}`} onClick={() => setDeleting(role)}>
              <TrashIcon size={16} /> Delete
            </Button>
          </Actions>
        ) : null,
    },
  ];

  return (
    <TableFrame>
      <DataTable
        caption="Roles"
        columns={columns}
        rows={read.data}
        rowKey={(role) => role.id}
        loading={read.isLoading || read.isRefreshing}
        empty={<EmptyState title="No roles yet" description="Create a role to give your team the access they need." />}
      />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </TableFrame>
  );
});
