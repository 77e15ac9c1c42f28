import { matchTowns, normaliseTownSearch, TOWN_SEARCH_LIMIT, townSearchKeys } from '@vendor/api-types';
import type { Region, TownSearchKeys, TownSearchResult } from '@vendor/api-types';

export type { Region };

/** At most this many matching cities are shown, as the server's town search answers. */
export { TOWN_SEARCH_LIMIT };

/** A town of the tree, with its name as the town search compares it. */
export interface PlaceTown extends TownSearchKeys {
  id: string;
  value: string;
  slug: string;
  areaId: string;
  areaName: string;
  regionId: string;
  regionName: string;
}

export interface PlaceArea {
  id: string;
  value: string;
  regionId: string;
  /** Town ids in the tree's (alphabetical) order. */
  townIds: string[];
}

export interface PlaceRegion {
  id: string;
  value: string;
  areaIds: string[];
}

/** Lower-cased, trimmed, inner spaces collapsed: how a typed search is compared. */
export const normaliseSearch = normaliseTownSearch;

/**
 * The UK place tree (regions → areas → towns) indexed for the zone modal: lookups by id and a town search that answers
 * in the browser, ranked like the server's searchTowns (exact name, then prefix, then a word starting with the text,
 * then containing it; alphabetical within each group), so searching never waits for the network.
 */
export class PlaceIndex {
  readonly regions: PlaceRegion[];
  readonly areas = new Map<string, PlaceArea>();
  readonly towns = new Map<string, PlaceTown>();
  private readonly regionById = new Map<string, PlaceRegion>();
  /** Every town, alphabetical, for the search. */
  private readonly byName: PlaceTown[];

  constructor(tree: Region[]) {
    this.regions = tree.map((region) => {
      for (const area of region.children) {
        this.areas.set(area.id, {
          id: area.id,
          value: area.value,
          regionId: region.id,
          townIds: area.children.map((town) => town.id),
        });
        for (const town of area.children) {
          this.towns.set(town.id, {
            id: town.id,
            value: town.value,
            slug: town.slug,
            areaId: area.id,
            areaName: area.value,
            regionId: region.id,
            regionName: region.value,
            ...townSearchKeys(town.value),
          });
        }
      }
      const entry = { id: region.id, value: region.value, areaIds: region.children.map((area) => area.id) };
      this.regionById.set(region.id, entry);
      return entry;
    });
    const collator = new Intl.Collator('en-GB');
    this.byName = [...this.towns.values()].sort(
      (a, b) => collator.compare(a.value, b.value) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
    );
  }

  region(id: string | null | undefined): PlaceRegion | undefined {
    return id ? this.regionById.get(id) : undefined;
  }

  /** Towns whose name matches the text, best first, at most `limit`. */
  search(text: string, limit = TOWN_SEARCH_LIMIT): TownSearchResult[] {
    return matchTowns(this.byName, text, limit).map((town) => ({
      id: town.id,
      value: town.value,
      slug: town.slug,
      parent: town.areaId,
      area: { id: town.areaId, value: town.areaName },
      region: { id: town.regionId, value: town.regionName },
    }));
  }

  /** The region most of these towns are in (a zone is built within one region), or null when none is known. */
  mainRegionOf(townIds: Iterable<string>): string | null {
    const counts = new Map<string, number>();
    for (const id of townIds) {
      const regionId = this.towns.get(id)?.regionId;
      if (regionId) counts.set(regionId, (counts.get(regionId) ?? 0) + 1);
    }
    let best: string | null = null;
    let bestCount = 0;
    for (const [regionId, count] of counts) {
      if (count > bestCount) [best, bestCount] = [regionId, count];
    }
    return best;
  }
}
