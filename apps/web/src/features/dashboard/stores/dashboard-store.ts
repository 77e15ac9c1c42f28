import { makeAutoObservable, runInAction } from 'mobx';
import type { components } from '@vendor/api-types';
import { unwrap } from '@/lib/api-client';
import { toApiError, type ApiError } from '@/lib/api-error';
import type { RootStore } from '@/stores/root-store';

/** GET /vendor/dashboard/statistics data: twelve months, oldest first, revenue in pounds. */
export type DashboardStatistics = components['schemas']['DashboardStatistics'];

/** Statistics for the dashboard index. */
export class DashboardStore {
  statistics: DashboardStatistics | null = null;
  isLoading = false;
  error: ApiError | null = null;
  private request: Promise<void> | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<DashboardStore, 'root' | 'request'>(this, { root: false, request: false });
  }

  /** Loads the statistics; concurrent calls share one request. */
  fetchStatistics(): Promise<void> {
    if (this.request) return this.request;
    this.isLoading = true;
    this.error = null;
    this.request = unwrap(this.root.api.GET('/vendor/dashboard/statistics'))
      .then((body) => {
        runInAction(() => {
          this.statistics = body.data;
        });
      })
      .catch((cause: unknown) => {
        runInAction(() => {
          this.error = toApiError(cause);
        });
      })
      .finally(() => {
        runInAction(() => {
          this.isLoading = false;
        });
        this.request = null;
      });
    return this.request;
  }
}
