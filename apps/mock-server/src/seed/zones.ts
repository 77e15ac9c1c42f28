// The kitchens' delivery zones, written by hand in data/zones.json (by kitchen key), and the rows they make.
import zones from './data/zones.json' with { type: 'json' };
import type { Kitchen } from './kitchens.ts';
import { type SeedContext, townAt } from './rows.ts';
import { addMs, DAY_MS, type KitchenKey, seedId, typedTable } from './util.ts';

export interface ZoneSpec {
  key: string;
  label: string;
  feePence: number;
  /** [area, town, postcode district] */
  towns: [string, string, string][];
}

/** Each seeded kitchen's delivery zones, by the kitchen's key. */
export const ZONES = typedTable<ZoneSpec[], KitchenKey>(zones);

/** A kitchen's zones with their towns; remembers each town's fee and postcode district for its customers. */
export function addZones(ctx: SeedContext, kitchen: Kitchen): void {
  const { d } = ctx;
  const { spec } = kitchen;
  spec.zones.forEach((z, zi) => {
    const zoneId = seedId('zone', `${spec.id}:${z.key}`);
    const at = addMs(spec.owner.createdAt, (4 + zi) * DAY_MS);
    d.deliveryZones.push({
      id: zoneId,
      businessId: spec.id,
      label: z.label,
      feePence: z.feePence,
      version: 1,
      createdAt: at,
      updatedAt: at,
    });
    for (const [area, town, district] of z.towns) {
      const t = townAt(ctx, area, town);
      d.deliveryZoneTowns.push({ zoneId, townId: t.id, businessId: spec.id });
      kitchen.feeByTown.set(t.id, z.feePence);
      kitchen.postcodeByTown.set(t.id, district);
    }
  });
}
