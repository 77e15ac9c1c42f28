import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { InvitePanel } from '@/features/team/components/invite-panel';
import { InviteSetupForm } from '@/features/team/components/invite-setup-form';

/** Setup for an invited member; the invite token in the link is what lets them in. */
export default function InviteSetupRoute() {
  usePageTitle('Set up your account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  if (!token) return <Navigate to={paths.auth.login.getHref()} replace />;
  return (
    <AuthLayout aside={<InvitePanel />}>
      <InviteSetupForm token={token} onAccepted={() => navigate(paths.dashboard.root.getHref(), { replace: true })} />
    </AuthLayout>
  );
}
