import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { useCached } from '@/stores/base/use-cached';
import { useStore, useStores } from '@/stores/stores-context';
import {
  formatPauseEnd,
  KitchenControlsStore,
  PAUSE_CHOICES,
  type PauseChoice,
  pauseUntil,
} from '../stores/kitchen-controls-store';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1rem;
  > div {
    min-width: 12rem;
  }
`;

/**
 * "Pause new orders" for the Orders screen and the dashboard: whether the storefront takes orders, a pause until
 * resumed or for some hours, and Resume. Shown to members who may view orders; changed by those who may manage them.
 */
export const PauseOrders = observer(function PauseOrders() {
  return useStores().auth.can('orders.view') ? <PauseCard /> : null;
});

const PauseCard = observer(function PauseCard() {
  const store = useStore(KitchenControlsStore);
  const { auth } = useStores();
  const read = useCached(store.getKitchenControls());
  const [choice, setChoice] = useState<PauseChoice>('resumed');
  const pause = read.data?.pause;
  if (!pause) return null;
  const canManage = auth.can('orders.manage');

  if (pause.paused) {
    return (
      <Card
        aria-label="New orders"
        title={
          <>
            New orders paused <Badge tone="warning">Paused</Badge>
          </>
        }
        description={
          pause.until
            ? `Your storefront is not taking orders. Back at ${formatPauseEnd(pause.until)} (UK time).`
            : 'Your storefront is not taking orders until you resume.'
        }
        actions={
          canManage && (
            <Button
              variant="primary"
              disabled={store.isPending('resumeOrders')}
              onClick={() => void store.resumeOrders()}
            >
              Resume orders
            </Button>
          )
        }
      />
    );
  }

  return (
    <Card
      aria-label="New orders"
      title="Taking orders"
      description="Pause new orders when you need a break: your storefront stops taking orders at once."
    >
      {canManage && (
        <Row>
          <Select
            label="Pause for"
            options={PAUSE_CHOICES.map(({ value, label }) => ({ value, label }))}
            value={choice}
            onChange={(event) => setChoice(event.target.value as PauseChoice)}
          />
          <Button
            variant="secondary"
            disabled={store.isPending('pauseOrders')}
            onClick={() => void store.pauseOrders(pauseUntil(choice, new Date()))}
          >
            Pause new orders
          </Button>
        </Row>
      )}
    </Card>
  );
});
