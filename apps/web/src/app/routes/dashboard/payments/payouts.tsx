import { ContentLayout } from '@/components/layouts/content-layout';

export default function PayoutsRoute() {
  return <ContentLayout title="Payouts" />;
}
