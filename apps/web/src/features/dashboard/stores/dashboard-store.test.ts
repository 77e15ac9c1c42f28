import { describe, expect, it } from 'vitest';
import { apiError, ok } from '@/testing/fake-fetch';
import { createTestRootStore } from '@/testing/test-root-store';
import { DashboardStore } from './dashboard-store';

const statistics = {
  orders: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  revenue: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120.5],
  months: Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}`),
  totalRevenue: 780.5,
  totalCustomers: 42,
  totalOrders: 78,
};

describe('DashboardStore', () => {
  it('loads the statistics once for concurrent callers', async () => {
    const { store, calls } = createTestRootStore(
      { 'GET /vendor/dashboard/statistics': () => ok(statistics) },
      { accessToken: 'a' },
    );
    const dashboard = store.get(DashboardStore);
    const read = dashboard.getDashboardStatistics();
    const first = read.load();
    expect(read.isLoading).toBe(true);
    await Promise.all([first, dashboard.getDashboardStatistics().load()]);
    expect(calls).toHaveLength(1);
    expect(read.data).toEqual(statistics);
    expect(read.isLoading).toBe(false);
  });

  it('keeps the error when loading fails', async () => {
    const { store } = createTestRootStore(
      { 'GET /vendor/dashboard/statistics': () => apiError(403, 'Missing permission dashboard.view') },
      { accessToken: 'a' },
    );
    const read = store.get(DashboardStore).getDashboardStatistics();
    await read.load();
    expect(read.data).toBeUndefined();
    expect(read.error?.message).toBe('Missing permission dashboard.view');
  });
});
