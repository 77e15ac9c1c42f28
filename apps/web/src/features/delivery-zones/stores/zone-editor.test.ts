import { describe, expect, it } from 'vitest';
import { apiError, json, ok, type RecordedCall } from '@/testing/fake-fetch';
import { fieldRefusal } from '@/testing/field-refusal';
import { createTestRootStore } from '@/testing/test-root-store';
import { type DeliveryZone, DeliveryZonesStore } from './delivery-zones-store';
import { TREE, ZONES } from './test-fixtures';
import { ZoneEditor } from './zone-editor';
import { feeError, ZONE_FIELD_MESSAGES } from './zone-rules';

type Routes = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

async function setup(routes: Routes = {}, zone?: DeliveryZone) {
  const test = createTestRootStore({
    'GET /vendor/delivery-zones': () => ok(ZONES),
    'GET /vendor/delivery-zones/regions': () => ok(TREE),
    ...routes,
  });
  const store = test.store.get(DeliveryZonesStore);
  await Promise.all([store.listDeliveryZones().load(), store.listRegions().load()]);
  return { ...test, zones: store, editor: new ZoneEditor(store, zone) };
}

const created = (body: unknown) =>
  json(201, { success: true, status: 'success', data: { id: 'z-new', fee: 1, towns: [], ...(body as object) } });

describe('feeError', () => {
  it('needs a non-zero amount of pounds, at most £1,000', () => {
    expect(feeError('')).toBe(ZONE_FIELD_MESSAGES.feeMissing);
    expect(feeError('abc')).toBe(ZONE_FIELD_MESSAGES.feeNotMoney);
    expect(feeError('2.555')).toBe(ZONE_FIELD_MESSAGES.feeNotMoney);
    expect(feeError('-1')).toBe(ZONE_FIELD_MESSAGES.feeNotMoney);
    expect(feeError('0')).toBe(ZONE_FIELD_MESSAGES.feeZero);
    expect(feeError('0.00')).toBe(ZONE_FIELD_MESSAGES.feeZero);
    expect(feeError('1000.01')).toBe(ZONE_FIELD_MESSAGES.feeTooHigh);
    expect(feeError('£3.50')).toBeNull();
    expect(feeError('0.01')).toBeNull();
  });
});

describe('ZoneEditor adding a new zone', () => {
  it('names the zone after the region with the next running number', async () => {
    const { editor } = await setup();
    expect(editor.mode).toBe('new');
    expect(editor.title).toBe('Add new zone');
    editor.chooseRegion('r-london');
    expect(editor.label).toBe('London 2');
    editor.chooseRegion('r-south-east');
    expect(editor.label).toBe('South East 2');
    editor.setLabel('South coast');
    editor.chooseRegion('r-london');
    expect(editor.label).toBe('South coast');
  });

  it('asks before switching regions with cities chosen; No keeps them, Yes clears them', async () => {
    const { editor } = await setup();
    editor.chooseRegion('r-london');
    editor.toggleTown('t-brixton');
    editor.chooseRegion('r-south-east');
    expect(editor.pendingRegionId).toBe('r-south-east');
    expect(editor.regionId).toBe('r-london');

    editor.cancelRegionSwitch();
    expect(editor.pendingRegionId).toBeNull();
    expect(editor.chosen).toEqual(['t-brixton']);

    editor.chooseRegion('r-south-east');
    editor.confirmRegionSwitch();
    expect(editor.regionId).toBe('r-south-east');
    expect(editor.chosen).toEqual([]);
  });

  it('adding a searched city from another region asks first, then switches and adds it', async () => {
    const { editor } = await setup();
    editor.toggleTown('t-brixton');
    expect(editor.regionId).toBe('r-london');
    editor.search.setText('Ashford');
    editor.search.apply();
    expect(editor.search.showsMatches).toBe(true);
    expect(editor.search.matches.towns.map((town) => town.value)).toEqual(['Ashford']);
    editor.addTown('t-ashford');
    expect(editor.pendingRegionId).toBe('r-south-east');
    editor.confirmRegionSwitch();
    expect(editor.chosen).toEqual(['t-ashford']);
    expect(editor.label).toBe('South East 2');
  });

  it('chooses every free city of an area at once, leaving those in other zones, and clears them again', async () => {
    const { editor } = await setup();
    editor.chooseRegion('r-london');
    editor.toggleWholeArea('a-southwark');
    expect(editor.chosen).toEqual(['t-east-dulwich']);
    editor.toggleWholeArea('a-southwark');
    expect(editor.chosen).toEqual([]);
  });

  it('shows the chosen cities again as soon as the search is cleared', async () => {
    const { editor } = await setup();
    editor.search.setText('peck');
    editor.search.apply();
    expect(editor.search.showsMatches).toBe(true);
    editor.search.setText('');
    expect(editor.search.showsMatches).toBe(false);
  });

  it('needs a non-zero fee, a name and a city before it saves', async () => {
    const { editor, calls } = await setup();
    expect(await editor.save()).toBe(false);
    expect(editor.errors).toEqual({
      fee: ZONE_FIELD_MESSAGES.feeMissing,
      label: ZONE_FIELD_MESSAGES.labelMissing,
      townIds: ZONE_FIELD_MESSAGES.noTowns,
    });
    editor.setFee('0');
    editor.toggleTown('t-brixton');
    expect(await editor.save()).toBe(false);
    expect(editor.errors).toEqual({ fee: ZONE_FIELD_MESSAGES.feeZero });
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('saves label, fee in pounds and towns', async () => {
    let body: unknown;
    const { editor } = await setup({
      'POST /vendor/delivery-zones': (call) => {
        body = call.body;
        return created(call.body);
      },
    });
    editor.toggleTown('t-brixton');
    editor.toggleTown('t-balham');
    editor.setFee('£4.5');
    expect(await editor.save()).toBe(true);
    expect(body).toEqual({ label: 'London 2', fee: 4.5, townIds: ['t-brixton', 't-balham'] });
  });

  it('shows the server field messages under their fields', async () => {
    const { editor } = await setup({
      'POST /vendor/delivery-zones': () =>
        fieldRefusal(409, 'A shipping zone called "London 1" already exists', {
          label: 'Already used by the zone "London 1"',
        }),
    });
    editor.toggleTown('t-brixton');
    editor.setLabel('london 1');
    editor.setFee('3');
    expect(await editor.save()).toBe(false);
    expect(editor.errors.label).toBe('Already used by the zone "London 1"');
    editor.setLabel('London 9');
    expect(editor.errors.label).toBeUndefined();
  });
});

describe('ZoneEditor with a town already in another zone', () => {
  it('offers the choice instead of adding it', async () => {
    const { editor } = await setup();
    editor.toggleTown('t-peckham');
    expect(editor.chosen).toEqual([]);
    expect(editor.conflict?.town.value).toBe('Peckham');
    expect(editor.conflict?.zone.label).toBe('London 1');
    editor.cancelConflict();
    expect(editor.conflict).toBeNull();
  });

  it('"Add to London 1" turns to London 1 with the cities chosen so far added to it', async () => {
    let patched: unknown;
    const { editor } = await setup({
      'PATCH /vendor/delivery-zones/z-london-1': (call) => {
        patched = call.body;
        return ok({ ...ZONES[0], towns: [] });
      },
    });
    editor.toggleTown('t-east-dulwich');
    editor.addTown('t-peckham');
    editor.resolveConflictByAddingToZone();
    expect(editor.mode).toBe('view');
    expect(editor.title).toBe('London 1');
    expect(editor.fee).toBe('3.50');
    expect(editor.chosen).toEqual(['t-camberwell', 't-peckham', 't-east-dulwich']);
    expect(await editor.save()).toBe(true);
    expect(patched).toEqual({ label: 'London 1', fee: 3.5, townIds: ['t-camberwell', 't-peckham', 't-east-dulwich'] });
  });

  it('"Create new shipping zone" takes the town over: it leaves its zone first, and goes back if the save fails', async () => {
    const order: string[] = [];
    const patches: unknown[] = [];
    let createFails = false;
    const { editor } = await setup({
      'PATCH /vendor/delivery-zones/z-london-1': (call) => {
        order.push('PATCH');
        patches.push(call.body);
        return ok(ZONES[0]);
      },
      'POST /vendor/delivery-zones': (call) => {
        order.push('POST');
        return createFails ? apiError(500, 'Internal error') : created(call.body);
      },
    });
    editor.toggleTown('t-east-dulwich');
    editor.addTown('t-peckham');
    editor.resolveConflictByCreatingZone();
    expect(editor.chosen).toEqual(['t-east-dulwich', 't-peckham']);
    expect(editor.movedFrom('t-peckham')?.label).toBe('London 1');
    editor.setFee('2');

    createFails = true;
    expect(await editor.save()).toBe(false);
    expect(order).toEqual(['PATCH', 'POST', 'PATCH']);
    expect(patches).toEqual([{ townIds: ['t-camberwell'] }, { townIds: ['t-camberwell', 't-peckham'] }]);

    createFails = false;
    order.length = 0;
    expect(await editor.save()).toBe(true);
    expect(order).toEqual(['PATCH', 'POST']);
  });

  it('cannot take over the only town of a zone', async () => {
    const { editor } = await setup();
    editor.addTown('t-chatham');
    expect(editor.conflictEmptiesZone).toBe(true);
    editor.resolveConflictByCreatingZone();
    expect(editor.chosen).toEqual([]);
    expect(editor.conflict?.zone.label).toBe('South East 1');
  });

  it('turns a clash the server reports into the same choice', async () => {
    const taken: DeliveryZone = {
      ...ZONES[1]!,
      towns: [...ZONES[1]!.towns, { id: 't-gillingham', value: 'Gillingham', slug: 'gillingham', parent: 'a-medway' }],
    };
    let zones = ZONES;
    const { editor, zones: store } = await setup({
      'GET /vendor/delivery-zones': () => ok(zones),
      'POST /vendor/delivery-zones': () =>
        fieldRefusal(409, 'Gillingham is already in the zone "South East 1"', {
          'townIds.1': 'Gillingham is already in the zone "South East 1"',
        }),
    });
    editor.toggleTown('t-rainham');
    editor.toggleTown('t-gillingham');
    editor.setFee('4');
    zones = [ZONES[0]!, taken];
    expect(await editor.save()).toBe(false);
    await expect.poll(() => editor.conflict?.town.value).toBe('Gillingham');
    expect(editor.conflict?.zone.label).toBe('South East 1');
    expect(editor.chosen).toEqual(['t-rainham']);
    expect(store.listDeliveryZones().data).toEqual(zones);
  });
});

describe('ZoneEditor viewing a zone', () => {
  it('opens on the zone with its fee, cities and region, and knows when it has changed', async () => {
    const { editor } = await setup({}, ZONES[0]);
    expect(editor.mode).toBe('view');
    expect(editor.title).toBe('London 1');
    expect(editor.regionId).toBe('r-london');
    expect(editor.chosenTowns.map((town) => town.value)).toEqual(['Camberwell', 'Peckham']);
    expect(editor.isDirty).toBe(false);
    editor.setFee('3.5');
    expect(editor.isDirty).toBe(false);
    editor.removeTown('t-peckham');
    expect(editor.isDirty).toBe(true);
  });

  it('a town of the zone itself is not a clash', async () => {
    const { editor } = await setup({}, ZONES[0]);
    editor.removeTown('t-peckham');
    editor.addTown('t-peckham');
    expect(editor.conflict).toBeNull();
    expect(editor.chosen).toContain('t-peckham');
  });
});
