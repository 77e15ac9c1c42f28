import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { BoundTextFields, REQUIRED_PERSON_NAME_FIELDS, type TextFieldSpec } from '@/components/forms/bound-text-fields';
import { textFieldBinder } from '@/components/forms/text-field-binding';
import { Button } from '@/components/ui/button';
import { HeadedColumn } from '@/components/ui/headed-column';
import { GoogleIcon } from '@/components/ui/icons';
import { stripWhitespace } from '@/lib/validation';
import { useStore, useStores } from '@/stores/stores-context';
import { InviteStore } from '../stores/invite-store';

const Form = styled(HeadedColumn.withComponent('form'))`
  > p {
    margin-bottom: 0.5rem;
  }
`;

const MIN_PASSWORD = 8;

type SetupKey = 'firstName' | 'lastName' | 'password';

/** The names the member must give, then a password they may leave empty. */
const SETUP_FIELDS: readonly TextFieldSpec<SetupKey>[] = [
  ...REQUIRED_PERSON_NAME_FIELDS,
  {
    name: 'password',
    label: 'Password (optional)',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'Leave empty to sign in with e-mail codes only',
  },
];

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
  const [values, setValues] = useState<Record<SetupKey, string>>({ firstName: '', lastName: '', password: '' });
  const { password } = values;
  const fieldErrors = invites.fieldErrors('acceptInvite');
  const passwordError =
    password && password.length < MIN_PASSWORD
      ? `Password must be at least ${MIN_PASSWORD} characters`
      : fieldErrors.password;
  const canSubmit =
    values.firstName !== '' && values.lastName !== '' && !passwordError && !invites.isPending('acceptInvite');

  // Names lose all whitespace as they are typed; the password is kept as typed.
  const field = textFieldBinder(values, { ...fieldErrors, password: passwordError }, (key, value) =>
    setValues((current) => ({ ...current, [key]: key === 'password' ? value : stripWhitespace(value) })),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    if (await invites.acceptInvite(token, values)) onAccepted();
  };

  return (
    <Form onSubmit={onSubmit} noValidate>
      <h1>Set up your account</h1>
      <p>Tell us who you are. You can sign in later with a code sent to your e-mail.</p>
      <BoundTextFields fields={SETUP_FIELDS} field={field} />
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
