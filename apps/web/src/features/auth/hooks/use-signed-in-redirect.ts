import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useStores } from '@/stores/stores-context';

/** After sign-in: /onboarding while onboarding is incomplete, otherwise /dashboard. */
export function useSignedInRedirect(): () => void {
  const { auth } = useStores();
  const navigate = useNavigate();
  return useCallback(() => {
    const target = auth.completedOnboarding === false ? paths.onboarding.getHref() : paths.dashboard.root.getHref();
    navigate(target, { replace: true });
  }, [auth, navigate]);
}
