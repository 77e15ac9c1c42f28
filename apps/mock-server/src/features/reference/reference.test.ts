import { beforeAll, describe, expect, it } from 'vitest';
import { MERCHANDIZER_EMAIL, OTHER_EMAIL } from '../../seed/fixtures.ts';
import { ALLERGENS, CUISINES, DIETARY_OFFERINGS, INGREDIENTS, MEAL_CATEGORIES } from '../../seed/reference.ts';
import { useTestApp } from '../../testing/harness.ts';

const t = useTestApp();
const V = '/api/v1/vendor';

let token: string;
beforeAll(async () => {
  // Reference data is open to any signed-in member (no x-permission) and the same for every business.
  token = await t.tokenFor(MERCHANDIZER_EMAIL);
});

const lists = [
  ['cuisines', CUISINES],
  ['dietary-offerings', DIETARY_OFFERINGS],
  ['meal-categories', MEAL_CATEGORIES],
  ['ingredients', INGREDIENTS],
  ['allergens', ALLERGENS],
] as const;

describe.each(lists)('GET /vendor/%s', (path, rows) => {
  it('lists every entry with id, name and slug, sorted by name', async () => {
    const res = await t.api.get(`${V}/${path}`).set('authorization', token).expect(200);
    expect(res.body).toMatchObject({ success: true, status: 'success' });
    const sorted = [...rows].sort((a, b) => a.name.localeCompare(b.name));
    expect(res.body.data.map((r: { id: string }) => r.id).sort()).toEqual(sorted.map((r) => r.id).sort());
    expect(res.body.data[0]).toEqual({ id: expect.any(String), name: expect.any(String), slug: expect.any(String) });
    const names: string[] = res.body.data.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('is the same for another business', async () => {
    const res = await t.api
      .get(`${V}/${path}`)
      .set('authorization', await t.tokenFor(OTHER_EMAIL))
      .expect(200);
    expect(res.body.data).toHaveLength(rows.length);
  });

  it('needs a session', async () => {
    const res = await t.api.get(`${V}/${path}`).expect(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });
});

describe('ingredient search', () => {
  it('matches names case-insensitively anywhere in the name', async () => {
    const res = await t.api.get(`${V}/ingredients`).query({ search: 'RICE' }).set('authorization', token).expect(200);
    expect(res.body.data.map((r: { name: string }) => r.name)).toEqual(['Basmati rice', 'Long grain rice']);
    const oil = await t.api.get(`${V}/ingredients`).query({ search: ' oil ' }).set('authorization', token).expect(200);
    expect(oil.body.data.map((r: { name: string }) => r.name)).toEqual(['Olive oil', 'Palm oil', 'Vegetable oil']);
    const none = await t.api
      .get(`${V}/ingredients`)
      .query({ search: 'unobtainium' })
      .set('authorization', token)
      .expect(200);
    expect(none.body.data).toEqual([]);
  });

  it('rejects an over-long search naming the field', async () => {
    const res = await t.api
      .get(`${V}/ingredients`)
      .query({ search: 'x'.repeat(101) })
      .set('authorization', token)
      .expect(400);
    expect(res.body.errors).toEqual([{ field: 'search', error: expect.any(String) }]);
  });
});
