import type { Order } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PrinterIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useCached } from '@/stores/base/use-cached';
import { useStore, useStores } from '@/stores/stores-context';
import {
  CANCELLABLE,
  CANCELLATION_REASON_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONES,
} from '../stores/order-display';
import { OrdersStore } from '../stores/orders-store';
import { CancelOrderForm } from './cancel-order-form';
import { OrderLabels } from './order-labels';
import { OrderCustomer, OrderItems, OrderTimeline, Section } from './order-sections';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1rem;
  > button {
    min-height: 2.5rem;
  }
  ${({ theme }) => theme.media.mobile} {
    > button {
      flex: 1 1 100%;
    }
  }
`;

const Cancellation = styled(Section)`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  p {
    margin: 0.25rem 0 0;
  }
`;

function OrderBody({ order, onLabels }: { order: Order; onLabels: () => void }) {
  const orders = useStore(OrdersStore);
  const canManage = useStores().auth.can('orders.manage');
  const [cancelling, setCancelling] = useState(false);
  const stage = orders.stageFor(order);
  const cancellable = CANCELLABLE.includes(order.status);
  return (
    <>
      <Summary>
        <Badge tone={ORDER_STATUS_TONES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
        <span>Placed {formatDateTime(order.createdAt)}</span>
      </Summary>

      {order.cancellation && (
        <Cancellation aria-labelledby="order-cancellation">
          <h3 id="order-cancellation">Cancelled: {CANCELLATION_REASON_LABELS[order.cancellation.reason]}</h3>
          {order.cancellation.details && <p>{order.cancellation.details}</p>}
          <p>
            <small>{formatDateTime(order.cancellation.cancelledAt)}</small>
          </p>
        </Cancellation>
      )}

      <Actions>
        {canManage && stage && (
          <Button
            data-stage={stage.stage}
            disabled={orders.isPending(`updateOrderStatus:${order.id}`)}
            onClick={() => void orders.updateOrderStatus(order)}
          >
            {stage.action}
          </Button>
        )}
        <Button variant="secondary" onClick={onLabels}>
          <PrinterIcon size={18} /> Allergen labels
        </Button>
        {canManage && cancellable && !cancelling && (
          <Button variant="ghost" onClick={() => setCancelling(true)}>
            Cancel order…
          </Button>
        )}
      </Actions>
      {cancelling && cancellable && <CancelOrderForm order={order} onDone={() => setCancelling(false)} />}

      <OrderItems order={order} />
      <OrderCustomer order={order} />
      <OrderTimeline orderId={order.id} />
    </>
  );
}

/** The single-order panel: what was ordered, by whom, where it goes, its money and history, and its next move. */
export const OrderPanel = observer(function OrderPanel({
  orderId,
  reference,
  onClose,
}: {
  orderId: string;
  /** Known from the list row, so the title is right before the order loads. */
  reference?: string;
  onClose: () => void;
}) {
  const orders = useStore(OrdersStore);
  const read = useCached(orders.getOrder(orderId));
  const [labels, setLabels] = useState(false);
  const name = read.data?.reference ?? reference;
  const title = labels ? `Labels for ${name ?? 'order'}` : name ? `Order ${name}` : 'Order';
  return (
    <Modal open title={title} onClose={onClose} maxWidth="48rem">
      {labels ? (
        <OrderLabels orderId={orderId} onBack={() => setLabels(false)} />
      ) : read.error && !read.data ? (
        <ErrorState title="This order could not be loaded" error={read.error} onRetry={() => void read.refetch()} />
      ) : !read.data ? (
        <SkeletonRows rows={6} label="Loading order" />
      ) : (
        <OrderBody order={read.data} onLabels={() => setLabels(true)} />
      )}
    </Modal>
  );
});
