import { ContentLayout } from '@/components/layouts/content-layout';

export default function MenuRoute() {
  return <ContentLayout title="Menu" description="Your meals, their options and availability." />;
}
