import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RoleDetails } from '@/features/roles/components/role-details';

export default function RoleRoute() {
  const { roleId = '' } = useParams();
  const navigate = useNavigate();
  const toList = useCallback(() => navigate(paths.dashboard.roles.roles.getHref(), { replace: true }), [navigate]);
  return <RoleDetails key={roleId} roleId={roleId} onDeleted={toList} />;
}
