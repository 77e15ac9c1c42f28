import type { CancellationReason, Order } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { FormActions } from '@/components/ui/toolbar';
import { useStore } from '@/stores/stores-context';
import { CANCELLATION_REASON_LABELS, CANCELLATION_REASONS } from '../stores/order-display';
import { OrdersStore } from '../stores/orders-store';

/** The longest details the server keeps. */
const DETAILS_LIMIT = 500;

const Form = styled.form`
  margin-top: 1rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  display: grid;
  gap: 0.75rem;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** Cancelling an order: a reason (required) and details (optional, at most 500 characters). */
export const CancelOrderForm = observer(function CancelOrderForm({
  order,
  onDone,
}: {
  order: Order;
  onDone: () => void;
}) {
  const orders = useStore(OrdersStore);
  const key = `cancelOrder:${order.id}`;
  const [reason, setReason] = useState<CancellationReason | ''>('');
  const [details, setDetails] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonRef = useRef<HTMLSelectElement>(null);
  useEffect(() => reasonRef.current?.focus(), []);
  useEffect(() => () => orders.clearError(key), [orders, key]);
  const errors = orders.fieldErrors(key);
  const tooLong = details.trim().length > DETAILS_LIMIT;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    if (tooLong) return;
    void orders.cancelOrder(order, reason, details).then((result) => {
      if (result.ok) onDone();
    });
  };

  return (
    <Form aria-labelledby="cancel-order-title" onSubmit={submit} noValidate>
      <h3 id="cancel-order-title">Cancel order {order.reference}</h3>
      <Select
        ref={reasonRef}
        label="Reason"
        placeholder="Choose a reason"
        options={CANCELLATION_REASONS.map((value) => ({ value, label: CANCELLATION_REASON_LABELS[value] }))}
        value={reason}
        error={(missing && !reason ? 'Choose a reason' : undefined) ?? errors.reason}
        onChange={(event) => setReason(event.target.value as CancellationReason)}
      />
      <Textarea
        label="Details (optional)"
        rows={3}
        limit={DETAILS_LIMIT}
        value={details}
        error={tooLong ? `At most ${DETAILS_LIMIT} characters` : errors.details}
        onChange={(event) => setDetails(event.target.value)}
      />
      <FormActions>
        <Button variant="secondary" onClick={onDone}>
          Keep order
        </Button>
        <Button type="submit" variant="danger" disabled={orders.isPending(key)}>
          Cancel order
        </Button>
      </FormActions>
    </Form>
  );
});
