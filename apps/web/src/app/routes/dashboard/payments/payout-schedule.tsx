import { ContentLayout } from '@/components/layouts/content-layout';

export default function PayoutScheduleRoute() {
  return <ContentLayout title="Payout Schedule" />;
}
