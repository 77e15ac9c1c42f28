import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '@/components/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSignedInRedirect } from '@/features/auth/hooks/use-signed-in-redirect';
import { useStores } from '@/stores/stores-context';

const Page = styled.main`
  min-height: 80vh;
  display: grid;
  place-items: center;
  padding: 2rem 1rem;
  text-align: center;
  > div {
    display: flex;
    flex-direction: column;
    gap: 1rem;
    align-items: center;
    max-width: 28rem;
  }
`;

/** Finishes the Google sign-in with the code and state from the query string. */
const GoogleCallbackRoute = observer(function GoogleCallbackRoute() {
  usePageTitle('Signing you in');
  const { auth } = useStores();
  const [params] = useSearchParams();
  const redirectAfterSignIn = useSignedInRedirect();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // StrictMode runs effects twice; the code can be exchanged only once.
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    if (!code || !state) {
      setFailed(true);
      return;
    }
    void auth.completeGoogle(code, state).then((ok) => (ok ? redirectAfterSignIn() : setFailed(true)));
  }, [auth, params, redirectAfterSignIn]);

  return (
    <Page>
      <div>
        {failed ? (
          <>
            <h1>Google sign-in failed</h1>
            <p role="alert">{auth.errorMessage ?? 'The sign-in link is missing or has expired.'}</p>
            <Link to={paths.auth.login.getHref()}>Back to sign in</Link>
          </>
        ) : (
          <>
            <Spinner label="Signing you in" size={32} />
            <h1>Signing you in…</h1>
          </>
        )}
      </div>
    </Page>
  );
});

export default GoogleCallbackRoute;
