// The storefront's town search: the zone editor's rule (@vendor/api-types matchTowns) over every town with its area
// and region, read once and kept.
import { matchTowns, townSearchKeys, type TownSearchKeys } from '@vendor/api-types';
import type { PrismaClient } from '../../generated/prisma/client.ts';

interface Town extends TownSearchKeys {
  id: string;
  name: string;
  area: string;
  region: string;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-GB');

async function loadTowns(prisma: PrismaClient): Promise<Town[]> {
  const rows = await prisma.town.findMany({
    select: { id: true, name: true, area: { select: { name: true, region: { select: { name: true } } } } },
  });
  return rows
    .sort(byName)
    .map((t) => ({ id: t.id, name: t.name, area: t.area.name, region: t.area.region.name, ...townSearchKeys(t.name) }));
}

/** A search over the towns, loaded on first use (a failed load is tried again next time). */
export function townSearch(
  prisma: PrismaClient,
): (text: string) => Promise<{ id: string; name: string; area: string; region: string }[]> {
  let pending: Promise<Town[]> | undefined;
  return async (text) => {
    if (!pending) {
      pending = loadTowns(prisma);
      pending.catch(() => {
        pending = undefined;
      });
    }
    return matchTowns(await pending, text).map(({ id, name, area, region }) => ({ id, name, area, region }));
  };
}
