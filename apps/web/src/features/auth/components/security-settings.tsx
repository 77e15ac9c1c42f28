import type { SignedInSession } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { BoundTextFields, type TextFieldSpec } from '@/components/forms/bound-text-fields';
import { textFieldBinder } from '@/components/forms/text-field-binding';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { RuledList } from '@/components/ui/ruled-list';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useCached } from '@/stores/base/use-cached';
import { useStore, useStores } from '@/stores/stores-context';
import { SecurityStore } from '../stores/security-store';

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 52rem;
`;

const SessionList = styled(RuledList)`
  li {
    gap: 0.5rem 1rem;
    padding: 0.875rem 0;
  }
`;

const Device = styled.div`
  min-width: 0;
  p {
    margin: 0;
  }
  p:first-of-type {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    font-weight: 600;
  }
  p + p {
    margin-top: 0.25rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const PasswordForm = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 26rem;
  button {
    justify-self: start;
  }
`;

const SessionRow = observer(function SessionRow({ session }: { session: SignedInSession }) {
  const store = useStore(SecurityStore);
  const pending = store.isPending(`revokeSession:${session.id}`);
  return (
    <li>
      <Device>
        <p>
          {session.device}
          {session.current && <Badge tone="success">This device</Badge>}
        </p>
        <p>
          Signed in {formatDateTime(session.createdAt)} · Last used{' '}
          {session.current ? 'now' : formatDateTime(session.lastUsedAt)}
        </p>
      </Device>
      <Button
        variant="secondary"
        size="sm"
        disabled={pending}
        aria-label={`Sign out ${session.current ? 'this device' : session.device}`}
        onClick={() => void store.revokeSession(session)}
      >
        {pending ? 'Signing out…' : 'Sign out'}
      </Button>
    </li>
  );
});

const Sessions = observer(function Sessions() {
  const store = useStore(SecurityStore);
  const read = useCached(store.listSessions());
  const [confirming, setConfirming] = useState(false);
  const sessions = read.data;
  const others = sessions?.filter((session) => !session.current).length ?? 0;
  const signOutOthers = async () => {
    const result = await store.revokeOtherSessions();
    if (result.ok) setConfirming(false);
  };
  return (
    <Card
      title="Where you're signed in"
      description="Devices signed in to your account. Sign out of any you don't recognise."
      actions={
        <Button variant="secondary" disabled={!sessions || others === 0} onClick={() => setConfirming(true)}>
          Sign out of all other sessions
        </Button>
      }
    >
      {sessions ? (
        sessions.length ? (
          <SessionList aria-label="Signed-in sessions">
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </SessionList>
        ) : (
          <EmptyState title="No signed-in sessions" description="Sign in on a device and it shows here." />
        )
      ) : read.error ? (
        <ErrorState title="Your sessions could not be loaded" error={read.error} onRetry={() => void read.refetch()} />
      ) : (
        <SkeletonRows rows={3} label="Loading your sessions" height="3.25rem" />
      )}
      <ConfirmDialog
        open={confirming}
        title="Sign out of all other sessions?"
        message={`Every other device signed in to your account (${others}) will have to sign in again. This device stays signed in.`}
        confirmLabel="Sign out others"
        destructive
        busy={store.isPending('revokeOtherSessions')}
        onConfirm={() => void signOutOthers()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
});

type PasswordKey = 'currentPassword' | 'password' | 'confirm';

const EMPTY_PASSWORDS: Record<PasswordKey, string> = { currentPassword: '', password: '', confirm: '' };

/** The current password (asked only when there is one), the new one and the new one again. */
const PASSWORD_FIELDS: readonly TextFieldSpec<PasswordKey>[] = [
  {
    name: 'currentPassword',
    label: 'Current password',
    type: 'password',
    autoComplete: 'current-password',
    required: true,
  },
  {
    name: 'password',
    label: 'New password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters, with a letter and a digit or symbol.',
    required: true,
  },
  { name: 'confirm', label: 'Confirm new password', type: 'password', autoComplete: 'new-password', required: true },
];

const PasswordSettings = observer(function PasswordSettings() {
  const store = useStore(SecurityStore);
  const { auth } = useStores();
  const hasPassword = auth.user?.hasPassword ?? false;
  const [values, setValues] = useState(EMPTY_PASSWORDS);
  const [mismatch, setMismatch] = useState(false);
  const serverErrors = store.fieldErrors('setPassword');
  const saving = store.isPending('setPassword');
  const { currentPassword, password, confirm } = values;
  const field = textFieldBinder(
    values,
    {
      currentPassword: serverErrors.currentPassword,
      password: serverErrors.password,
      confirm: mismatch ? 'The passwords do not match' : undefined,
    },
    (key, value) => setValues((current) => ({ ...current, [key]: value })),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    const body = hasPassword ? { currentPassword, password } : { password };
    const result = await store.setPassword(body, hasPassword);
    if (result.ok) setValues(EMPTY_PASSWORDS);
  };

  return (
    <Card
      title={hasPassword ? 'Change password' : 'Set a password'}
      description={
        hasPassword
          ? 'Changing your password signs out every other device.'
          : 'You sign in with a code sent to your e-mail. Set a password to sign in with it too.'
      }
    >
      <PasswordForm onSubmit={(event) => void submit(event)} noValidate>
        <BoundTextFields
          fields={hasPassword ? PASSWORD_FIELDS : PASSWORD_FIELDS.filter(({ name }) => name !== 'currentPassword')}
          field={field}
        />
        <Button type="submit" disabled={saving || !password || (hasPassword && !currentPassword)}>
          {saving ? 'Saving…' : hasPassword ? 'Change password' : 'Set password'}
        </Button>
      </PasswordForm>
    </Card>
  );
});

/** settings/security: the signed-in sessions (sign out one or all others) and setting or changing the password. */
export function SecuritySettings() {
  return (
    <Page>
      <Sessions />
      <PasswordSettings />
    </Page>
  );
}
