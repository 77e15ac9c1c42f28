import { ContentLayout } from '@/components/layouts/content-layout';

export default function ProfileRoute() {
  return <ContentLayout title="Profile" />;
}
