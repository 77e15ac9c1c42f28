import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fake-fetch';
import { fieldRefusal } from '@/testing/field-refusal';
import { createTestRootStore } from '@/testing/test-root-store';
import { holidayRange } from '../components/kitchen-controls-settings';
import { type KitchenControls, KitchenControlsStore } from './kitchen-controls-store';

const base: KitchenControls = {
  pause: { paused: false, until: null },
  holidays: [],
  capacity: { dailyCapacity: null, unit: 'orders' },
};

describe('KitchenControlsStore', () => {
  it('adds and removes holiday dates and saves the capacity, each answer replacing what the screens show', async () => {
    const holiday = { id: 'h1', startDate: '2026-12-24', endDate: '2026-12-27' };
    const { store, calls } = createTestRootStore(
      {
        'GET /vendor/kitchen-controls': () => ok(base),
        'POST /vendor/kitchen-controls/holidays': () => ok({ ...base, holidays: [holiday] }),
        'DELETE /vendor/kitchen-controls/holidays/h1': () => ok(base),
        'PUT /vendor/kitchen-controls/capacity': () =>
          ok({ ...base, capacity: { dailyCapacity: 30, unit: 'portions' } }),
      },
      { accessToken: 'a' },
    );
    const controls = store.get(KitchenControlsStore);
    const read = controls.getKitchenControls();
    await read.load();
    await controls.addKitchenHoliday({ startDate: '2026-12-24', endDate: '2026-12-27' });
    expect(read.data?.holidays).toEqual([holiday]);
    await controls.deleteKitchenHoliday('h1');
    expect(read.data?.holidays).toEqual([]);
    await controls.saveDailyCapacity({ dailyCapacity: 30, unit: 'portions' });
    expect(read.data?.capacity).toEqual({ dailyCapacity: 30, unit: 'portions' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /vendor/kitchen-controls',
      'POST /vendor/kitchen-controls/holidays',
      'DELETE /vendor/kitchen-controls/holidays/h1',
      'PUT /vendor/kitchen-controls/capacity',
    ]);
    expect(store.ui.toasts.map((t) => t.message)).toEqual([
      'Holiday dates added',
      'Holiday dates removed',
      'Daily capacity saved',
    ]);
  });

  it("keeps the server's field message of a refused holiday for the form", async () => {
    const { store } = createTestRootStore(
      {
        'POST /vendor/kitchen-controls/holidays': () =>
          fieldRefusal(422, 'The last day must not be before the first', { endDate: 'Must not be before 2026-12-24' }),
      },
      { accessToken: 'a' },
    );
    const controls = store.get(KitchenControlsStore);
    const result = await controls.addKitchenHoliday({ startDate: '2026-12-24', endDate: '2026-12-20' });
    expect(result.ok).toBe(false);
    expect(controls.fieldErrors('addKitchenHoliday')).toEqual({ endDate: 'Must not be before 2026-12-24' });
  });

  it('says a holiday range in words, one day once', () => {
    expect(holidayRange('2026-12-24', '2026-12-27')).toBe('24 Dec 2026 – 27 Dec 2026');
    expect(holidayRange('2026-12-25', '2026-12-25')).toBe('25 Dec 2026');
  });
});
