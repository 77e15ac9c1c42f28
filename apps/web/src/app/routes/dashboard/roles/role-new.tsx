import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { RoleWizard } from '@/features/roles/components/role-wizard';
import { useStores } from '@/stores/stores-context';

const RoleNewRoute = observer(function RoleNewRoute() {
  const { auth } = useStores();
  const navigate = useNavigate();
  const toList = useCallback(() => navigate(paths.dashboard.roles.roles.getHref()), [navigate]);
  const toRole = useCallback(
    (role: { id: string }) => navigate(paths.dashboard.roles.role.getHref(role.id)),
    [navigate],
  );
  return (
    <ContentLayout title="Create role" description="Name the role, choose what it allows, then check and create it.">
      {auth.can('roles.manage') ? (
        <RoleWizard onDone={toRole} onCancel={toList} />
      ) : (
        <EmptyState
          title="Your role cannot create roles"
          description="Ask an Administrator of your kitchen to create the role you need."
          action={<Link to={paths.dashboard.roles.roles.getHref()}>Back to Roles</Link>}
        />
      )}
    </ContentLayout>
  );
});

export default RoleNewRoute;
