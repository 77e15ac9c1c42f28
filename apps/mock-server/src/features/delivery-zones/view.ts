import type { DeliveryZone as DeliveryZoneDto } from '@vendor/api-types';
import type { Prisma } from '../../generated/prisma/client.ts';
import { toPounds } from '../../lib/money.ts';

export type { DeliveryZoneDto };

/** What toZoneDto needs; pass it as `include` to every zone query that answers a zone. */
export const zoneInclude = {
  towns: { include: { town: { select: { id: true, name: true, slug: true, areaId: true } } } },
} satisfies Prisma.DeliveryZoneInclude;

type ZoneRow = Prisma.DeliveryZoneGetPayload<{ include: typeof zoneInclude }>;

/** A zone as the wire shows it: fee in pounds, towns alphabetical with their area as parent. */
export function toZoneDto(zone: ZoneRow): DeliveryZoneDto {
  return {
    id: zone.id,
    label: zone.label,
    fee: toPounds(zone.feePence),
    towns: zone.towns
      .map((zt) => ({ id: zt.town.id, value: zt.town.name, slug: zt.town.slug, parent: zt.town.areaId }))
      .sort((a, b) => a.value.localeCompare(b.value, 'en-GB') || a.id.localeCompare(b.id)),
  };
}
