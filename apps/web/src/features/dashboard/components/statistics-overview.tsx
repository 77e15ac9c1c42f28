import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useCached } from '@/stores/base/use-cached';
import { useStore } from '@/stores/stores-context';
import { DashboardStore } from '../stores/dashboard-store';
import { OrdersRevenueChart } from './orders-revenue-chart';
import { StatisticsCards } from './statistics-cards';

const Panel = styled.section`
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: 0.75rem;
  }
`;

const ErrorPanel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Loads and shows the dashboard statistics. */
export const StatisticsOverview = observer(function StatisticsOverview() {
  const read = useCached(useStore(DashboardStore).getDashboardStatistics());
  const statistics = read.data;
  if (!statistics && read.error) {
    return (
      <ErrorPanel role="alert">
        <span>Could not load your statistics: {read.error.message}</span>
        <Button variant="secondary" size="sm" onClick={() => void read.refetch()}>
          Try again
        </Button>
      </ErrorPanel>
    );
  }
  if (!statistics) return <PageSpinner />;
  return (
    <>
      <StatisticsCards statistics={statistics} />
      <Panel aria-labelledby="chart-heading">
        <h2 id="chart-heading">Orders and revenue per month</h2>
        <OrdersRevenueChart months={statistics.months} orders={statistics.orders} revenue={statistics.revenue} />
      </Panel>
    </>
  );
});
