import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectGuarded } from '../../testing/guards.ts';
import { useTestApp } from '../../testing/harness.ts';
import { meal, useMealFixtures } from '../../testing/meals.ts';

// Changing meals: partial updates, lists kept by id, and simultaneous edits.
const t = useTestApp();
const fx = useMealFixtures(t);

describe('updateMeal', () => {
  it('changes only the given fields and replaces the given lists', async () => {
    const created = (await fx.createMeal()) as unknown as {
      id: string;
      options: { id: string }[];
      customAvailability: { id: string }[];
      description: string;
      createdAt: string;
    };
    const keep = created.options[0]!;
    const res = await t.api
      .patch(meal(created.id))
      .set('authorization', fx.merchandizer)
      .send({
        name: 'Moi Moi Deluxe',
        options: [
          { id: keep.id, size: '1 litre', price: 13, servings: 3 },
          { size: '5 litres', price: 50, servings: 10 },
        ],
        mediaIds: [],
        attributes: { allergens: [] },
        confirmNoAllergen: true,
        categoryIds: [],
        status: 'published',
      })
      .expect(200);
    const m = res.body.data;
    expect(m).toMatchObject({
      name: 'Moi Moi Deluxe',
      description: created.description,
      status: 'published',
      media: [],
      categories: [],
      tags: ['Nigerian', 'Steamed'],
      dailyStock: 30,
      createdAt: created.createdAt,
    });
    expect(m.options).toEqual([
      { id: keep.id, mealId: created.id, size: '1 litre', price: 13, servings: 3 },
      { id: expect.any(String), mealId: created.id, size: '5 litres', price: 50, servings: 10 },
    ]);
    expect(m.attributes.allergens).toEqual([]);
    expect(m.attributes.dietaryClassification).toEqual([fx.ref.dietaryIds[0]]); // not given: unchanged
    expect(m.attributes.ingredients).toHaveLength(2);
    expect(m.customAvailability).toEqual([expect.objectContaining({ id: created.customAvailability[0]!.id })]);
    expect(await t.db.prisma.mealOption.count({ where: { mealId: created.id } })).toBe(2);
    const row = await t.db.prisma.meal.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.version).toBe(2);
    const event = await t.db.prisma.auditEvent.findFirst({ where: { itemId: created.id, eventType: 'updated' } });
    expect(event?.description).toContain('options');
  });

  it('records a status-only change as status_changed', async () => {
    const created = await fx.createMeal();
    await t.api.patch(meal(created.id)).set('authorization', fx.admin).send({ status: 'archived' }).expect(200);
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { itemId: created.id, eventType: 'status_changed' },
    });
    expect(event.description).toBe('Changed the status of "Moi Moi" from draft to archived.');
  });

  it('rejects an empty or invalid body naming the field', async () => {
    const empty = await t.api.patch(meal(fx.demoMealId)).set('authorization', fx.admin).send({}).expect(400);
    expect(empty.body.errors.length).toBeGreaterThan(0);
    const bad = await t.api
      .patch(meal(fx.demoMealId))
      .set('authorization', fx.admin)
      .send({ dailyStock: -1, availability: { mon: true } })
      .expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['dailyStock', 'availability.sun']),
    );
  });

  it("answers 422 for ids that are not this meal's options or windows, and for unknown references", async () => {
    const created = await fx.createMeal();
    const otherOption = await t.db.prisma.mealOption.findFirstOrThrow({ where: { mealId: fx.demoMealId } });
    const res = await t.api
      .patch(meal(created.id))
      .set('authorization', fx.admin)
      .send({
        options: [{ id: otherOption.id, size: 'S', price: 1, servings: 1 }],
        customAvailability: [{ id: randomUUID(), startDate: '2026-01-01', endDate: '2026-01-02', available: true }],
      })
      .expect(422);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'customAvailability.0.id',
      'options.0.id',
    ]);
    const refs = await t.api
      .patch(meal(created.id))
      .set('authorization', fx.admin)
      .send({ mediaIds: [fx.otherImageId] })
      .expect(422);
    expect(refs.body.errors[0].field).toBe('mediaIds.0');
    // nothing was changed by the failed requests
    const after = await t.db.prisma.meal.findUniqueOrThrow({ where: { id: created.id }, include: { options: true } });
    expect(after.version).toBe(1);
    expect(after.options).toHaveLength(2);
  });

  it('needs a session and meals.manage', async () => {
    await expectGuarded(t, 'patch', meal(fx.demoMealId), fx.viewOnly, { name: 'X' });
  });

  it("answers 404 for another business's meal, even with a body that references foreign rows", async () => {
    await t.api.patch(meal(fx.otherMealId)).set('authorization', fx.admin).send({ name: 'Mine now' }).expect(404);
    await t.api
      .patch(meal(fx.otherMealId))
      .set('authorization', fx.admin)
      .send({ mediaIds: [fx.demoImageId] })
      .expect(404);
    const row = await t.db.prisma.meal.findUniqueOrThrow({ where: { id: fx.otherMealId } });
    expect(row.name).not.toBe('Mine now');
  });

  it('two simultaneous updates leave the record equal to one of them, options not duplicated', async () => {
    const created = await fx.createMeal();
    const bodyA = {
      name: 'Version A',
      description: 'from A',
      tags: ['a1', 'a2'],
      dailyStock: 11,
      options: [
        { size: 'A small', price: 1.11, servings: 1 },
        { size: 'A large', price: 2.22, servings: 2 },
      ],
      attributes: { allergens: [fx.ref.allergenIds[0]], ingredients: [{ id: fx.ref.ingredientIds[0] }] },
    };
    const bodyB = {
      name: 'Version B',
      description: 'from B',
      tags: ['b1'],
      dailyStock: 22,
      options: [
        { size: 'B only', price: 3.33, servings: 3 },
        { size: 'B two', price: 4.44, servings: 4 },
        { size: 'B three', price: 5.55, servings: 5 },
      ],
      attributes: {
        allergens: [fx.ref.allergenIds[1]],
        ingredients: [{ id: fx.ref.ingredientIds[1] }, { id: fx.ref.ingredientIds[2] }],
      },
    };
    const shape = (m: {
      name: string;
      description: string;
      tags: string[];
      dailyStock: number;
      options: { size: string; price: number; servings: number }[];
      attributes: { allergens: string[]; ingredients: { id: string }[] };
    }) => ({
      name: m.name,
      description: m.description,
      tags: m.tags,
      dailyStock: m.dailyStock,
      options: m.options.map(({ size, price, servings }) => ({ size, price, servings })),
      attributes: {
        allergens: m.attributes.allergens,
        ingredients: m.attributes.ingredients.map((i) => ({ id: i.id })).sort((x, y) => x.id.localeCompare(y.id)),
      },
    });
    const expected = [bodyA, bodyB].map((b) => ({
      ...b,
      attributes: {
        ...b.attributes,
        ingredients: [...b.attributes.ingredients].sort((x, y) => x.id.localeCompare(y.id)),
      },
    }));
    for (let round = 0; round < 3; round++) {
      const [ra, rb] = await Promise.all([
        t.api.patch(meal(created.id)).set('authorization', fx.admin).send(bodyA),
        t.api.patch(meal(created.id)).set('authorization', fx.merchandizer).send(bodyB),
      ]);
      expect([ra.status, rb.status]).toEqual([200, 200]);
      const final = await t.api.get(meal(created.id)).set('authorization', fx.admin).expect(200);
      expect(expected).toContainEqual(shape(final.body.data));
      const optionRows = await t.db.prisma.mealOption.count({ where: { mealId: created.id } });
      expect(optionRows).toBe(final.body.data.options.length);
    }
    const row = await t.db.prisma.meal.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.version).toBe(7);
    expect(await t.db.prisma.auditEvent.count({ where: { itemId: created.id, eventType: 'updated' } })).toBe(6);
  });
});
