import { ContentLayout } from '@/components/layouts/content-layout';
import { PayoutMethods } from '@/features/payouts/components/payout-methods';

export default function PayoutAccountRoute() {
  return (
    <ContentLayout title="Payout Account" description="Connect the account your payouts are sent to.">
      <div css={{ maxWidth: '60rem' }}>
        <PayoutMethods />
      </div>
    </ContentLayout>
  );
}
