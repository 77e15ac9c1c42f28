import type {
  CreateDeliveryZoneRequest as CreateDeliveryZoneBody,
  DeliveryZone,
  UpdateDeliveryZoneRequest as UpdateDeliveryZoneBody,
} from '@vendor/api-types';
import { unwrap } from '@/lib/api-client';
import { Store } from '@/stores/base/store';
import { normaliseSearch, PlaceIndex } from './place-index';

export type { DeliveryZone, CreateDeliveryZoneBody, UpdateDeliveryZoneBody };

/** The shipping zone toasts, word for word. */
export const ZONE_TOASTS = {
  /** Two spaces, as the product has always said it. */
  loadFailed: 'something  went wrong please try again',
  saveFailed: 'something went wrong',
  saved: 'success!',
  deleteFailed: 'Something went wrong',
  deleted: 'Shipping zone deleted successfully',
} as const;

/**
 * The place tree is reference data the server marks cacheable for an hour (with an ETag), so it is kept for the
 * whole visit instead of the usual minute: reopening the zone modal never waits for 5,705 towns again.
 */
const REGION_TREE_KEEP_MS = 60 * 60 * 1000;

interface ChangeOptions {
  /** No toast: a step of a larger save that reports once for the whole. */
  quiet?: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The label a new zone gets in a region: the region's name and the next running number after those already used
 * ("London 1" and "London 2" exist, so "London 3").
 */
export function nextZoneLabel(regionName: string, zones: readonly Pick<DeliveryZone, 'label'>[]): string {
  const pattern = new RegExp(`^${escapeRegExp(regionName.trim())}\\s+(\\d+)$`, 'i');
  let highest = 0;
  for (const zone of zones) {
    const match = pattern.exec(zone.label.trim());
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${regionName} ${highest + 1}`;
}

/** Shipping (delivery) zones of the kitchen and the UK place tree they are built from. */
export class DeliveryZonesStore extends Store {
  listDeliveryZones() {
    return this.cached('listDeliveryZones', async () => {
      try {
        return (await unwrap(this.root.api.GET('/vendor/delivery-zones'))).data;
      } catch (error) {
        this.root.ui.error(ZONE_TOASTS.loadFailed);
        throw error;
      }
    });
  }

  /** The whole region tree, indexed for browsing and searching in the browser. */
  listRegions() {
    return this.cached(
      'listRegions',
      async () => new PlaceIndex((await unwrap(this.root.api.GET('/vendor/delivery-zones/regions'))).data),
      REGION_TREE_KEEP_MS,
    );
  }

  /** The server's town search: used only while the region tree is not in the browser. */
  searchTowns(search: string) {
    const text = normaliseSearch(search);
    return this.cached(`searchTowns?${text}`, async () => {
      const body = await unwrap(
        this.root.api.GET('/vendor/delivery-zones/towns', { params: { query: { search: text } } }),
      );
      return body.data;
    });
  }

  async createDeliveryZone(body: CreateDeliveryZoneBody, { quiet = false }: ChangeOptions = {}) {
    const result = await this.run(
      'createDeliveryZone',
      async () => (await unwrap(this.root.api.POST('/vendor/delivery-zones', { body }))).data,
      quiet ? {} : { success: ZONE_TOASTS.saved, failure: ZONE_TOASTS.saveFailed },
    );
    if (result.ok) this.applyZone(result.data);
    return result;
  }

  async updateDeliveryZone(id: string, body: UpdateDeliveryZoneBody, { quiet = false }: ChangeOptions = {}) {
    const result = await this.run(
      `updateDeliveryZone:${id}`,
      async () =>
        (await unwrap(this.root.api.PATCH('/vendor/delivery-zones/{id}', { params: { path: { id } }, body }))).data,
      quiet ? {} : { success: ZONE_TOASTS.saved, failure: ZONE_TOASTS.saveFailed },
    );
    if (result.ok) this.applyZone(result.data);
    return result;
  }

  async deleteDeliveryZone(zone: Pick<DeliveryZone, 'id'>) {
    const result = await this.run(
      `deleteDeliveryZone:${zone.id}`,
      () => unwrap(this.root.api.DELETE('/vendor/delivery-zones/{id}', { params: { path: { id: zone.id } } })),
      { success: ZONE_TOASTS.deleted, failure: ZONE_TOASTS.deleteFailed },
    );
    if (result.ok) {
      const list = this.listDeliveryZones();
      if (list.data) list.set(list.data.filter((item) => item.id !== zone.id));
      this.invalidate('listDeliveryZones');
    }
    return result;
  }

  /** The failure toast of a save whose steps ran quietly. */
  reportSaveFailure(): void {
    this.root.ui.error(ZONE_TOASTS.saveFailed);
  }

  /** Shows a saved zone at once, then fetches the list again so it matches the server. */
  private applyZone(zone: DeliveryZone): void {
    const list = this.listDeliveryZones();
    if (list.data) {
      const index = list.data.findIndex((item) => item.id === zone.id);
      list.set(index === -1 ? [...list.data, zone] : list.data.map((item) => (item.id === zone.id ? zone : item)));
    }
    this.invalidate('listDeliveryZones');
  }
}
