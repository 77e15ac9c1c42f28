import type { DeliveryZone } from '@vendor/api-types';
import type { ApiError } from '@/lib/api-error';
import type { DeliveryZonesStore } from './delivery-zones-store';
import { ALREADY_IN_ZONE, type FieldKey } from './zone-rules';

type Released = { ok: true; undo: () => Promise<unknown> } | { ok: false; error: ApiError };

/**
 * Before a zone that takes towns over from other zones is saved, those towns leave their zones (a town is in one zone
 * only). If one of those saves fails, the ones already made are undone. `undo` puts every town back, for when the
 * zone's own save then fails.
 */
export async function releaseMovedTowns(
  store: DeliveryZonesStore,
  zones: DeliveryZone[],
  moves: Map<string, string>,
  chosen: Set<string>,
): Promise<Released> {
  const bySource = new Map<string, Set<string>>();
  for (const [townId, zoneId] of moves) {
    if (!chosen.has(townId)) continue;
    const set = bySource.get(zoneId) ?? new Set<string>();
    set.add(townId);
    bySource.set(zoneId, set);
  }
  const steps: (() => Promise<unknown>)[] = [];
  const undo = () => Promise.all(steps.map((step) => step()));
  for (const [zoneId, leaving] of bySource) {
    const source = zones.find((zone) => zone.id === zoneId);
    if (!source) continue;
    const before = source.towns.map((town) => town.id);
    const kept = before.filter((id) => !leaving.has(id));
    const result = await store.updateDeliveryZone(zoneId, { townIds: kept }, { quiet: true });
    if (!result.ok) {
      await undo();
      return { ok: false, error: result.error };
    }
    steps.push(() => store.updateDeliveryZone(zoneId, { townIds: before }, { quiet: true }));
  }
  return { ok: true, undo };
}

/** The server's field errors, one message per field of the modal. */
export function zoneFieldErrors(error: ApiError): Partial<Record<FieldKey, string>> {
  const errors: Partial<Record<FieldKey, string>> = {};
  for (const { field, error: message } of error.fieldErrors) {
    const key: FieldKey | null =
      field === 'label' || field === 'fee' ? field : field.startsWith('townIds') ? 'townIds' : null;
    if (key && !errors[key]) errors[key] = message;
  }
  return errors;
}

/** A 409 naming a town already in another zone: which town, and the label of the zone that holds it. */
export function townClash(error: ApiError, townIds: string[]): { townId: string; zoneLabel: string } | null {
  if (error.status !== 409) return null;
  for (const { field, error: message } of error.fieldErrors) {
    const position = /^townIds\.(\d+)$/.exec(field);
    const zoneLabel = ALREADY_IN_ZONE.exec(message)?.[1];
    const townId = position ? townIds[Number(position[1])] : undefined;
    if (townId && zoneLabel) return { townId, zoneLabel };
  }
  return null;
}
