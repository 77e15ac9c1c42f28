import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { textFieldBinder } from '@/components/forms/text-field-binding';
import { Button } from '@/components/ui/button';
import { GoogleIcon } from '@/components/ui/icons';
import { TextInput } from '@/components/ui/text-input';
import { stripWhitespace } from '@/lib/validation';
import { useStore, useStores } from '@/stores/stores-context';
import { InviteStore } from '../stores/invite-store';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h1 {
    font-size: clamp(1.75rem, 3vw, 2.25rem);
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: 0.5rem;
  }
`;

const MIN_PASSWORD = 8;

/** New member details: names (all whitespace removed) and an optional password. */
export const InviteSetupForm = observer(function InviteSetupForm({
  token,
  onAccepted,
}: {
  token: string;
  onAccepted: () => void;
}) {
  const { auth } = useStores();
  const invites = useStore(InviteStore);
  const [names, setNames] = useState({ firstName: '', lastName: '' });
  const [password, setPassword] = useState('');
  const fieldErrors = invites.fieldErrors('acceptInvite');
  const passwordError =
    password && password.length < MIN_PASSWORD
      ? `Password must be at least ${MIN_PASSWORD} characters`
      : fieldErrors.password;
  const canSubmit =
    names.firstName !== '' && names.lastName !== '' && !passwordError && !invites.isPending('acceptInvite');

  // Names lose all whitespace as they are typed.
  const nameField = textFieldBinder(names, fieldErrors, (key, value) =>
    setNames((current) => ({ ...current, [key]: stripWhitespace(value) })),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    if (await invites.acceptInvite(token, { ...names, password })) onAccepted();
  };

  return (
    <Form onSubmit={onSubmit} noValidate>
      <h1>Set up your account</h1>
      <p>Tell us who you are. You can sign in later with a code sent to your e-mail.</p>
      <TextInput label="First name" autoComplete="given-name" required {...nameField('firstName')} />
      <TextInput label="Last name" autoComplete="family-name" required {...nameField('lastName')} />
      <TextInput
        label="Password (optional)"
        type="password"
        name="password"
        autoComplete="new-password"
        hint="Leave empty to sign in with e-mail codes only"
        value={password}
        error={passwordError}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" size="lg" disabled={!canSubmit}>
        {invites.isPending('acceptInvite') ? 'Setting up…' : 'Continue'}
      </Button>
      {/* The invited address's Google account accepts the invitation in one step, names included. */}
      <Button type="button" variant="secondary" size="lg" onClick={() => void auth.startGoogleOauth('invite', token)}>
        <GoogleIcon />
        Continue with Google
      </Button>
      {auth.errorMessage && <p role="alert">{auth.errorMessage}</p>}
    </Form>
  );
});
