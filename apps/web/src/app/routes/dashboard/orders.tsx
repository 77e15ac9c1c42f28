import { ContentLayout } from '@/components/layouts/content-layout';
import { NewOrderAlerts } from '@/components/new-order-alerts';
import { PauseOrders } from '@/features/availability/components/pause-orders';
import { OrdersScreen } from '@/features/orders/components/orders-screen';

export default function OrdersRoute() {
  return (
    <ContentLayout title="Order Processing" description="Orders placed by your customers." actions={<NewOrderAlerts />}>
      <div css={{ marginBottom: '1rem' }}>
        <PauseOrders />
      </div>
      <OrdersScreen />
    </ContentLayout>
  );
}
