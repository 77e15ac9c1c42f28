import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCached } from '@/stores/base/use-cached';
import { useStore, useStores } from '@/stores/stores-context';
import { RolesStore } from '../stores/roles-store';
import { RoleWizard } from './role-wizard';

/** Why a role cannot be edited by the signed-in member, or null when it can. */
function refusal(
  role: { id: string; builtIn: boolean; name: string },
  canManage: boolean,
  ownRoleId?: string,
): string | null {
  if (!canManage) return 'Your role cannot change roles. Ask an Administrator of your kitchen.';
  if (role.builtIn) return `${role.name} is a built-in role and cannot be changed. Create a custom role instead.`;
  if (role.id === ownRoleId) return 'This is the role you hold: another Administrator has to change it.';
  return null;
}

/** Loads a role and edits it in the same steps as creating one. */
export const RoleEditor = observer(function RoleEditor({
  roleId,
  onDone,
  onCancel,
}: {
  roleId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { auth } = useStores();
  const read = useCached(useStore(RolesStore).getRole(roleId));
  const role = read.data;
  const back = <Link to={paths.dashboard.roles.roles.getHref()}>Back to Roles</Link>;

  if (!role && read.error) {
    return (
      <ContentLayout title="Edit role">
        {read.error.status === 404 ? (
          <EmptyState title="This role does not exist" description="It may have been deleted." action={back} />
        ) : (
          <ErrorState title="Could not load the role" error={read.error} onRetry={() => void read.refetch()} />
        )}
      </ContentLayout>
    );
  }
  if (!role) {
    return (
      <ContentLayout title="Edit role">
        <SkeletonRows rows={5} label="Loading the role" />
      </ContentLayout>
    );
  }
  const reason = refusal(role, auth.can('roles.manage'), auth.user?.role?.id);
  return (
    <ContentLayout title={`Edit ${role.name}`} description="Change the name, the permissions or the status.">
      {reason ? (
        <EmptyState title="This role cannot be edited" description={reason} action={back} />
      ) : (
        <RoleWizard role={role} onDone={onDone} onCancel={onCancel} />
      )}
    </ContentLayout>
  );
});
