import { ContentLayout } from '@/components/layouts/content-layout';

export default function PayoutAccountRoute() {
  return <ContentLayout title="Payout Account" />;
}
