import { unwrap } from '@/lib/api-client';
import { Store } from '@/stores/base/store';
import type { RootStore } from '@/stores/root-store';

/** Statistics for the dashboard index. */
export class DashboardStore extends Store {
  constructor(root: RootStore) {
    super(root);
    // A new order or a cancellation changes the figures: fetched again when shown.
    root.live.onOrdersChanged(() => this.invalidate('getDashboardStatistics'));
  }

  getDashboardStatistics() {
    return this.cached('getDashboardStatistics', async () => {
      const body = await unwrap(this.root.api.GET('/vendor/dashboard/statistics'));
      return body.data;
    });
  }
}
