import type { DashboardStatistics } from '@vendor/api-types';
import styled from '@emotion/styled';
import { StatTile } from '@/components/ui/stat-tile';
import { formatGbp, formatMonthYear } from '@/lib/format';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.75rem;
  }
  gap: 1rem;
  margin: 0 0 1.5rem;
`;

const Card = styled(StatTile)`
  dd {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.mobile} {
      font-size: 1.25rem;
    }
  }
  dd small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 500;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const count = new Intl.NumberFormat('en-GB');

/** Orders, months, total revenue (GBP) and total customers. */
export function StatisticsCards({ statistics }: { statistics: DashboardStatistics }) {
  const first = statistics.months[0];
  const last = statistics.months[statistics.months.length - 1];
  return (
    <Grid>
      <Card>
        <dt>Orders</dt>
        <dd>{count.format(statistics.totalOrders)}</dd>
      </Card>
      <Card>
        <dt>Months</dt>
        <dd>
          {statistics.months.length}
          {first && last && (
            <small>
              {formatMonthYear(first)} – {formatMonthYear(last)}
            </small>
          )}
        </dd>
      </Card>
      <Card>
        <dt>Total revenue</dt>
        <dd>{formatGbp(statistics.totalRevenue)}</dd>
      </Card>
      <Card>
        <dt>Total customers</dt>
        <dd>{count.format(statistics.totalCustomers)}</dd>
      </Card>
    </Grid>
  );
}
