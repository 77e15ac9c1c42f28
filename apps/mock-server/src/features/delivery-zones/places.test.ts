import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/harness.ts';
import { useSeededPeople } from '../../testing/people.ts';
import { useSeededTowns } from '../../testing/towns.ts';

// The place tree zones are made of: the regions, areas and towns, and the town search.
const t = useTestApp();
const people = useSeededPeople(t, { withAssistant: true });
const town = useSeededTowns(t);

const ZONES = '/api/v1/vendor/delivery-zones';
const REGIONS = `${ZONES}/regions`;
const TOWNS = `${ZONES}/towns`;

describe('GET /vendor/delivery-zones/regions', () => {
  it('answers the whole place tree: 12 regions, 218 areas, 5,705 towns, each with id and value', async () => {
    const res = await t.api.get(REGIONS).set('authorization', people.admin).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const regions = res.body.data as {
      id: string;
      value: string;
      children: { id: string; value: string; children: { id: string; value: string; slug: string }[] }[];
    }[];
    expect(res.body).toMatchObject({ success: true, status: 'success' });
    expect(regions).toHaveLength(12);
    const areas = regions.flatMap((r) => r.children);
    const towns = areas.flatMap((a) => a.children);
    expect(areas).toHaveLength(218);
    expect(towns).toHaveLength(5705);
    expect(new Set(towns.map((x) => x.slug)).size).toBe(5705);
    const london = regions.find((r) => r.value === 'London');
    const camden = london?.children.find((a) => a.value === 'Camden');
    expect(camden?.children).toContainEqual({
      id: town['Camden Town'],
      value: 'Camden Town',
      slug: expect.any(String),
    });
    expect(regions.map((r) => r.value)).toEqual(
      [...regions.map((r) => r.value)].sort((a, b) => a.localeCompare(b, 'en-GB')),
    );
  });

  it('is read from the database once and then served from memory, with an ETag that answers 304', async () => {
    const first = await t.api.get(REGIONS).set('authorization', people.admin).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"places-/);
    expect(first.headers['cache-control']).toBe('private, max-age=3600');
    // How fast that is, the benchmark measures (pnpm bench: "place tree"); here, that it no longer reads the tables.
    const log = t.db.queryLog ?? [];
    const placeTables = /"(regions|areas|towns)"/;
    // The log works: the first answer of this server did read the place tables.
    expect(log.some((sql) => placeTables.test(sql))).toBe(true);
    const mark = log.length;
    const again = await t.api.get(REGIONS).set('authorization', people.admin).expect(200);
    await t.api.get(TOWNS).query({ search: 'camden' }).set('authorization', people.admin).expect(200);
    expect(again.text).toBe(first.text);
    expect(log.slice(mark).filter((sql) => placeTables.test(sql))).toEqual([]);
    const unchanged = await t.api
      .get(REGIONS)
      .set('authorization', people.admin)
      .set('if-none-match', etag)
      .expect(304);
    expect(unchanged.text).toBe('');
  });

  it('is open to every built-in role (Merchandizer has delivery.view)', async () => {
    await t.api.get(REGIONS).set('authorization', people.merch).expect(200);
  });

  it('401 without a token', async () => {
    const res = await t.api.get(REGIONS).expect(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  it('403 for a role without delivery.view', async () => {
    const res = await t.api.get(REGIONS).set('authorization', people.assistant).expect(403);
    expect(res.body.message).toMatch(/delivery\.view/);
  });
});

describe('GET /vendor/delivery-zones/towns', () => {
  it('finds towns by name, case-insensitive, prefix matches before contains, with area and region', async () => {
    const res = await t.api.get(TOWNS).query({ search: 'camden' }).set('authorization', people.admin).expect(200);
    expect(res.body.data[0]).toEqual({
      id: town['Camden Town'],
      value: 'Camden Town',
      slug: expect.any(String),
      parent: expect.any(String),
      area: { id: expect.any(String), value: 'Camden' },
      region: { id: expect.any(String), value: 'London' },
    });
    expect(res.body.data[0].parent).toBe(res.body.data[0].area.id);

    const nc = await t.api.get(TOWNS).query({ search: 'NEWCASTLE' }).set('authorization', people.admin).expect(200);
    const names = nc.body.data.map((x: { value: string }) => x.value) as string[];
    expect(names[0]).toBe('Newcastle');
    expect(names).toContain('Newcastle upon Tyne');
    const firstContains = names.findIndex((n) => !n.toLowerCase().startsWith('newcastle'));
    if (firstContains !== -1)
      expect(names.slice(firstContains).every((n) => !n.toLowerCase().startsWith('newcastle'))).toBe(true);
  });

  it('answers at most 20 towns, prefix matches first', async () => {
    const res = await t.api.get(TOWNS).query({ search: 'ton' }).set('authorization', people.admin).expect(200);
    const names = res.body.data.map((x: { value: string }) => x.value.toLowerCase()) as string[];
    expect(names).toHaveLength(20);
    const lastPrefix = names.map((n) => n.startsWith('ton')).lastIndexOf(true);
    const firstOther = names.findIndex((n) => !n.startsWith('ton'));
    if (firstOther !== -1) expect(lastPrefix).toBeLessThan(firstOther);
    const none = await t.api.get(TOWNS).query({ search: 'zzqqxx' }).set('authorization', people.admin).expect(200);
    expect(none.body.data).toEqual([]);
  });

  it.each([
    [{}, 'search'],
    [{ search: '' }, 'search'],
    [{ search: '   ' }, 'search'],
    [{ search: 'x'.repeat(101) }, 'search'],
  ])('400 naming the field for %j', async (query, field) => {
    const res = await t.api.get(TOWNS).query(query).set('authorization', people.admin).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('401 without a token, 403 without delivery.view', async () => {
    await t.api.get(TOWNS).query({ search: 'camden' }).expect(401);
    await t.api.get(TOWNS).query({ search: 'camden' }).set('authorization', people.assistant).expect(403);
  });
});
