import { ContentLayout } from '@/components/layouts/content-layout';

export default function OrdersRoute() {
  return <ContentLayout title="Order Processing" description="Orders placed by your customers." />;
}
