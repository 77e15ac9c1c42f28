import styled from '@emotion/styled';
import { Fragment, useEffect, useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { secondaryText } from '@/components/ui/text-styles';
import { storefrontApi } from '../api';
import { formatDeliveryDate, formatGbp, formatUkDateTime } from '../format';
import { StorefrontLayout } from '../layout';
import type { OrderStatus, StorefrontOrder } from '@vendor/api-types/storefront';

/** How often an open tracking page looks for the kitchen's next step. */
export const TRACK_POLL_MS = 20_000;

const STEPS: { status: OrderStatus; label: string }[] = [
  { status: 'pending', label: 'Placed' },
  { status: 'accepted', label: 'Accepted' },
  { status: 'preparing', label: 'Preparing' },
  { status: 'ready', label: 'Ready' },
  { status: 'out_for_delivery', label: 'Out for delivery' },
  { status: 'delivered', label: 'Delivered' },
];

const tone = (status: string): BadgeTone =>
  status === 'cancelled' ? 'danger' : status === 'delivered' ? 'success' : status === 'pending' ? 'warning' : 'info';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  max-width: 40rem;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Muted = styled.p`
  ${secondaryText}
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  li[data-done='false'] {
    color: ${({ theme }) => theme.colors.textMuted};
    background: transparent;
    border: 1px dashed ${({ theme }) => theme.colors.border};
  }
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.375rem 1rem;
  margin: 0;
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
  }
`;

const addressText = (address: StorefrontOrder['address']) =>
  [address.name, address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', ');

/** /track/{token}: the order's status as the kitchen moves it, its items and, when cancelled, the reason. */
export function TrackPage({ token, order: first }: { token: string; order: StorefrontOrder }) {
  const [order, setOrder] = useState(first);
  useEffect(() => {
    if (order.status === 'delivered' || order.status === 'cancelled') return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      storefrontApi.getStorefrontOrder(token).then(setOrder, () => undefined);
    }, TRACK_POLL_MS);
    return () => clearInterval(timer);
  }, [token, order.status]);

  const reached = new Map(order.events.map((event) => [event.status, event.at]));
  const currentIndex = STEPS.findIndex((step) => step.status === order.status);
  return (
    <StorefrontLayout kitchen={order.kitchen}>
      <Box aria-labelledby="track-title">
        <div>
          <Muted>Order {order.reference}</Muted>
          <h1 id="track-title">Your order from {order.kitchen.name}</h1>
        </div>
        <p>
          Status: <Badge tone={tone(order.status)}>{order.statusLabel}</Badge>
        </p>
        {order.status === 'cancelled' ? (
          <p>
            The kitchen cancelled this order{order.cancellationReason ? `: ${order.cancellationReason}` : '.'} Your
            payment is refunded in full.
          </p>
        ) : (
          <Steps aria-label="Progress">
            {STEPS.filter(
              (step, index) =>
                index <= currentIndex || ['accepted', 'out_for_delivery', 'delivered'].includes(step.status),
            ).map((step) => {
              const index = STEPS.indexOf(step);
              const done = index <= currentIndex;
              const at = reached.get(step.status);
              return (
                <li key={step.status} data-done={done} aria-current={index === currentIndex ? 'step' : undefined}>
                  <span>{step.label}</span>
                  {done && at && <Muted as="span">{formatUkDateTime(at)}</Muted>}
                </li>
              );
            })}
          </Steps>
        )}
        <div>
          <h2>Delivery</h2>
          <p>{formatDeliveryDate(order.deliveryDate)}</p>
          <Muted>{addressText(order.address)}</Muted>
          {order.allergyNote && <Muted>Allergy note: {order.allergyNote}</Muted>}
        </div>
        <div>
          <h2>Items</h2>
          <Lines>
            {order.items.map((item, index) => (
              <Fragment key={`${item.mealName}-${item.size}-${index}`}>
                <dt>
                  {item.quantity} × {item.mealName} ({item.size})
                </dt>
                <dd>{formatGbp(item.amount)}</dd>
              </Fragment>
            ))}
            <dt>Subtotal</dt>
            <dd>{formatGbp(order.subtotal)}</dd>
            <dt>Delivery fee</dt>
            <dd>{formatGbp(order.deliveryFee)}</dd>
            <dt>Service fee</dt>
            <dd>{formatGbp(order.platformFee)}</dd>
            <dt className="total">Total</dt>
            <dd className="total">{formatGbp(order.total)}</dd>
          </Lines>
        </div>
      </Box>
    </StorefrontLayout>
  );
}
