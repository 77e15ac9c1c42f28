import styled from '@emotion/styled';
import { secondaryText } from '@/components/ui/text-styles';
import { formatUkDateTime } from '../format';
import { KitchenInfo } from '../kitchen-info';
import { StorefrontLayout } from '../layout';
import type { StorefrontKitchen } from '@vendor/api-types/storefront';

const Notice = styled.section`
  margin-top: 1.5rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: 0.5rem;
  }
`;

const Muted = styled.p`
  ${secondaryText}
  margin-top: 0.75rem;
`;

/**
 * A kitchen taking no orders: paused by its chef (with the time it is back, UK time, when one was chosen), or not
 * finished onboarding / no published meal yet.
 */
export function ClosedPage({ kitchen }: { kitchen: StorefrontKitchen }) {
  return (
    <StorefrontLayout kitchen={kitchen}>
      <KitchenInfo kitchen={kitchen} />
      {kitchen.closedReason === 'paused' ? (
        <Notice aria-labelledby="closed-title">
          <h2 id="closed-title">Not taking orders right now</h2>
          <p>
            {kitchen.pausedUntil
              ? `Back at ${formatUkDateTime(kitchen.pausedUntil)} (UK time).`
              : `${kitchen.name} has paused new orders. Please come back soon.`}
          </p>
        </Notice>
      ) : (
        <Notice aria-labelledby="closed-title">
          <h2 id="closed-title">Not open for orders yet</h2>
          <p>{kitchen.name} is not open for orders yet. Please come back soon.</p>
        </Notice>
      )}
    </StorefrontLayout>
  );
}

/** An address with no kitchen or order behind it. */
export function NotFoundPage() {
  return (
    <StorefrontLayout>
      <h1>Page not found</h1>
      <Muted>There is no kitchen or order at this address. Check the link you were given.</Muted>
    </StorefrontLayout>
  );
}
