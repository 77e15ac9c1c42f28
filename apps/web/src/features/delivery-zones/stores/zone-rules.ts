import type { DeliveryZone } from '@vendor/api-types';
import { parsePounds } from '@/lib/money';

/** Adding a new zone, or viewing (and editing) a saved one. */
export type ZoneEditorMode = 'new' | 'view';

/** The most a zone's delivery fee can be, in pounds. */
export const MAX_ZONE_FEE = 1000;
export const MAX_LABEL_LENGTH = 100;

export const ZONE_FIELD_MESSAGES = {
  feeMissing: 'Enter a delivery fee',
  feeNotMoney: 'Enter the fee in pounds, like 3.50',
  feeZero: 'The delivery fee must be more than £0',
  feeTooHigh: 'The delivery fee can be at most £1,000',
  labelMissing: 'Enter a name for the zone',
  labelTooLong: `Keep the name to ${MAX_LABEL_LENGTH} characters`,
  noTowns: 'Choose at least one city',
} as const;

/** What the modal knows about a town: from the tree, a server search or the zone itself. */
export interface TownInfo {
  id: string;
  value: string;
  areaName?: string;
  regionId?: string;
  regionName?: string;
}

/** A town the vendor picked that is already in another zone: they choose where it goes. */
export interface TownConflict {
  town: TownInfo;
  zone: DeliveryZone;
}

export type FieldKey = 'label' | 'fee' | 'townIds';

/** Checks a typed fee: a non-zero amount of pounds, at most £1,000. Returns the message, or null when it is fine. */
export function feeError(text: string): string | null {
  if (!text.trim()) return ZONE_FIELD_MESSAGES.feeMissing;
  const pounds = parsePounds(text);
  if (pounds === null) return ZONE_FIELD_MESSAGES.feeNotMoney;
  if (pounds === 0) return ZONE_FIELD_MESSAGES.feeZero;
  if (pounds > MAX_ZONE_FEE) return ZONE_FIELD_MESSAGES.feeTooHigh;
  return null;
}

export const ALREADY_IN_ZONE = /already in the zone "(.+)"/;

/** The modal's own checks: a non-zero fee, a name of at most 100 characters, at least one city. */
export function zoneFormErrors(label: string, fee: string, townCount: number): Partial<Record<FieldKey, string>> {
  const errors: Partial<Record<FieldKey, string>> = {};
  const feeMessage = feeError(fee);
  if (feeMessage) errors.fee = feeMessage;
  const name = label.trim();
  if (!name) errors.label = ZONE_FIELD_MESSAGES.labelMissing;
  else if (name.length > MAX_LABEL_LENGTH) errors.label = ZONE_FIELD_MESSAGES.labelTooLong;
  if (townCount === 0) errors.townIds = ZONE_FIELD_MESSAGES.noTowns;
  return errors;
}

/** Whether a saved zone's name, fee or cities differ from what the modal holds. */
export function zoneChanged(zone: DeliveryZone, label: string, fee: string, before: string[], chosen: string[]) {
  const original = new Set(before);
  return (
    label.trim() !== zone.label ||
    parsePounds(fee) !== zone.fee ||
    chosen.length !== original.size ||
    chosen.some((id) => !original.has(id))
  );
}

/** True when taking the town over (with the others already moving out of its zone) would leave that zone empty. */
export function takeoverEmptiesZone(conflict: TownConflict, moves: Map<string, string>): boolean {
  const leaving = new Set([conflict.town.id, ...[...moves].filter(([, z]) => z === conflict.zone.id).map(([t]) => t)]);
  return conflict.zone.towns.every((town) => leaving.has(town.id));
}
