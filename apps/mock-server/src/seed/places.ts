import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../env.ts';
import { seedId, slugify } from './util.ts';

/** prisma/data/uk-places.json (GeoNames CC BY 4.0 + ONS OGL v3.0; see prisma/data/README.md). */
export const UK_PLACES_PATH = path.join(ROOT_DIR, 'prisma/data/uk-places.json');

interface PlacesFile {
  source: string;
  regions: { name: string; areas: { name: string; towns: { name: string; lat: number; lng: number }[] }[] }[];
}

export interface RegionRow {
  id: string;
  name: string;
  slug: string;
}
export interface AreaRow {
  id: string;
  name: string;
  slug: string;
  regionId: string;
  lat: number | null;
  lng: number | null;
}
export interface TownRow {
  id: string;
  name: string;
  slug: string;
  areaId: string;
  lat: number;
  lng: number;
}

export interface PlaceRows {
  regions: RegionRow[];
  areas: AreaRow[];
  towns: TownRow[];
  /** Town row by "Area name/Town name". */
  townByAreaAndName: Map<string, TownRow>;
  areaById: Map<string, AreaRow>;
  regionById: Map<string, RegionRow>;
}

export const regionId = (region: string) => seedId('region', region);
export const areaId = (region: string, area: string) => seedId('area', `${region}/${area}`);
export const townId = (region: string, area: string, town: string) => seedId('town', `${region}/${area}/${town}`);

function uniqueSlugs<T>(items: T[], base: (t: T) => string, fallback: (t: T) => string): string[] {
  const count = new Map<string, number>();
  for (const it of items) count.set(base(it), (count.get(base(it)) ?? 0) + 1);
  const used = new Set<string>();
  return items.map((it) => {
    let s = base(it);
    if ((count.get(s) ?? 0) > 1) s = `${s}-${fallback(it)}`;
    let candidate = s;
    for (let n = 2; used.has(candidate); n++) candidate = `${s}-${n}`;
    used.add(candidate);
    return candidate;
  });
}

export function loadPlaces(path: string = UK_PLACES_PATH): PlaceRows {
  const data = JSON.parse(readFileSync(path, 'utf8')) as PlacesFile;
  const regions: RegionRow[] = [];
  const areas: AreaRow[] = [];
  const townInputs: { region: string; area: string; areaSlug: string; name: string; lat: number; lng: number }[] = [];

  const regionSlugs = uniqueSlugs(
    data.regions,
    (r) => slugify(r.name),
    () => 'region',
  );
  data.regions.forEach((r, ri) => {
    regions.push({ id: regionId(r.name), name: r.name, slug: regionSlugs[ri]! });
  });
  const flatAreas = data.regions.flatMap((r) => r.areas.map((a) => ({ region: r.name, area: a })));
  const areaSlugs = uniqueSlugs(
    flatAreas,
    (x) => slugify(x.area.name),
    (x) => slugify(x.region),
  );
  flatAreas.forEach(({ region, area }, ai) => {
    const n = area.towns.length;
    const round = (v: number) => Math.round(v * 1e5) / 1e5;
    areas.push({
      id: areaId(region, area.name),
      name: area.name,
      slug: areaSlugs[ai]!,
      regionId: regionId(region),
      lat: n ? round(area.towns.reduce((s, t) => s + t.lat, 0) / n) : null,
      lng: n ? round(area.towns.reduce((s, t) => s + t.lng, 0) / n) : null,
    });
    for (const t of area.towns) townInputs.push({ region, area: area.name, areaSlug: areaSlugs[ai]!, ...t });
  });

  const townSlugs = uniqueSlugs(
    townInputs,
    (t) => slugify(t.name),
    (t) => t.areaSlug,
  );
  const towns: TownRow[] = townInputs.map((t, i) => ({
    id: townId(t.region, t.area, t.name),
    name: t.name,
    slug: townSlugs[i]!,
    areaId: areaId(t.region, t.area),
    lat: t.lat,
    lng: t.lng,
  }));
  const townByAreaAndName = new Map<string, TownRow>();
  townInputs.forEach((t, i) => townByAreaAndName.set(`${t.area}/${t.name}`, towns[i]!));
  return {
    regions,
    areas,
    towns,
    townByAreaAndName,
    areaById: new Map(areas.map((a) => [a.id, a])),
    regionById: new Map(regions.map((r) => [r.id, r])),
  };
}
