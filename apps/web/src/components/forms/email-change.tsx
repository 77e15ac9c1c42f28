import styled from '@emotion/styled';
import type { EmailChange as PendingChange, User } from '@vendor/api-types';
import { observer } from 'mobx-react-lite';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { FormActions, FormGrid } from '@/components/ui/toolbar';
import { validateEmail } from '@/lib/validation';
import { useStores } from '@/stores/stores-context';

/** A whole row of the form grid it may sit in. */
const Row = styled.div`
  grid-column: 1 / -1;
`;

const Group = styled(Row)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface EmailChangeProps {
  /** The sign-in address as it is now. */
  currentEmail: string;
  /** Whether the member has a password: it is their proof; without one a code goes to the current address too. */
  hasPassword: boolean;
  /** Called with the user once the new address is confirmed. */
  onChanged?: (user: User) => void;
}

/**
 * Changing the sign-in e-mail: the new address (and the current password, when there is one), then the code sent to
 * it (and the one sent to the current address, without a password). The address shown elsewhere changes only once
 * confirmed. Not a form of its own, so it can sit inside another form: Enter acts on this group, not the outer form.
 */
export const EmailChange = observer(function EmailChange({ currentEmail, hasPassword, onChanged }: EmailChangeProps) {
  const { auth } = useStores();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [code, setCode] = useState('');
  const [currentEmailCode, setCurrentEmailCode] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const requestErrors = auth.fieldErrors('requestEmailChange');
  const confirmErrors = auth.fieldErrors('confirmEmailChange');
  const requestFailure = auth.errorFor('requestEmailChange');
  const confirmFailure = auth.errorFor('confirmEmailChange');

  const reset = () => {
    setOpen(false);
    setEmail('');
    setCurrentPassword('');
    setPending(null);
    setCode('');
    setCurrentEmailCode('');
    setEmailError(undefined);
    auth.clearError('requestEmailChange');
    auth.clearError('confirmEmailChange');
  };

  const send = async () => {
    const invalid = email.trim() ? validateEmail(email.trim()) : 'Enter the new e-mail address';
    setEmailError(invalid ?? undefined);
    if (invalid) return;
    const result = await auth.requestEmailChange({
      email: email.trim(),
      ...(hasPassword ? { currentPassword } : {}),
    });
    if (result.ok) {
      setPending(result.data);
      setCode('');
      setCurrentEmailCode('');
      auth.clearError('confirmEmailChange');
    }
  };

  const confirm = async () => {
    const result = await auth.confirmEmailChange({
      code: code.trim(),
      ...(pending?.currentEmailCode ? { currentEmailCode: currentEmailCode.trim() } : {}),
    });
    if (result.ok) {
      reset();
      onChanged?.(result.data as User);
    }
  };

  const onEnter = (action: () => Promise<void>) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void action();
  };

  if (!open) {
    return (
      <Row>
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          Change e-mail
        </Button>
      </Row>
    );
  }

  if (!pending) {
    const generalError = requestFailure && Object.keys(requestErrors).length === 0 ? requestFailure.message : undefined;
    return (
      <Group role="group" aria-label="Change your sign-in e-mail">
        <p>We will send a code to the new address. Your sign-in e-mail stays {currentEmail} until you enter it.</p>
        <FormGrid>
          <TextInput
            label="New e-mail address"
            name="newEmail"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            error={emailError ?? requestErrors.email ?? generalError}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(undefined);
            }}
            onKeyDown={onEnter(send)}
          />
          {hasPassword && (
            <TextInput
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              error={requestErrors.currentPassword}
              hint="To show it is you."
              onChange={(event) => setCurrentPassword(event.target.value)}
              onKeyDown={onEnter(send)}
            />
          )}
        </FormGrid>
        <FormActions>
          <Button variant="ghost" size="sm" onClick={reset}>
            Cancel
          </Button>
          <Button size="sm" disabled={auth.isPending('requestEmailChange')} onClick={() => void send()}>
            Send code
          </Button>
        </FormActions>
      </Group>
    );
  }

  const generalError = confirmFailure && Object.keys(confirmErrors).length === 0 ? confirmFailure.message : undefined;
  return (
    <Group role="group" aria-label="Confirm your new sign-in e-mail">
      <p>
        {pending.currentEmailCode
          ? `We sent a code to ${pending.email} and another to ${currentEmail}. Enter both within 10 minutes.`
          : `We sent a code to ${pending.email}. Enter it within 10 minutes.`}
      </p>
      <FormGrid>
        <TextInput
          label="Code sent to the new address"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          value={code}
          error={confirmErrors.code ?? generalError}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          onKeyDown={onEnter(confirm)}
        />
        {pending.currentEmailCode && (
          <TextInput
            label="Code sent to your current address"
            name="currentEmailCode"
            autoComplete="off"
            inputMode="numeric"
            maxLength={6}
            value={currentEmailCode}
            error={confirmErrors.currentEmailCode}
            onChange={(event) => setCurrentEmailCode(event.target.value.replace(/\D/g, ''))}
            onKeyDown={onEnter(confirm)}
          />
        )}
      </FormGrid>
      <FormActions>
        <Button variant="ghost" size="sm" onClick={reset}>
          Cancel
        </Button>
        <Button size="sm" disabled={auth.isPending('confirmEmailChange')} onClick={() => void confirm()}>
          Confirm new e-mail
        </Button>
      </FormActions>
    </Group>
  );
});
