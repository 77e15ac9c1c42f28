import { createHash } from 'node:crypto';
import { matchTowns, TOWN_SEARCH_LIMIT, townSearchKeys } from '@vendor/api-types';
import type { TownSearchKeys, TownSearchResult } from '@vendor/api-types';
import type { PrismaClient } from '../../generated/prisma/client.ts';

/** A town with its name as the town search compares it. */
export interface PlaceTown extends TownSearchKeys {
  id: string;
  name: string;
  slug: string;
  areaId: string;
}

export interface PlaceIndex {
  /** The whole regionTree answer, serialised once: `{success, status, data: [...]}`. */
  json: string;
  etag: string;
  towns: PlaceTown[];
  areas: Map<string, { id: string; name: string; regionId: string }>;
  regions: Map<string, { id: string; name: string }>;
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en-GB') || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Reads the place tables (reference data, never changed by the API) and builds the tree and the search index. */
async function buildPlaceIndex(prisma: PrismaClient): Promise<PlaceIndex> {
  const [regionRows, areaRows, townRows] = await Promise.all([
    prisma.region.findMany({ select: { id: true, name: true } }),
    prisma.area.findMany({ select: { id: true, name: true, regionId: true } }),
    prisma.town.findMany({ select: { id: true, name: true, slug: true, areaId: true } }),
  ]);
  regionRows.sort(byName);
  areaRows.sort(byName);
  townRows.sort(byName);

  const townsByArea = new Map<string, typeof townRows>();
  for (const t of townRows) {
    const list = townsByArea.get(t.areaId);
    if (list) list.push(t);
    else townsByArea.set(t.areaId, [t]);
  }
  const areasByRegion = new Map<string, typeof areaRows>();
  for (const a of areaRows) {
    const list = areasByRegion.get(a.regionId);
    if (list) list.push(a);
    else areasByRegion.set(a.regionId, [a]);
  }
  const data = regionRows.map((r) => ({
    id: r.id,
    value: r.name,
    children: (areasByRegion.get(r.id) ?? []).map((a) => ({
      id: a.id,
      value: a.name,
      children: (townsByArea.get(a.id) ?? []).map((t) => ({ id: t.id, value: t.name, slug: t.slug })),
    })),
  }));
  const json = JSON.stringify({ success: true, status: 'success', data });
  const etag = `"places-${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;

  return {
    json,
    etag,
    towns: townRows.map((t) => ({ id: t.id, name: t.name, slug: t.slug, areaId: t.areaId, ...townSearchKeys(t.name) })),
    areas: new Map(areaRows.map((a) => [a.id, a])),
    regions: new Map(regionRows.map((r) => [r.id, r])),
  };
}

/**
 * The place tree is reference data: it is read from the database once per server (per app instance, so tests with
 * their own databases stay independent) and kept in memory, already serialised.
 */
export function placeCache(prisma: PrismaClient): () => Promise<PlaceIndex> {
  let pending: Promise<PlaceIndex> | undefined;
  return () => {
    if (!pending) {
      pending = buildPlaceIndex(prisma);
      // A failed build (database briefly down) is retried on the next call rather than cached.
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };
}

/** Towns matching the text as the contract's town search ranks them (towns are kept sorted by name). */
export function searchTowns(index: PlaceIndex, text: string, limit = TOWN_SEARCH_LIMIT): TownSearchResult[] {
  return matchTowns(index.towns, text, limit).map((t) => {
    const area = index.areas.get(t.areaId);
    const region = area ? index.regions.get(area.regionId) : undefined;
    return {
      id: t.id,
      value: t.name,
      slug: t.slug,
      parent: t.areaId,
      area: { id: t.areaId, value: area?.name ?? '' },
      region: { id: region?.id ?? area?.regionId ?? '', value: region?.name ?? '' },
    };
  });
}
