import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CenteredPage } from '@/components/layouts/centered-page';
import { usePageTitle } from '@/components/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSignedInRedirect } from '@/features/auth/hooks/use-signed-in-redirect';
import { useStores } from '@/stores/stores-context';

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
    void auth.completeGoogleOauth(code, state).then((ok) => (ok ? redirectAfterSignIn() : setFailed(true)));
  }, [auth, params, redirectAfterSignIn]);

  return (
    <CenteredPage>
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
    </CenteredPage>
  );
});

export default GoogleCallbackRoute;
