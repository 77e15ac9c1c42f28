import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { RolesStore } from '@/features/roles/stores/roles-store';
import { TeamManagement } from '@/features/team/components/team-management';
import { ADMINISTRATOR_SLUG } from '@/features/team/stores/team-views';
import { useCached } from '@/stores/base/use-cached';
import { useStore, useStores } from '@/stores/stores-context';

/** The team with the kitchen's roles (for the views and the role pickers), when the member may read them. */
const TeamWithRoles = observer(function TeamWithRoles({ view }: { view: string }) {
  const roles = useStore(RolesStore);
  const read = useCached(roles.listRoles());
  return <TeamManagement view={view} roles={read.data} onChanged={() => roles.rolesChanged()} />;
});

const TeamManagementRoute = observer(function TeamManagementRoute() {
  // The index and /administrator both show the Administrators.
  const { view = ADMINISTRATOR_SLUG } = useParams();
  const { auth } = useStores();
  if (auth.can('roles.view')) return <TeamWithRoles view={view} />;
  return <TeamManagement view={view} roles={undefined} onChanged={() => undefined} />;
});

export default TeamManagementRoute;
