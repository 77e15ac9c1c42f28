import { ContentLayout } from '@/components/layouts/content-layout';

export default function RolesRoute() {
  return <ContentLayout title="Roles" />;
}
