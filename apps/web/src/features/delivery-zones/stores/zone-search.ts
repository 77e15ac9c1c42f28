import type { DeliveryZone, TownSearchResult } from '@vendor/api-types';
import { action, computed, makeObservable, observable } from 'mobx';
import type { ApiError } from '@/lib/api-error';
import type { DeliveryZonesStore } from './delivery-zones-store';
import { normaliseSearch, type PlaceIndex } from './place-index';
import type { TownInfo } from './zone-rules';

/**
 * "Search for a City" in the zone modal: the typed text, the search applied (on Enter or once typing pauses), and the
 * matching cities, found in the place tree once it is in the browser or asked of the server until then.
 */
export class CitySearch {
  text = '';
  applied = '';
  /** Towns met in a server search while the tree was not loaded. */
  private readonly searched = new Map<string, TownInfo>();

  constructor(private readonly store: DeliveryZonesStore) {
    makeObservable(this, {
      text: observable,
      applied: observable,
      matches: computed,
      showsMatches: computed,
      setText: action,
      apply: action,
    });
  }

  private get index(): PlaceIndex | undefined {
    return this.store.listRegions().data;
  }

  /** The server's search for the applied text, while the tree is not in the browser (load it from an effect). */
  get serverSearch() {
    const text = normaliseSearch(this.applied);
    return text && !this.index ? this.store.searchTowns(text) : null;
  }

  /** The matching cities for the applied search: from the tree in the browser, or the server while it loads. */
  get matches(): { towns: TownSearchResult[]; loading: boolean; error: ApiError | null } {
    const text = this.applied;
    if (!normaliseSearch(text)) return { towns: [], loading: false, error: null };
    const index = this.index;
    if (index) return { towns: index.search(text), loading: false, error: null };
    const read = this.serverSearch;
    if (!read) return { towns: [], loading: false, error: null };
    return { towns: read.data ?? [], loading: read.isLoading && !read.error, error: read.data ? null : read.error };
  }

  /** The right panel shows the matching cities while a search is applied, otherwise the chosen ones. */
  get showsMatches(): boolean {
    return normaliseSearch(this.applied) !== '';
  }

  /** What is typed; clearing it shows the chosen cities again at once. */
  setText(text: string): void {
    this.text = text;
    if (!text.trim()) this.applied = '';
  }

  /** Runs the search (Enter, or typing paused for 300 ms). */
  apply(text = this.text): void {
    this.applied = text;
  }

  /** Remembers towns from a server search so they can be added before the tree has loaded. */
  remember(results: TownSearchResult[]): void {
    for (const town of results) {
      this.searched.set(town.id, {
        id: town.id,
        value: town.value,
        areaName: town.area.value,
        regionId: town.region.id,
        regionName: town.region.value,
      });
    }
  }

  /** What is known of a town: from the tree, an earlier server search, or the first of `zones` holding it. */
  describe(id: string, zones: DeliveryZone[]): TownInfo {
    const town = this.index?.towns.get(id);
    if (town) {
      const { value, areaName, regionId, regionName } = town;
      return { id, value, areaName, regionId, regionName };
    }
    const searched = this.searched.get(id);
    if (searched) return searched;
    const held = zones.flatMap((zone) => zone.towns).find((item) => item.id === id);
    return { id, value: held?.value ?? 'Unknown city' };
  }
}
