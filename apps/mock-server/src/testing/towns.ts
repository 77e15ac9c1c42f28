// Seeded towns the delivery-zone tests build zones from, looked up once per test file.
import { beforeAll } from 'vitest';
import { townId } from './factories.ts';
import type { TestApp } from './harness.ts';

const TOWNS = [
  ['Southwark', 'Peckham'],
  ['Lambeth', 'Brixton'],
  ['Camden', 'Camden Town'],
  ['Islington', 'Islington'],
  ['Westminster', 'London'],
  ['Manchester', 'Didsbury'],
  ['Kent', 'Canterbury'],
  ['Kent', 'Margate'],
  ['Kent', 'Dover'],
  ['Kent', 'Folkestone'],
] as const;

export type TownName = (typeof TOWNS)[number][1];

/** Town ids by name, filled in a `beforeAll` of the calling test file. */
export function useSeededTowns(t: TestApp): Record<TownName, string> {
  const town = {} as Record<TownName, string>;
  beforeAll(async () => {
    for (const [area, name] of TOWNS) town[name] = await townId(t, area, name);
  });
  return town;
}
