// The kitchens' delivery zones, as written by hand, and the rows they make.
import type { Kitchen } from './kitchens.ts';
import { type SeedContext, townAt } from './rows.ts';
import { addMs, DAY_MS, seedId } from './util.ts';

export interface ZoneSpec {
  key: string;
  label: string;
  feePence: number;
  /** [area, town, postcode district] */
  towns: [string, string, string][];
}

export const DEMO_ZONES: ZoneSpec[] = [
  {
    key: 'london-1',
    label: 'London 1',
    feePence: 350,
    towns: [
      ['Southwark', 'Peckham', 'SE15'],
      ['Southwark', 'Camberwell', 'SE5'],
      ['Southwark', 'East Dulwich', 'SE22'],
      ['Lambeth', 'Brixton', 'SW2'],
      ['Lambeth', 'Balham', 'SW12'],
      ['Lewisham', 'Brockley', 'SE4'],
      ['Lewisham', 'Catford', 'SE6'],
      ['Wandsworth', 'Battersea', 'SW11'],
    ],
  },
  {
    key: 'london-2',
    label: 'London 2',
    feePence: 450,
    towns: [
      ['Hackney', 'Hackney', 'E8'],
      ['Hackney', 'Stamford Hill', 'N16'],
      ['Tower Hamlets', 'Bethnal Green', 'E2'],
      ['Waltham Forest', 'Leyton', 'E10'],
      ['Redbridge', 'Ilford', 'IG1'],
      ['Newham', 'East Ham', 'E6'],
      ['Newham', 'Canning Town', 'E16'],
    ],
  },
  {
    key: 'south-east-1',
    label: 'South East 1',
    feePence: 599,
    towns: [
      ['Medway', 'Chatham', 'ME4'],
      ['Medway', 'Gillingham', 'ME7'],
      ['Kent', 'Ashford', 'TN23'],
    ],
  },
];

export const OTHER_ZONES: ZoneSpec[] = [
  {
    key: 'north-west-1',
    label: 'North West 1',
    feePence: 300,
    towns: [
      ['Manchester', 'Didsbury', 'M20'],
      ['Manchester', 'Fallowfield', 'M14'],
      ['Manchester', 'Hulme', 'M15'],
      ['Trafford', 'Sale', 'M33'],
      ['Trafford', 'Stretford', 'M32'],
    ],
  },
];

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
