import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useStores } from '@/stores/stores-context';

/**
 * /login and /signup for someone already signed in lead straight into the product. Decided once, on arrival: signing
 * in on these pages must not be cut short here, since that redirect is the sign-in form's own (onboarding or dashboard).
 */
export function GuestRoute() {
  const { auth, session } = useStores();
  const [signedInOnArrival] = useState(() => auth.isAuthenticated && Boolean(session.getAccessToken()));
  if (!signedInOnArrival) return <Outlet />;
  const target = auth.user?.completedOnboarding === false ? paths.onboarding.getHref() : paths.dashboard.root.getHref();
  return <Navigate to={target} replace />;
}
