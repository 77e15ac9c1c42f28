import type { Role } from '@vendor/api-types';
import { observer } from 'mobx-react-lite';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useStore } from '@/stores/stores-context';
import { RolesStore } from '../stores/roles-store';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Asks before a custom role is deleted; says up front when members still hold it (the server refuses then). */
export const DeleteRoleDialog = observer(function DeleteRoleDialog({
  role,
  onClose,
  onDeleted,
}: {
  role: Pick<Role, 'id' | 'name' | 'roleUsersCount'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const roles = useStore(RolesStore);
  const held = role && role.roleUsersCount > 0;
  const confirm = async () => {
    if (!role) return;
    const result = await roles.deleteRole(role);
    onClose();
    if (result.ok) onDeleted?.();
  };
  return (
    <ConfirmDialog
      open={role !== null}
      title={role ? `Delete the ${role.name} role?` : ''}
      message={
        held
          ? `${plural(role.roleUsersCount, 'team member')} ${role.roleUsersCount === 1 ? 'holds' : 'hold'} this role. ` +
            'Move them to another role in Team Management first. This action cannot be undone.'
          : 'This action cannot be undone.'
      }
      confirmLabel="Delete role"
      destructive
      busy={role ? roles.isPending(`deleteRole:${role.id}`) : false}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
});
