import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RoleEditor } from '@/features/roles/components/role-editor';

export default function RoleEditRoute() {
  const { roleId = '' } = useParams();
  const navigate = useNavigate();
  const toRole = useCallback(() => navigate(paths.dashboard.roles.role.getHref(roleId)), [navigate, roleId]);
  return <RoleEditor key={roleId} roleId={roleId} onDone={toRole} onCancel={toRole} />;
}
