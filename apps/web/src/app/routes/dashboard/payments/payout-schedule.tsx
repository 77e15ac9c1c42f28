import { ContentLayout } from '@/components/layouts/content-layout';
import { PayoutScheduleForm } from '@/features/payouts/components/payout-schedule-form';

export default function PayoutScheduleRoute() {
  return (
    <ContentLayout
      title="Payout Schedule"
      description="Choose how often you are paid and the smallest payout you want."
    >
      <div css={{ maxWidth: '60rem' }}>
        <PayoutScheduleForm />
      </div>
    </ContentLayout>
  );
}
