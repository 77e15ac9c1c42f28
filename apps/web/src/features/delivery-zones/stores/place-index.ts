import type { Region, TownSearchResult } from '@vendor/api-types';

export type { Region };

/** At most this many matching cities are shown, as the server's town search answers. */
export const TOWN_SEARCH_LIMIT = 20;

export interface PlaceTown {
  id: string;
  value: string;
  slug: string;
  areaId: string;
  areaName: string;
  regionId: string;
  regionName: string;
  /** Lower-case name, for searching. */
  key: string;
  /** Lower-case words of the name (split on spaces, hyphens, apostrophes, dots, brackets). */
  words: string[];
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

const WORD_BREAK = /[\s\-'’.()/,]+/;

/** Lower-cased, trimmed, inner spaces collapsed: how a typed search is compared. */
export const normaliseSearch = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

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
          const key = town.value.toLowerCase();
          this.towns.set(town.id, {
            id: town.id,
            value: town.value,
            slug: town.slug,
            areaId: area.id,
            areaName: area.value,
            regionId: region.id,
            regionName: region.value,
            key,
            words: key.split(WORD_BREAK).filter(Boolean),
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
    const query = normaliseSearch(text);
    if (!query) return [];
    const groups: PlaceTown[][] = [[], [], [], []];
    for (const town of this.byName) {
      if (town.key === query) groups[0]!.push(town);
      else if (town.key.startsWith(query)) groups[1]!.push(town);
      else if (town.words.some((word) => word.startsWith(query))) groups[2]!.push(town);
      else if (town.key.includes(query)) groups[3]!.push(town);
    }
    return groups
      .flat()
      .slice(0, limit)
      .map((town) => ({
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
