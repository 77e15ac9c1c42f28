import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { setTitleCount } from '@/components/page-title';
import { paths } from '@/config/paths';
import { useStores } from '@/stores/stores-context';

/**
 * Holds the tab's live stream while the dashboard is open (members whose role sees orders), puts the count of new
 * orders in the tab's title, and clears it when the Orders screen is opened.
 */
export const LiveUpdates = observer(function LiveUpdates() {
  const { auth, live } = useStores();
  const { pathname } = useLocation();
  const canSeeOrders = Boolean(auth.user?.role) && auth.can('orders.view');
  const onOrders = pathname.startsWith(paths.dashboard.orders.getHref());

  useEffect(() => {
    if (!canSeeOrders) return undefined;
    live.start();
    return () => live.stop();
  }, [canSeeOrders, live]);

  useEffect(() => {
    if (onOrders) live.clearNew();
  }, [onOrders, live]);

  const count = live.newCount;
  useEffect(() => {
    setTitleCount(count);
    return () => setTitleCount(0);
  }, [count]);
  return null;
});
