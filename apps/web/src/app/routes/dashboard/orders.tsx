import { ContentLayout } from '@/components/layouts/content-layout';
import { OrdersScreen } from '@/features/orders/components/orders-screen';

export default function OrdersRoute() {
  return (
    <ContentLayout title="Order Processing" description="Orders placed by your customers.">
      <OrdersScreen />
    </ContentLayout>
  );
}
