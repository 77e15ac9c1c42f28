import type { GoogleOauthPurpose } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { GoogleIcon } from '@/components/ui/icons';
import { HeadedColumn } from '@/components/ui/headed-column';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { paths } from '@/config/paths';
import { validateEmail } from '@/lib/validation';
import { useStores } from '@/stores/stores-context';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';
import { Stack } from '@/components/ui/stack';

const Form = Stack.withComponent('form');

const Header = styled(HeadedColumn.withComponent('header'))`
  margin-bottom: 1.5rem;
`;

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 1.25rem 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

const ErrorBox = styled.p`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Switch = styled.p`
  margin-top: 1.5rem;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CODE_PATTERN = /^\d{6}$/;

type SignInPage = Exclude<GoogleOauthPurpose, 'invite'>;

const COPY: Record<SignInPage, { heading: string; lead: string }> = {
  login: {
    heading: 'Welcome back, sign in to start selling',
    lead: 'Enter your e-mail and we will send you a 6-digit sign-in code.',
  },
  signup: {
    heading: 'Get Started',
    lead: 'Create your vendor account with your e-mail. We will send you a 6-digit code.',
  },
};

/** E-mail step, then 6-digit code step, plus Google sign-in. */
export const OtpSignIn = observer(function OtpSignIn({ purpose }: { purpose: SignInPage }) {
  const { auth } = useStores();
  const redirectAfterSignIn = useSignedInRedirect();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState(auth.email);
  const [emailError, setEmailError] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  const sending = auth.status === 'loading';
  const verifying = auth.status === 'verifying';

  const onSendCode = async (event: FormEvent) => {
    event.preventDefault();
    const error = validateEmail(email);
    setEmailError(error);
    if (error) return;
    await auth.sendOtp(email);
    if (auth.status === 'sent') {
      setCode('');
      setCodeError(undefined);
      setStep('code');
    }
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (!CODE_PATTERN.test(code)) {
      setCodeError('Enter the 6-digit code from your e-mail');
      return;
    }
    setCodeError(undefined);
    if (await auth.verifyOtp(code)) redirectAfterSignIn();
  };

  const onChangeEmail = () => {
    auth.resetOtp();
    setStep('email');
  };

  const copy = COPY[purpose];
  return (
    <section aria-labelledby="auth-heading">
      <Header gap="0.5rem">
        <h1 id="auth-heading">{copy.heading}</h1>
        <p>{step === 'email' ? copy.lead : `We sent a 6-digit code to ${auth.email}. It expires soon.`}</p>
      </Header>

      {auth.status === 'error' && auth.errorMessage && (
        // The error toast already announces it; this copy stays visible beside the form.
        <ErrorBox>{auth.errorMessage}</ErrorBox>
      )}

      {step === 'email' ? (
        <Form onSubmit={onSendCode} noValidate>
          <TextInput
            label="E-mail address"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.co.uk"
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.target.value);
              if (emailError) setEmailError(validateEmail(event.target.value));
            }}
          />
          <Button type="submit" size="lg" fullWidth disabled={sending}>
            {sending ? <Spinner label="Sending code" size={18} /> : 'Send code'}
          </Button>
        </Form>
      ) : (
        <Form onSubmit={onVerify} noValidate>
          <TextInput
            label="6-digit code"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            value={code}
            error={codeError}
            autoFocus
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
          <Button type="submit" size="lg" fullWidth disabled={verifying}>
            {verifying ? <Spinner label="Verifying code" size={18} /> : 'Verify code'}
          </Button>
          <Row>
            <Button variant="ghost" size="sm" onClick={onChangeEmail}>
              Use a different e-mail
            </Button>
            <Button variant="ghost" size="sm" disabled={sending} onClick={() => void auth.sendOtp(auth.email)}>
              Resend code
            </Button>
          </Row>
        </Form>
      )}

      <Divider>or</Divider>
      <Button variant="secondary" size="lg" fullWidth onClick={() => void auth.startGoogleOauth(purpose)}>
        <GoogleIcon />
        Continue with Google
      </Button>

      <Switch>
        {purpose === 'login' ? (
          <>
            New to Home Kitchen? <Link to={paths.auth.signup.getHref()}>Create an account</Link>
          </>
        ) : (
          <>
            Already selling with us? <Link to={paths.auth.login.getHref()}>Sign in</Link>
          </>
        )}
      </Switch>
    </section>
  );
});
