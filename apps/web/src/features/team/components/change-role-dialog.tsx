import type { TeamMember } from '@vendor/api-types';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { type SelectOption, Select } from '@/components/ui/select';
import { FormActions } from '@/components/ui/toolbar';
import { useStore } from '@/stores/stores-context';
import { memberName, TeamStore } from '../stores/team-store';

/** Moves a member to another role. */
export const ChangeRoleDialog = observer(function ChangeRoleDialog({
  member,
  roles,
  onClose,
  onChanged,
}: {
  member: TeamMember | null;
  roles: SelectOption[];
  onClose: () => void;
  onChanged: () => void;
}) {
  if (!member) return null;
  return <ChangeRoleForm key={member.id} member={member} roles={roles} onClose={onClose} onChanged={onChanged} />;
});

const ChangeRoleForm = observer(function ChangeRoleForm({
  member,
  roles,
  onClose,
  onChanged,
}: {
  member: TeamMember;
  roles: SelectOption[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const team = useStore(TeamStore);
  const key = `updateTeamMember:${member.id}`;
  const [roleId, setRoleId] = useState(member.role.id);
  // The current role stays in the list (selected) even when the member could not give it themselves.
  const options = roles.some((role) => role.value === member.role.id)
    ? roles
    : [{ value: member.role.id, label: member.role.name }, ...roles];
  const pending = team.isPending(key);
  const name = memberName(member);

  const close = () => {
    team.clearError(key);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (roleId === member.role.id || pending) return;
    const label = options.find((role) => role.value === roleId)?.label ?? 'the new role';
    const result = await team.updateTeamMember(member, { roleId }, `${name} is now ${label}`);
    if (result.ok) {
      onChanged();
      close();
    }
  };

  return (
    <Modal open title={`Change the role of ${name}`} onClose={close}>
      <form onSubmit={onSubmit} noValidate css={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
        <p>Their access changes at once, the next time they open a page.</p>
        <Select
          label="Role"
          name="roleId"
          options={options}
          value={roleId}
          error={team.fieldErrors(key).roleId}
          onChange={(event) => {
            setRoleId(event.target.value);
            team.clearError(key);
          }}
          data-autofocus
        />
        <FormActions>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending || roleId === member.role.id}>
            {pending ? 'Saving…' : 'Change role'}
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
});
