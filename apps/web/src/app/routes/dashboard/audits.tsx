import { ContentLayout } from '@/components/layouts/content-layout';

export default function AuditsRoute() {
  return <ContentLayout title="Audit Log" description="History of changes to the portal." />;
}
