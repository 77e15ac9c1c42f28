import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { apiError, json, ok } from '@/testing/fake-fetch';
import { fieldRefusal } from '@/testing/field-refusal';
import { createTestRootStore } from '@/testing/test-root-store';
import { DeliveryZonesStore, nextZoneLabel, ZONE_TOASTS } from './delivery-zones-store';
import { TREE, ZONES } from './test-fixtures';

const toasts = (store: ReturnType<typeof createTestRootStore>['store']) =>
  store.ui.toasts.map((toast) => [toast.type, toast.message]);

describe('nextZoneLabel', () => {
  it('is the region name and the next running number', () => {
    expect(nextZoneLabel('London', ZONES)).toBe('London 2');
    expect(nextZoneLabel('Wales', ZONES)).toBe('Wales 1');
    expect(nextZoneLabel('London', [{ label: 'London 1' }, { label: 'london 4' }, { label: 'London Bridge' }])).toBe(
      'London 5',
    );
    expect(nextZoneLabel('Yorkshire and The Humber', [{ label: 'Yorkshire and The Humber 2' }])).toBe(
      'Yorkshire and The Humber 3',
    );
  });
});

describe('DeliveryZonesStore', () => {
  it('lists the zones, and says "something  went wrong please try again" when they fail to load', async () => {
    let fail = true;
    const { store } = createTestRootStore({
      'GET /vendor/delivery-zones': () => (fail ? apiError(500, 'Internal error') : ok(ZONES)),
    });
    const zones = store.get(DeliveryZonesStore);
    const read = zones.listDeliveryZones();
    await read.load();
    expect(read.error?.status).toBe(500);
    expect(toasts(store)).toEqual([['error', 'something  went wrong please try again']]);

    fail = false;
    await read.refetch();
    expect(read.data).toEqual(ZONES);
  });

  it('loads the region tree once and searches it in the browser', async () => {
    const { store, calls } = createTestRootStore({ 'GET /vendor/delivery-zones/regions': () => ok(TREE) });
    const zones = store.get(DeliveryZonesStore);
    await Promise.all([zones.listRegions().load(), zones.listRegions().load()]);
    await zones.listRegions().load();
    expect(calls).toHaveLength(1);
    expect(
      zones
        .listRegions()
        .data?.search('peck')
        .map((town) => town.value),
    ).toEqual(['Peckham']);
  });

  it('creates a zone with its fee in pounds, says "success!" and fetches the list again', async () => {
    const created = { ...ZONES[1]!, id: 'z-new', label: 'South East 2' };
    let listed = ZONES;
    const { store, calls } = createTestRootStore({
      'GET /vendor/delivery-zones': () => ok(listed),
      'POST /vendor/delivery-zones': () => {
        listed = [...ZONES, created];
        return json(201, { success: true, status: 'success', data: created });
      },
    });
    const zones = store.get(DeliveryZonesStore);
    const read = zones.listDeliveryZones();
    const stop = autorun(() => void read.data);
    await read.load();

    const result = await zones.createDeliveryZone({ label: 'South East 2', fee: 4.25, townIds: ['t-ashford'] });
    expect(result.ok).toBe(true);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      label: 'South East 2',
      fee: 4.25,
      townIds: ['t-ashford'],
    });
    expect(toasts(store)).toEqual([['success', ZONE_TOASTS.saved]]);
    expect(read.data?.map((zone) => zone.label)).toContain('South East 2');
    await expect.poll(() => calls.filter((call) => call.method === 'GET').length).toBe(2);
    stop();
  });

  it('says "something went wrong" when a save fails and keeps the field messages', async () => {
    const { store } = createTestRootStore({
      'PATCH /vendor/delivery-zones/z-london-1': () =>
        fieldRefusal(409, 'A shipping zone called "South East 1" already exists', {
          label: 'Already used by the zone "South East 1"',
        }),
    });
    const zones = store.get(DeliveryZonesStore);
    const result = await zones.updateDeliveryZone('z-london-1', { label: 'South East 1' });
    expect(result.ok).toBe(false);
    expect(zones.fieldErrors('updateDeliveryZone:z-london-1')).toEqual({
      label: 'Already used by the zone "South East 1"',
    });
    expect(toasts(store)).toEqual([['error', 'something went wrong']]);
  });

  it('deletes a zone from the list with "Shipping zone deleted successfully", or says "Something went wrong"', async () => {
    let fail = false;
    const { store } = createTestRootStore({
      'GET /vendor/delivery-zones': () => ok(ZONES),
      'DELETE /vendor/delivery-zones/z-london-1': () =>
        fail ? apiError(500, 'Internal error') : ok({ id: 'z-london-1' }),
      'DELETE /vendor/delivery-zones/z-south-east-1': () => apiError(500, 'Internal error'),
    });
    const zones = store.get(DeliveryZonesStore);
    await zones.listDeliveryZones().load();
    fail = true;
    expect((await zones.deleteDeliveryZone(ZONES[0]!)).ok).toBe(false);
    fail = false;
    expect((await zones.deleteDeliveryZone(ZONES[0]!)).ok).toBe(true);
    expect(zones.listDeliveryZones().data?.map((zone) => zone.id)).toEqual(['z-south-east-1']);
    expect(toasts(store)).toEqual([
      ['error', 'Something went wrong'],
      ['success', 'Shipping zone deleted successfully'],
    ]);
  });

  it('searches towns on the server while the tree is not loaded', async () => {
    const { store, calls } = createTestRootStore({
      'GET /vendor/delivery-zones/towns': () => ok([]),
    });
    await store.get(DeliveryZonesStore).searchTowns('  Peck ').load();
    expect(calls[0]?.path).toBe('/vendor/delivery-zones/towns');
  });
});
