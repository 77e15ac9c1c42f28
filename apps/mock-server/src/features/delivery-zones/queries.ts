import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { conflict, notFound, unprocessable, type FieldError } from '../../lib/errors.ts';
import { type DeliveryZoneDto, toZoneDto, zoneInclude } from './view.ts';

type Tx = Prisma.TransactionClient;

export const listDeliveryZones = (db: PrismaClient, businessId: string) =>
  db.deliveryZone.findMany({
    where: { businessId },
    include: zoneInclude,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });

export async function loadZone(tx: Tx, businessId: string, id: string): Promise<DeliveryZoneDto> {
  const zone = await tx.deliveryZone.findFirstOrThrow({ where: { id, businessId }, include: zoneInclude });
  return toZoneDto(zone);
}

/**
 * Labels are unique within a business, ignoring case and surrounding spaces: the clash message names zones by label.
 */
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

export const createDeliveryZone = (
  tx: Tx,
  businessId: string,
  input: { label: string; feePence: number; townIds: string[] },
) =>
  tx.deliveryZone.create({
    data: {
      businessId,
      label: input.label,
      feePence: input.feePence,
      towns: { createMany: { data: input.townIds.map((townId) => ({ townId, businessId })) } },
    },
  });

/** A zone of the business with its towns' names, as an edit reads it (404 for anyone else's). */
export async function findZoneForEdit(tx: Tx, businessId: string, id: string) {
  const zone = await tx.deliveryZone.findFirst({
    where: { id, businessId },
    include: { towns: { select: { townId: true, town: { select: { name: true } } } } },
  });
  if (!zone) throw notFound('Delivery zone');
  return zone;
}

export async function replaceTowns(tx: Tx, businessId: string, zoneId: string, townIds: string[]): Promise<void> {
  await tx.deliveryZoneTown.deleteMany({ where: { zoneId } });
  await tx.deliveryZoneTown.createMany({ data: townIds.map((townId) => ({ zoneId, townId, businessId })) });
}

/** Saves label and fee if the zone's version is still the one read, bumping it; false when it moved. */
export async function updateDeliveryZone(
  tx: Tx,
  businessId: string,
  id: string,
  version: number,
  data: { label?: string; feePence?: number },
): Promise<boolean> {
  const updated = await tx.deliveryZone.updateMany({
    where: { id, businessId, version },
    data: { ...data, version: { increment: 1 } },
  });
  return updated.count === 1;
}

/** A zone of the business with how many towns it has, as a delete reads it (404 for anyone else's). */
export async function findZoneForDelete(tx: Tx, businessId: string, id: string) {
  const zone = await tx.deliveryZone.findFirst({
    where: { id, businessId },
    include: { _count: { select: { towns: true } } },
  });
  if (!zone) throw notFound('Delivery zone');
  return zone;
}

export async function deleteDeliveryZone(tx: Tx, id: string): Promise<void> {
  await tx.deliveryZone.delete({ where: { id } });
}
