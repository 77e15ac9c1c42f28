import { ContentLayout } from '@/components/layouts/content-layout';
import { CreateRoleLink, RolesList } from '@/features/roles/components/roles-list';

export default function RolesRoute() {
  return (
    <ContentLayout
      title="Roles"
      description="What each member of your team can see and do. Built-in roles are fixed; create your own for anything else."
      actions={<CreateRoleLink />}
    >
      <RolesList />
    </ContentLayout>
  );
}
