import type { Invite } from '@vendor/api-types';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { type SelectOption, Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { FormActions } from '@/components/ui/toolbar';
import { validateEmail } from '@/lib/validation';
import { useStore } from '@/stores/stores-context';
import { TeamStore } from '../stores/team-store';

/** Invite someone by e-mail with a role; they get a link that works for 7 days. */
export const InviteDialog = observer(function InviteDialog({
  open,
  roles,
  defaultRoleId,
  onClose,
  onInvited,
}: {
  open: boolean;
  roles: SelectOption[];
  defaultRoleId?: string;
  onClose: () => void;
  onInvited: (invite: Invite) => void;
}) {
  if (!open) return null;
  return <InviteForm roles={roles} defaultRoleId={defaultRoleId} onClose={onClose} onInvited={onInvited} />;
});

const InviteForm = observer(function InviteForm({
  roles,
  defaultRoleId,
  onClose,
  onInvited,
}: {
  roles: SelectOption[];
  defaultRoleId?: string;
  onClose: () => void;
  onInvited: (invite: Invite) => void;
}) {
  const team = useStore(TeamStore);
  const [email, setEmail] = useState('');
  // Opened from a role's view, that role is chosen; otherwise the member chooses (never Administrator by default).
  const [roleId, setRoleId] = useState(() => roles.find((role) => role.value === defaultRoleId)?.value ?? '');
  // The roles may still be loading when the dialog opens: choose the view's role once it is listed.
  const offersDefault = roles.some((role) => role.value === defaultRoleId);
  useEffect(() => {
    if (offersDefault && defaultRoleId) setRoleId((chosen) => chosen || defaultRoleId);
  }, [offersDefault, defaultRoleId]);
  const [checked, setChecked] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const server = team.fieldErrors('createInvite');
  const emailError =
    (checked ? (email.trim() ? validateEmail(email) : 'Enter an e-mail address') : undefined) ?? server.email;
  const roleError = (submitted && !roleId ? 'Choose a role' : undefined) ?? server.roleId;
  const pending = team.isPending('createInvite');

  const close = () => {
    team.clearError('createInvite');
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setSubmitted(true);
    if (!email.trim() || validateEmail(email) || !roleId || pending) return;
    const result = await team.createInvite({ email: email.trim(), roleId });
    if (result.ok) {
      onInvited(result.data);
      close();
    } else if (result.error.fieldErrorMap.email) {
      // The submit button was disabled while sending, which drops the focus: it goes to the field to correct.
      emailRef.current?.focus();
    }
  };

  return (
    <Modal open title="Invite a team member" onClose={close}>
      <form onSubmit={onSubmit} noValidate css={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
        <p>They get an e-mail with a link to join your kitchen. The link works once and expires after 7 days.</p>
        <TextInput
          label="E-mail address"
          type="email"
          name="email"
          autoComplete="off"
          required
          data-autofocus
          ref={emailRef}
          value={email}
          error={emailError}
          onBlur={() => {
            if (email.trim()) setChecked(true);
          }}
          onChange={(event) => {
            setEmail(event.target.value);
            team.clearError('createInvite');
          }}
        />
        {roles.length > 0 ? (
          <Select
            label="Role"
            name="roleId"
            options={roles}
            placeholder="Choose a role"
            value={roleId}
            error={roleError}
            onChange={(event) => {
              setRoleId(event.target.value);
              team.clearError('createInvite');
            }}
          />
        ) : (
          <p role="alert">There is no active role you can give. Create or activate a role first.</p>
        )}
        <FormActions>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending || roles.length === 0}>
            {pending ? 'Sending…' : 'Send invitation'}
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
});
