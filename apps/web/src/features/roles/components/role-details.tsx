import type { RoleDetail } from '@vendor/api-types';
import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Badge } from '@/components/ui/badge';
import { Button, buttonLinkStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { CheckIcon, CloseIcon, EditIcon, TrashIcon } from '@/components/ui/icons';
import { RuledList } from '@/components/ui/ruled-list';
import { SkeletonRows } from '@/components/ui/skeleton';
import { secondaryText } from '@/components/ui/text-styles';
import { paths } from '@/config/paths';
import { useCached } from '@/stores/base/use-cached';
import { useStore } from '@/stores/stores-context';
import { visuallyHidden } from '@/styles/visually-hidden';
import { groupPermissions, RolesStore } from '../stores/roles-store';
import { DeleteRoleDialog } from './delete-role-dialog';
import { RoleLoader } from './role-loader';
import { BuiltInBadge, RoleStatusBadge } from './role-badges';
import { useRoleEditable } from './roles-list';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 1.25rem;
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 1.25rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  a,
  button {
    gap: 0.375rem;
  }
  svg {
    flex-shrink: 0;
  }
`;

const GroupList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 1rem 1.5rem;
  h3 {
    margin-bottom: 0.375rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.2rem 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li[data-included='true'] svg {
    color: ${({ theme }) => theme.colors.success};
  }
  li[data-included='false'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Members = styled(RuledList)`
  li {
    gap: 0.5rem;
    padding: 0.625rem 0;
  }
  span {
    display: block;
    ${secondaryText}
    overflow-wrap: anywhere;
  }
`;

/** One role: what it allows, permission by permission, and who holds it. */
export function RoleDetails({ roleId, onDeleted }: { roleId: string; onDeleted: () => void }) {
  return (
    <RoleLoader
      roleId={roleId}
      title="Role"
      notFoundTitle="Role not found"
      notFoundDescription="It may have been deleted. Pick a role from the list."
      skeletonRows={6}
    >
      {(role) => <RoleView role={role} onDeleted={onDeleted} />}
    </RoleLoader>
  );
}

const RoleView = observer(function RoleView({ role, onDeleted }: { role: RoleDetail; onDeleted: () => void }) {
  const roles = useStore(RolesStore);
  const catalogue = useCached(roles.listPermissions());
  const theme = useTheme();
  const editable = useRoleEditable()(role);
  const [deleting, setDeleting] = useState(false);
  const included = new Set(role.permissions);

  return (
    <ContentLayout
      title={role.name}
      description={role.description || undefined}
      actions={
        editable ? (
          <Actions>
            <Link to={paths.dashboard.roles.roleEdit.getHref(role.id)} css={buttonLinkStyles(theme, 'secondary')}>
              <EditIcon size={18} /> Edit role
            </Link>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              <TrashIcon size={18} /> Delete role
            </Button>
          </Actions>
        ) : undefined
      }
    >
      <Facts>
        <RoleStatusBadge status={role.status} />
        {role.builtIn && <BuiltInBadge />}
        <Badge tone="neutral">
          {role.roleUsersCount} {role.roleUsersCount === 1 ? 'member' : 'members'}
        </Badge>
      </Facts>
      <Layout>
        <Card
          title="Permissions"
          description={`${role.permissions.length} of ${catalogue.data?.length ?? '…'} permissions`}
        >
          {catalogue.error && !catalogue.data ? (
            <ErrorState
              title="Could not load the permissions"
              error={catalogue.error}
              onRetry={() => void catalogue.refetch()}
            />
          ) : catalogue.data ? (
            <GroupList>
              {groupPermissions(catalogue.data).map(({ group, permissions }) => (
                <section key={group} aria-label={group}>
                  <h3>{group}</h3>
                  <ul>
                    {permissions.map((permission) => {
                      const has = included.has(permission.key);
                      return (
                        <li key={permission.key} data-included={has}>
                          {has ? <CheckIcon size={16} /> : <CloseIcon size={16} />}
                          {permission.name}
                          {!has && <span css={visuallyHidden}> (not included)</span>}
                        </li>
                      );
                    })}
                  </ul>
                </section>
              ))}
            </GroupList>
          ) : (
            <SkeletonRows rows={4} label="Loading the permissions" />
          )}
        </Card>
        <Card
          title="Members with this role"
          actions={<Link to={paths.dashboard.roles.teamView.getHref(role.slug)}>Manage in Team Management</Link>}
        >
          {role.users.length === 0 ? (
            <p>Nobody holds this role yet.</p>
          ) : (
            <Members>
              {role.users.map((member) => (
                <li key={member.id}>
                  <div>
                    <strong>{[member.firstName, member.lastName].filter(Boolean).join(' ') || member.email}</strong>
                    <span>{member.email}</span>
                  </div>
                  <Badge tone={member.status === 'active' ? 'success' : 'neutral'}>
                    {member.status === 'active' ? 'Active' : 'Inactive'}
                  </Badge>
                </li>
              ))}
            </Members>
          )}
        </Card>
      </Layout>
      <DeleteRoleDialog role={deleting ? role : null} onClose={() => setDeleting(false)} onDeleted={onDeleted} />
    </ContentLayout>
  );
});
