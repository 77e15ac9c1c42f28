import { observer } from 'mobx-react-lite';
import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { useStores } from '@/stores/stores-context';
import { backToRoles, RoleLoader } from './role-loader';
import { RoleWizard } from './role-wizard';

/** Why a role cannot be edited by the signed-in member, or null when it can. */
function refusal(
  role: { id: string; builtIn: boolean; name: string },
  canManage: boolean,
  ownRoleId?: string,
  lacking: readonly string[] = [],
): string | null {
  if (!canManage) return 'Your role cannot change roles. Ask an Administrator of your kitchen.';
  if (role.builtIn) return `${role.name} is a built-in role and cannot be changed. Create a custom role instead.`;
  if (role.id === ownRoleId) return 'This is the role you hold: another Administrator has to change it.';
  if (lacking.length)
    return `This role holds permissions you do not (${lacking.join(', ')}): an Administrator has to change it.`;
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
  return (
    <RoleLoader roleId={roleId} title="Edit role" notFoundDescription="It may have been deleted." skeletonRows={5}>
      {(role) => {
        const lacking = role.permissions.filter((permission) => !auth.can(permission));
        const reason = refusal(role, auth.can('roles.manage'), auth.user?.role?.id, lacking);
        return (
          <ContentLayout title={`Edit ${role.name}`} description="Change the name, the permissions or the status.">
            {reason ? (
              <EmptyState title="This role cannot be edited" description={reason} action={backToRoles} />
            ) : (
              <RoleWizard role={role} onDone={onDone} onCancel={onCancel} />
            )}
          </ContentLayout>
        );
      }}
    </RoleLoader>
  );
});
