import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { usePageTitle } from '@/components/page-title';
import { InviteDetailsCard } from '@/features/invites/components/invite-details';
import { InvitePanel } from '@/features/invites/components/invite-panel';
import { useStores } from '@/stores/stores-context';

/** Invite landing: shows which business and role the link is for. */
const InviteRoute = observer(function InviteRoute() {
  usePageTitle('Your invitation');
  const { invites } = useStores();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  useEffect(() => {
    if (token) void invites.fetchInvite(token);
  }, [invites, token]);

  return (
    <AuthLayout aside={<InvitePanel />}>
      <InviteDetailsCard token={token} />
    </AuthLayout>
  );
});

export default InviteRoute;
