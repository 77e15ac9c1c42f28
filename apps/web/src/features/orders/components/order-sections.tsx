import type { Order } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { ErrorState } from '@/components/ui/error-state';
import { RuledTable } from '@/components/ui/ruled-table';
import { SkeletonRows } from '@/components/ui/skeleton';
import { DescriptionList } from '@/components/ui/toolbar';
import { formatDate, formatDateTime, formatGbp } from '@/lib/format';
import { useCached } from '@/stores/base/use-cached';
import { useStore } from '@/stores/stores-context';
import { customerName, ORDER_STATUS_LABELS, orderFees } from '../stores/order-display';
import { OrdersStore } from '../stores/orders-store';

export const Section = styled.section`
  margin-top: 1.25rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Items = styled(RuledTable)`
  th,
  td {
    padding: 0.5rem 0.5rem 0.5rem 0;
    vertical-align: top;
  }
  th {
    font-weight: 500;
  }
  [data-num] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: 0 1.5rem;
`;

const Totals = styled(DescriptionList)`
  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  dt:last-of-type,
  dd:last-of-type {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Timeline = styled.ol`
  margin: 0;
  padding: 0 0 0 1.25rem;
  li {
    margin: 0 0 0.5rem;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The items: meal, option, quantity, unit price and amount, with each item's delivery date. */
export function OrderItems({ order }: { order: Order }) {
  return (
    <Section aria-labelledby="order-items">
      <h3 id="order-items">Items</h3>
      <Items>
        <thead>
          <tr>
            <th scope="col">Meal</th>
            <th scope="col">Option</th>
            <th scope="col" data-num="">
              Quantity
            </th>
            <th scope="col" data-num="">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.flatMap((item) =>
            item.details.map((detail, index) => (
              <tr key={`${item.id}:${index}`}>
                <td>
                  {detail.meal.name}
                  <small>Delivery {formatDate(item.deliveryDate)}</small>
                </td>
                <td>{detail.option.size}</td>
                <td data-num="">{detail.quantity}</td>
                <td data-num="">{formatGbp(detail.option.price)}</td>
              </tr>
            )),
          )}
        </tbody>
      </Items>
      <Totals aria-label="Totals" css={{ marginTop: '0.75rem' }}>
        {(() => {
          const fees = orderFees(order);
          return (
            <>
              <dt>Items</dt>
              <dd>{formatGbp(fees.subtotal)}</dd>
              <dt>Delivery fee</dt>
              <dd>{formatGbp(fees.deliveryFee)}</dd>
              <dt>Platform fee</dt>
              <dd>{formatGbp(fees.platformFee)}</dd>
              <dt>Total</dt>
              <dd>{formatGbp(order.amount)}</dd>
            </>
          );
        })()}
      </Totals>
    </Section>
  );
}

/** The customer and where the order goes. */
export function OrderCustomer({ order }: { order: Order }) {
  const { address, user } = order;
  return (
    <Columns>
      <Section aria-labelledby="order-customer">
        <h3 id="order-customer">Customer</h3>
        <DescriptionList>
          <dt>Name</dt>
          <dd>{customerName(order)}</dd>
          <dt>Phone</dt>
          <dd>{user.phone ? <a href={`tel:${user.phone}`}>{user.phone}</a> : 'Not given'}</dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${user.email}`}>{user.email}</a>
          </dd>
        </DescriptionList>
      </Section>
      <Section aria-labelledby="order-address">
        <h3 id="order-address">Delivery address</h3>
        <address css={{ fontStyle: 'normal', lineHeight: 1.5 }}>
          {address.meta.fullName && <div>{address.meta.fullName}</div>}
          <div>{address.addressLine}</div>
          <div>{[address.area, address.town].filter(Boolean).join(', ')}</div>
          {address.county && <div>{address.county}</div>}
          <div>
            <strong>{address.postcode}</strong>
          </div>
          {address.meta.phone && <div>Phone: {address.meta.phone}</div>}
        </address>
      </Section>
    </Columns>
  );
}

/** The order's status changes, oldest first. */
export const OrderTimeline = observer(function OrderTimeline({ orderId }: { orderId: string }) {
  const orders = useStore(OrdersStore);
  const read = useCached(orders.getOrderTimeline(orderId));
  return (
    <Section aria-labelledby="order-timeline">
      <h3 id="order-timeline">Timeline</h3>
      {read.error && !read.data ? (
        <ErrorState title="The timeline could not be loaded" error={read.error} onRetry={() => void read.refetch()} />
      ) : !read.data ? (
        <SkeletonRows rows={3} height="1.5rem" label="Loading timeline" />
      ) : read.data.length === 0 ? (
        <p>No status changes recorded yet.</p>
      ) : (
        <Timeline>
          {read.data.map((entry) => (
            <li key={`${entry.at}:${entry.to}`}>
              {entry.from === null ? 'Placed' : ORDER_STATUS_LABELS[entry.to]}
              <small>
                {formatDateTime(entry.at)}
                {entry.by ? ` · ${entry.by}` : ''}
              </small>
            </li>
          ))}
        </Timeline>
      )}
    </Section>
  );
});
