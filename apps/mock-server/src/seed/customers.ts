// The kitchens' customers, each with one address in a town the kitchen delivers to.
import type { Address, Customer } from '../generated/prisma/client.ts';
import type { Kitchen } from './kitchens.ts';
import { FIRST_NAMES, LAST_NAMES, STREETS } from './people.ts';
import type { SeedContext } from './rows.ts';
import { addMonthsUtc, addMs, DAY_MS, seedId } from './util.ts';

const POSTCODE_LETTERS = [...'ABDEFGHJLNPQRSTUWXYZ'];

export function addCustomers({ d, rng, places, monthStart }: SeedContext, kitchen: Kitchen): void {
  const { spec } = kitchen;
  const zoneTowns = [...kitchen.feeByTown.keys()].map((tid) => places.towns.find((t) => t.id === tid)!);
  // The second kitchen's customers start further along the name lists, so the two never share a name.
  const offset = spec.key === 'demo' ? 0 : 17;
  for (let i = 0; i < spec.customers; i++) {
    const firstName = FIRST_NAMES[(i + offset) % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[(i * 7 + 3 + offset) % LAST_NAMES.length]!;
    const id = seedId('customer', `${spec.id}:${i}`);
    // Ofcom's drama range: numbers that are never assigned to anyone.
    const phone = `+447700900${String(500 + ((i * 37 + offset * 11) % 500)).padStart(3, '0')}`;
    const email = `${firstName}.${lastName}${i >= FIRST_NAMES.length ? i : ''}@example.com`.toLowerCase();
    const createdAt = addMs(addMonthsUtc(monthStart, -12), i * 5 * DAY_MS);
    const row: Customer = { id, businessId: spec.id, firstName, lastName, phone, email, createdAt };
    const town = rng.pick(zoneTowns);
    const area = places.areaById.get(town.areaId)!;
    const region = places.regionById.get(area.regionId)!;
    const inward = `${rng.int(1, 9)}${rng.pick(POSTCODE_LETTERS)}${rng.pick(POSTCODE_LETTERS)}`;
    const jitter = () => (rng.float() - 0.5) * 0.008;
    const address: Address = {
      id: seedId('address', id),
      customerId: id,
      townId: town.id,
      addressLine: `${rng.int(1, 180)} ${rng.pick(STREETS)}`,
      county: region.name === 'London' ? 'Greater London' : area.name,
      town: town.name,
      country: 'United Kingdom',
      area: area.name,
      postcode: `${kitchen.postcodeByTown.get(town.id)} ${inward}`,
      longitude: Math.round((town.lng + jitter()) * 1e5) / 1e5,
      latitude: Math.round((town.lat + jitter()) * 1e5) / 1e5,
      tag: rng.chance(0.8) ? 'home' : 'work',
      phone,
      fullName: `${firstName} ${lastName}`,
      createdAt,
    };
    d.customers.push(row);
    d.addresses.push(address);
    kitchen.customers.push({ row, address });
  }
}
