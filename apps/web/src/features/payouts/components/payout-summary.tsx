import type { TransactionInsights } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { StatTile } from '@/components/ui/stat-tile';
import { formatDate, formatGbp } from '@/lib/format';
import { useCached } from '@/stores/base/use-cached';
import { useStore } from '@/stores/stores-context';
import { PayoutsStore } from '../stores/payouts-store';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1rem;
  margin: 0 0 1.5rem;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.75rem;
  }
`;

const Amount = styled.dd`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Note = styled.dd`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const nextPayoutNote = ({ amount, date }: TransactionInsights['nextPayout']) => {
  if (date) return `Expected on ${formatDate(date)}`;
  return amount > 0 ? 'Paid once your balance reaches your minimum payout' : 'Nothing is due yet';
};

/** The three payout cards: what is coming next, what was paid last, and this month's revenue. */
export const PayoutSummary = observer(function PayoutSummary() {
  const read = useCached(useStore(PayoutsStore).getTransactionInsights());
  const insights = read.data;
  if (!insights && read.error) {
    return (
      <div css={{ marginBottom: '1.5rem' }}>
        <ErrorState title="Could not load your payout summary" error={read.error} onRetry={() => void read.refetch()} />
      </div>
    );
  }
  if (!insights) {
    return (
      <div role="status" aria-label="Loading your payout summary">
        <Grid>
          {['Next payout', 'Previous payout', 'Revenue'].map((label) => (
            <StatTile key={label}>
              <dt>{label}</dt>
              <dd>
                <Skeleton width="8rem" height="2rem" />
              </dd>
              <dd>
                <Skeleton width="11rem" height="0.875rem" />
              </dd>
            </StatTile>
          ))}
        </Grid>
      </div>
    );
  }
  const { nextPayout, previousPayout, revenue } = insights;
  return (
    <Grid>
      <StatTile>
        <dt>Next payout</dt>
        <Amount>{formatGbp(nextPayout.amount)}</Amount>
        <Note>{nextPayoutNote(nextPayout)}</Note>
      </StatTile>
      <StatTile>
        <dt>Previous payout</dt>
        <Amount>{formatGbp(previousPayout.amount)}</Amount>
        <Note>{previousPayout.date ? `Paid on ${formatDate(previousPayout.date)}` : 'No payouts yet'}</Note>
      </StatTile>
      <StatTile>
        <dt>Revenue</dt>
        <Amount>{formatGbp(revenue.amount)}</Amount>
        <Note>This month, estimated by {formatDate(revenue.estimatedBy)}</Note>
      </StatTile>
    </Grid>
  );
});
