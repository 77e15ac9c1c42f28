import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { useStore, useStores } from '@/stores/stores-context';
import { type OrderView } from '../stores/order-display';
import { OrdersStore } from '../stores/orders-store';
import { useOrderParams } from './order-filters';
import { OrderList } from './order-list';
import { OrderPanel } from './order-panel';
import { PrepList } from './prep-list';

const VIEWS: { value: OrderView; label: string }[] = [
  { value: 'order', label: 'Orders' },
  { value: 'prep-list', label: 'Prep list' },
];

/** Order processing: the view toggle (orders by default, or the day's prep list) and the single-order panel. */
export const OrdersScreen = observer(function OrdersScreen() {
  const orders = useStore(OrdersStore);
  const { live } = useStores();
  const { state, update } = useOrderParams();
  useEffect(() => orders.setView(state.view), [orders, state.view]);
  // An order opened is no longer new.
  useEffect(() => {
    if (state.orderId) live.markSeen(state.orderId);
  }, [live, state.orderId]);
  return (
    <>
      <Tabs
        label="Order view"
        items={VIEWS}
        value={orders.view}
        controls="orders-view"
        onChange={(view) => update({ view: view === 'order' ? undefined : view })}
      />
      <div id="orders-view" role="tabpanel" css={{ marginTop: '1rem' }}>
        {orders.view === 'order' ? <OrderList /> : <PrepList />}
      </div>
      {state.orderId && <OrderPanel orderId={state.orderId} onClose={() => update({ order: undefined })} />}
    </>
  );
});
