import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { errorText, secondaryText } from '@/components/ui/text-styles';
import { storefrontApi, StorefrontApiError } from '../api';
import { useBasket } from '../basket';
import { formatGbp } from '../format';
import { StorefrontLayout } from '../layout';
import type { StorefrontCheckout, StorefrontKitchen } from '@vendor/api-types/storefront';

/** How often the page asks whether the payment has been confirmed. */
export const RETURN_POLL_MS = 1500;

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: 36rem;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Muted = styled.p`
  ${secondaryText}
`;

const Problem = styled.p`
  ${errorText}
`;

const Reference = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Waiting = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

/** /k/{handle}/return?checkout={id}: waits for the payment to be confirmed, then gives the reference and tracking. */
export function ReturnPage({ kitchen, checkoutId }: { kitchen: StorefrontKitchen; checkoutId: string | null }) {
  const [state, setState] = useState<StorefrontCheckout | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { update } = useBasket(kitchen.handle);

  useEffect(() => {
    if (!checkoutId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const next = await storefrontApi.getStorefrontCheckout(checkoutId);
        if (stopped) return;
        setState(next);
        setError(null);
        if (next.status === 'open') timer = setTimeout(poll, RETURN_POLL_MS);
        // Paid: the basket has become an order.
        if (next.status === 'paid') update(() => ({ date: null, items: [] }));
      } catch (caught) {
        if (stopped) return;
        if (caught instanceof StorefrontApiError && caught.status === 404) {
          setError('We could not find this payment.');
          return;
        }
        setError('We could not check your payment just now; trying again.');
        timer = setTimeout(poll, RETURN_POLL_MS * 2);
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [checkoutId, update]);

  const kitchenHref = `/k/${encodeURIComponent(kitchen.handle)}`;
  return (
    <StorefrontLayout kitchen={kitchen}>
      <Box aria-live="polite">
        {!checkoutId ? (
          <>
            <h1>No payment to show</h1>
            <Muted>
              <a href={kitchenHref}>Back to {kitchen.name}</a>
            </Muted>
          </>
        ) : state?.status === 'paid' ? (
          <>
            <h1>Thank you, your order is placed</h1>
            <Muted>Order reference</Muted>
            <Reference>{state.reference}</Reference>
            <p>
              You paid {formatGbp(state.total)}. {kitchen.name} will confirm your order; we have e-mailed you the
              details.
            </p>
            {state.trackingUrl && <a href={state.trackingUrl}>Track your order</a>}
          </>
        ) : state && state.status !== 'open' ? (
          <>
            <h1>{state.status === 'refunded' ? 'Your payment was refunded' : 'This checkout has ended'}</h1>
            <p>
              {state.status === 'refunded'
                ? 'The meals sold out before your payment arrived, so we refunded it in full.'
                : 'You were not charged. Your basket is still here if you want to try again.'}
            </p>
            <a href={kitchenHref}>Back to {kitchen.name}</a>
          </>
        ) : (
          <>
            <h1>Confirming your payment</h1>
            <Waiting>
              <Spinner label="Waiting for the payment" />
              <span>This takes a few seconds. Please keep this page open.</span>
            </Waiting>
          </>
        )}
        {error && <Problem role="alert">{error}</Problem>}
      </Box>
    </StorefrontLayout>
  );
}
