import { observer } from 'mobx-react-lite';
import { ContentLayout } from '@/components/layouts/content-layout';
import { PauseOrders } from '@/features/availability/components/pause-orders';
import { StatisticsOverview } from '@/features/dashboard/components/statistics-overview';
import { useStores } from '@/stores/stores-context';

const DashboardRoute = observer(function DashboardRoute() {
  const { auth } = useStores();
  const name = auth.user?.firstName;
  return (
    <ContentLayout
      title="Dashboard"
      description={
        name ? `Welcome back, ${name}. Here is how your kitchen is doing.` : 'Here is how your kitchen is doing.'
      }
    >
      <div css={{ marginBottom: '1.25rem' }}>
        <PauseOrders />
      </div>
      <StatisticsOverview />
    </ContentLayout>
  );
});

export default DashboardRoute;
