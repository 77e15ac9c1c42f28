import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { usePageTitle } from '@/components/page-title';
import { InviteDetailsCard } from '@/features/team/components/invite-details';
import { InvitePanel } from '@/features/team/components/invite-panel';

/** Invite landing: shows which business and role the link is for. */
export default function InviteRoute() {
  usePageTitle('Your invitation');
  const [params] = useSearchParams();
  return (
    <AuthLayout aside={<InvitePanel />}>
      <InviteDetailsCard token={params.get('token') ?? ''} />
    </AuthLayout>
  );
}
