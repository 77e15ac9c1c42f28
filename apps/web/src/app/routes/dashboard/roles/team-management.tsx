import { ContentLayout } from '@/components/layouts/content-layout';

export default function TeamManagementRoute() {
  return <ContentLayout title="Team Management" />;
}
