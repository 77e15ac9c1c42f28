import { unwrap } from '@/lib/api-client';
import { Store } from '@/stores/base/store';

/** Statistics for the dashboard index. */
export class DashboardStore extends Store {
  getDashboardStatistics() {
    return this.cached('getDashboardStatistics', async () => {
      const body = await unwrap(this.root.api.GET('/vendor/dashboard/statistics'));
      return body.data;
    });
  }
}
