import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/harness.ts';
import { meal, MEALS, useMealFixtures } from '../../testing/meals.ts';

// The meal's version for optimistic concurrency, its custom ingredients and the allergen declaration.
const t = useTestApp();
const fx = useMealFixtures(t);

const fields = (res: { body: { errors: { field: string }[] } }) => res.body.errors.map((e) => e.field);

describe('meal version', () => {
  it('is 1 for a new meal, returned by getMeal and raised by each update', async () => {
    const created = await fx.createMeal();
    expect(created.version).toBe(1);
    const read = await t.api.get(meal(created.id)).set('authorization', fx.admin).expect(200);
    expect(read.body.data.version).toBe(1);
    const updated = await t.api
      .patch(meal(created.id))
      .set('authorization', fx.admin)
      .send({ name: 'Moi Moi Royale', version: 1 })
      .expect(200);
    expect(updated.body.data).toMatchObject({ name: 'Moi Moi Royale', version: 2 });
    const listed = await t.api.get(`${MEALS}?search=Royale`).set('authorization', fx.admin).expect(200);
    expect(listed.body.data.find((m: { id: string }) => m.id === created.id)?.version).toBe(2);
  });

  it('answers 409 naming version when the meal changed since that version was read, and writes nothing', async () => {
    const created = await fx.createMeal();
    await t.api.patch(meal(created.id)).set('authorization', fx.merchandizer).send({ dailyStock: 5 }).expect(200);
    const stale = await t.api
      .patch(meal(created.id))
      .set('authorization', fx.admin)
      .send({ name: 'Overwritten', version: 1 })
      .expect(409);
    expect(fields(stale)).toEqual(['version']);
    expect(stale.body.errors[0].error).toMatch(/changed by someone else/i);
    const row = await t.db.prisma.meal.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ name: 'Moi Moi', version: 2, dailyStock: 5 });
  });

  it('lets one of two edits made from the same version win and refuses the other', async () => {
    const created = await fx.createMeal();
    const [a, b] = await Promise.all([
      t.api.patch(meal(created.id)).set('authorization', fx.admin).send({ name: 'From A', version: 1 }),
      t.api.patch(meal(created.id)).set('authorization', fx.merchandizer).send({ name: 'From B', version: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'From A' : 'From B';
    const row = await t.db.prisma.meal.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ name: winner, version: 2 });
  });

  it('refuses a body that gives only the version, and a version below 1', async () => {
    const created = await fx.createMeal();
    const only = await t.api.patch(meal(created.id)).set('authorization', fx.admin).send({ version: 1 }).expect(400);
    expect(fields(only)).toEqual(['version']);
    const zero = await t.api
      .patch(meal(created.id))
      .set('authorization', fx.admin)
      .send({ name: 'X', version: 0 })
      .expect(400);
    expect(fields(zero)).toContain('version');
  });
});

describe('custom ingredients', () => {
  it('are stored trimmed without repeats on create, returned, and replaced by an update', async () => {
    const created = await fx.createMeal({ customIngredients: [' Ogiri ', 'Iru', 'ogiri'] });
    expect(created.customIngredients).toEqual(['Ogiri', 'Iru']);
    const read = await t.api.get(meal(created.id)).set('authorization', fx.admin).expect(200);
    expect(read.body.data.customIngredients).toEqual(['Ogiri', 'Iru']);
    const updated = await t.api
      .patch(meal(created.id))
      .set('authorization', fx.admin)
      .send({ customIngredients: ['Scotch bonnet'] })
      .expect(200);
    expect(updated.body.data.customIngredients).toEqual(['Scotch bonnet']);
    const row = await t.db.prisma.meal.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.customIngredients).toEqual(['Scotch bonnet']);
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { itemId: created.id, eventType: 'updated' },
    });
    expect(event.description).toContain('customIngredients');
  });

  it('default to none and refuse a blank entry naming it', async () => {
    const plain = await t.api
      .post(MEALS)
      .set('authorization', fx.admin)
      .send({ name: 'Chin Chin', options: [{ size: 'Bag', price: 3, servings: 1 }] })
      .expect(201);
    expect(plain.body.data).toMatchObject({ customIngredients: [], confirmNoAllergen: false, version: 1 });
    const blank = await t.api
      .post(MEALS)
      .set('authorization', fx.admin)
      .send(fx.validMeal({ customIngredients: ['Iru', '   '] }))
      .expect(400);
    expect(fields(blank)).toEqual(['customIngredients.1']);
  });
});

describe('allergen declaration', () => {
  const noAllergens = (over: Record<string, unknown> = {}) =>
    fx.validMeal({ attributes: { allergens: [], spiceLevel: 1 }, ...over });

  it('stores the confirmation that a meal contains none of the 14 allergens', async () => {
    const created = await fx.createMeal({ attributes: { allergens: [] }, confirmNoAllergen: true });
    expect(created).toMatchObject({ confirmNoAllergen: true, attributes: expect.objectContaining({ allergens: [] }) });
    const row = await t.db.prisma.meal.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.confirmNoAllergen).toBe(true);
  });

  it('refuses the confirmation together with listed allergens (422 naming confirmNoAllergen)', async () => {
    const res = await t.api
      .post(MEALS)
      .set('authorization', fx.admin)
      .send(fx.validMeal({ confirmNoAllergen: true }))
      .expect(422);
    expect(fields(res)).toEqual(['confirmNoAllergen']);
    const created = await fx.createMeal({ attributes: { allergens: [] }, confirmNoAllergen: true });
    const late = await t.api
      .patch(meal(created.id))
      .set('authorization', fx.admin)
      .send({ attributes: { allergens: [fx.ref.allergenIds[0]] }, confirmNoAllergen: true })
      .expect(422);
    expect(fields(late)).toEqual(['confirmNoAllergen']);
    const row = await t.db.prisma.meal.findUniqueOrThrow({ where: { id: created.id }, include: { allergens: true } });
    expect(row).toMatchObject({ confirmNoAllergen: true, allergens: [], version: 1 });
  });

  it('withdraws a stored confirmation when an update lists an allergen', async () => {
    const created = await fx.createMeal({ attributes: { allergens: [] }, confirmNoAllergen: true });
    const res = await t.api
      .patch(meal(created.id))
      .set('authorization', fx.admin)
      .send({ attributes: { allergens: [fx.ref.allergenIds[1]] } })
      .expect(200);
    expect(res.body.data).toMatchObject({
      confirmNoAllergen: false,
      attributes: { allergens: [fx.ref.allergenIds[1]] },
    });
  });

  it('keeps a meal with no allergens and no confirmation off sale (422 naming confirmNoAllergen)', async () => {
    const refused = await t.api
      .post(MEALS)
      .set('authorization', fx.admin)
      .send(noAllergens({ status: 'published' }))
      .expect(422);
    expect(fields(refused)).toEqual(['confirmNoAllergen']);
    expect(refused.body.message).toMatch(/allergen/i);

    const draft = await t.api.post(MEALS).set('authorization', fx.admin).send(noAllergens()).expect(201);
    const id = draft.body.data.id as string;
    const publish = await t.api
      .patch(meal(id))
      .set('authorization', fx.admin)
      .send({ status: 'published' })
      .expect(422);
    expect(fields(publish)).toEqual(['confirmNoAllergen']);
    expect((await t.db.prisma.meal.findUniqueOrThrow({ where: { id } })).status).toBe('draft');

    await t.api
      .patch(meal(id))
      .set('authorization', fx.admin)
      .send({ status: 'published', confirmNoAllergen: true })
      .expect(200);
    const published = await t.api
      .post(MEALS)
      .set('authorization', fx.admin)
      .send(noAllergens({ status: 'published', confirmNoAllergen: true }))
      .expect(201);
    expect(published.body.data).toMatchObject({ status: 'published', confirmNoAllergen: true });
  });
});
