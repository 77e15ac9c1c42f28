import type { components } from '@vendor/api-types';
import type { Prisma } from '../../generated/prisma/client.ts';
import { conflict, unprocessable, type FieldError } from '../../lib/errors.ts';
import { toPounds } from '../../lib/money.ts';

type Tx = Prisma.TransactionClient;
export type DeliveryZoneDto = components['schemas']['DeliveryZone'];

/**
 * Serialises writes of one business that must see each other (zone labels and towns, the weekly schedule): takes
 * the business row's lock for the rest of the transaction. The database constraints stay the last line of defence.
 */
export async function lockBusiness(tx: Tx, businessId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM "businesses" WHERE "id" = ${businessId} FOR UPDATE`;
}

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

export async function loadZone(tx: Tx, businessId: string, id: string): Promise<DeliveryZoneDto> {
  const zone = await tx.deliveryZone.findFirstOrThrow({ where: { id, businessId }, include: zoneInclude });
  return toZoneDto(zone);
}

/** Labels are unique within a business, ignoring case and surrounding spaces: the clash message names zones by label. */
export async function assertLabelFree(tx: Tx, businessId: string, label: string, exceptZoneId?: string): Promise<void> {
  const holder = await tx.deliveryZone.findFirst({
    where: {
      businessId,
      label: { equals: label, mode: 'insensitive' },
      ...(exceptZoneId ? { id: { not: exceptZoneId } } : {}),
    },
    select: { label: true },
  });
  if (holder) {
    throw conflict(`A shipping zone called "${holder.label}" already exists`, [
      { field: 'label', error: `Already used by the zone "${holder.label}"` },
    ]);
  }
}

/**
 * Checks the towns exist (422 naming `townIds.N`) and that none is in another zone of the business (409 naming the
 * zone). Returns the towns' names by id.
 */
export async function assertTownsFree(
  tx: Tx,
  businessId: string,
  townIds: string[],
  exceptZoneId?: string,
): Promise<Map<string, string>> {
  const towns = await tx.town.findMany({ where: { id: { in: townIds } }, select: { id: true, name: true } });
  const names = new Map(towns.map((t) => [t.id, t.name]));
  const unknown: FieldError[] = [];
  townIds.forEach((id, i) => {
    if (!names.has(id)) unknown.push({ field: `townIds.${i}`, error: 'Unknown town' });
  });
  if (unknown.length) {
    throw unprocessable(
      unknown.length === 1 ? `${unknown[0]!.field}: Unknown town` : `${unknown.length} of the towns are unknown`,
      unknown,
    );
  }

  const taken = await tx.deliveryZoneTown.findMany({
    where: { businessId, townId: { in: townIds }, ...(exceptZoneId ? { zoneId: { not: exceptZoneId } } : {}) },
    select: { townId: true, zone: { select: { label: true } } },
  });
  if (taken.length) {
    const zoneOf = new Map(taken.map((t) => [t.townId, t.zone.label]));
    const errors: FieldError[] = [];
    townIds.forEach((id, i) => {
      const label = zoneOf.get(id);
      if (label !== undefined)
        errors.push({ field: `townIds.${i}`, error: `${names.get(id)} is already in the zone "${label}"` });
    });
    const more =
      errors.length > 1
        ? ` (and ${errors.length - 1} more town${errors.length > 2 ? 's are' : ' is'} in other zones)`
        : '';
    throw conflict(`${errors[0]!.error}${more}`, errors);
  }
  return names;
}

/** Lists town names for an audit description, shortened after a few. */
export function nameList(names: string[], max = 5): string {
  const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en-GB'));
  return sorted.length <= max
    ? sorted.join(', ')
    : `${sorted.slice(0, max).join(', ')} and ${sorted.length - max} more`;
}

export const formatPounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
