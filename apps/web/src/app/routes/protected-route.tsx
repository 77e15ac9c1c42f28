import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useStores } from '@/stores/stores-context';

/** Token check: without a stored access token, go to /login. */
export const ProtectedRoute = observer(function ProtectedRoute() {
  const { auth, session } = useStores();
  const location = useLocation();
  if (!auth.isAuthenticated || !session.getAccessToken()) {
    return <Navigate to={paths.auth.login.getHref()} replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
});
