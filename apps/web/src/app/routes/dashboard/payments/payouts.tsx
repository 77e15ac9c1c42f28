import { ContentLayout } from '@/components/layouts/content-layout';
import { PayoutSummary } from '@/features/payouts/components/payout-summary';
import { TransactionsPanel } from '@/features/payouts/components/transactions-panel';

export default function PayoutsRoute() {
  return (
    <ContentLayout
      title="Payouts"
      description="What you have been paid, what is on its way, and every transaction behind it."
    >
      <PayoutSummary />
      <TransactionsPanel />
    </ContentLayout>
  );
}
