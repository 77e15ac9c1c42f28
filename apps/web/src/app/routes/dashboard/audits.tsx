import { observer } from 'mobx-react-lite';
import { type AuditPerson, AuditLog } from '@/features/audit/components/audit-log';
import { memberName, TeamStore } from '@/features/team/stores/team-store';
import { useCached } from '@/stores/base/use-cached';
import { useStore, useStores } from '@/stores/stores-context';

/** The log with the whole team to filter by, when the member may see the team. */
const AuditWithTeam = observer(function AuditWithTeam() {
  const members = useCached(useStore(TeamStore).listTeamMembers());
  const people: AuditPerson[] = (members.data ?? []).map((member) => ({
    id: member.userId,
    name: memberName(member),
    email: member.email,
  }));
  return <AuditLog people={people} />;
});

const AuditsRoute = observer(function AuditsRoute() {
  const { auth } = useStores();
  return auth.can('team.view') ? <AuditWithTeam /> : <AuditLog />;
});

export default AuditsRoute;
