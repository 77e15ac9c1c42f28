import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID } from '../../seed/fixtures.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { useTestApp } from '../../testing/harness.ts';
import { expectMalformedMealId, meal, MEALS, useMealFixtures } from '../../testing/meals.ts';

// Creating and deleting meals.
const t = useTestApp();
const fx = useMealFixtures(t);

describe('createMeal', () => {
  it('creates a draft meal with options in pence, media, attributes, windows and cleaned tags', async () => {
    const res = await t.api.post(MEALS).set('authorization', fx.merchandizer).send(fx.validMeal()).expect(201);
    const m = res.body.data;
    expect(m).toMatchObject({
      name: 'Moi Moi',
      status: 'draft',
      tags: ['Nigerian', 'Steamed'],
      categories: [{ id: fx.ref.categoryId }],
      availability: { sun: false, mon: true, sat: false },
      dailyStock: 30,
      servingType: 'Container',
      businessId: DEMO_BUSINESS_ID,
      rating: null,
      ratingCount: 0,
      options: [
        { size: '1 litre', price: 12.5, servings: 2 },
        { size: '2 litres', price: 22.99, servings: 4 },
      ],
      customAvailability: [{ startDate: '2026-12-24', endDate: '2026-12-26', available: false, status: 'active' }],
    });
    expect(m.media).toHaveLength(1);
    expect(m.media[0]).toMatchObject({
      id: fx.demoImageId,
      url: expect.stringMatching(/^\/api\/v1\/files\//),
      purpose: 'meal_image',
      type: 'image',
    });
    expect(m.attributes.ingredients.map((i: { id: string }) => i.id).sort()).toEqual(
      fx.ref.ingredientIds.slice(0, 2).sort(),
    );
    expect(m.attributes.ingredients.every((i: { name: string }) => i.name !== 'ignored')).toBe(true);
    expect(m.attributes).toMatchObject({
      allergens: [fx.ref.allergenIds[0]],
      dietaryClassification: [fx.ref.dietaryIds[0]],
      additives: ['E330'],
      spiceLevel: 2,
    });
    const options = await t.db.prisma.mealOption.findMany({ where: { mealId: m.id }, orderBy: { position: 'asc' } });
    expect(options.map((o) => o.pricePence)).toEqual([1250, 2299]);
    const event = await t.db.prisma.auditEvent.findFirst({
      where: { itemId: m.id, eventType: 'created', itemType: 'meal' },
    });
    expect(event?.itemAffected).toBe('Moi Moi');
  });

  it('accepts the minimal body and a given status', async () => {
    const res = await t.api
      .post(MEALS)
      .set('authorization', fx.admin)
      .send({
        name: 'Puff Puff',
        options: [{ size: 'Bag of 10', price: 4, servings: 1 }],
        status: 'published',
        confirmNoAllergen: true,
      })
      .expect(201);
    expect(res.body.data).toMatchObject({ status: 'published', categories: [], media: [], tags: [], dailyStock: null });
    expect(res.body.data.availability).toEqual({
      sun: true,
      mon: true,
      tue: true,
      wed: true,
      thu: true,
      fri: true,
      sat: true,
    });
  });

  it('rejects a bad body naming every field', async () => {
    const res = await t.api
      .post(MEALS)
      .set('authorization', fx.admin)
      .send({ name: '', options: [{ size: 'x', price: -1, servings: 1 }], status: 'live', colour: 'red' })
      .expect(400);
    const fields = res.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'options.0.price', 'status', 'colour']));
    const noOptions = await t.api
      .post(MEALS)
      .set('authorization', fx.admin)
      .send({ name: 'X', options: [] })
      .expect(400);
    expect(noOptions.body.errors[0].field).toBe('options');
  });

  it('rejects a price with more than two decimals and blank names and tags', async () => {
    const res = await t.api
      .post(MEALS)
      .set('authorization', fx.admin)
      .send(fx.validMeal({ name: '   ', tags: [' '], options: [{ size: 'S', price: 1.005, servings: 1 }] }))
      .expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'name',
      'options.0.price',
      'tags.0',
    ]);
  });

  it('answers 422 naming unknown references, foreign or non-image media, and reversed windows', async () => {
    const res = await t.api
      .post(MEALS)
      .set('authorization', fx.admin)
      .send(
        fx.validMeal({
          categoryIds: [randomUUID()],
          mediaIds: [fx.demoImageId, fx.otherImageId, fx.demoDocumentId],
          attributes: {
            ingredients: [{ id: fx.ref.ingredientIds[0] }, { id: randomUUID() }],
            allergens: ['peanuts'],
            dietaryClassification: [randomUUID()],
          },
          customAvailability: [
            { startDate: '2026-01-01', endDate: '2026-01-01', available: true },
            { startDate: '2026-02-02', endDate: '2026-02-01', available: true },
          ],
        }),
      )
      .expect(422);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      [
        'attributes.allergens.0',
        'attributes.dietaryClassification.0',
        'attributes.ingredients.1.id',
        'categoryIds.0',
        'customAvailability.1.endDate',
        'mediaIds.1',
        'mediaIds.2',
      ].sort(),
    );
  });

  it('rejects more than one category', async () => {
    const res = await t.api
      .post(MEALS)
      .set('authorization', fx.admin)
      .send(fx.validMeal({ categoryIds: [fx.ref.categoryId, fx.ref.categoryId] }))
      .expect(400);
    expect(res.body.errors[0].field).toBe('categoryIds');
  });

  it('needs a session and the meals.manage permission', async () => {
    await expectGuarded(t, 'post', MEALS, [fx.viewOnly, fx.noMeals], fx.validMeal());
  });

  it("cannot use another business's upload (cross-business)", async () => {
    const res = await t.api
      .post(MEALS)
      .set('authorization', fx.other)
      .send(fx.validMeal({ mediaIds: [fx.demoImageId] }))
      .expect(422);
    expect(res.body.errors).toEqual([{ field: 'mediaIds.0', error: expect.any(String) }]);
  });
});

describe('deleteMeal', () => {
  it('soft-deletes: the meal disappears but orders that contain it stay readable', async () => {
    const item = await t.db.prisma.orderItem.findFirstOrThrow({
      where: { meal: { businessId: DEMO_BUSINESS_ID, deletedAt: null } },
    });
    const mealId = item.mealId!;
    const res = await t.api.delete(meal(mealId)).set('authorization', fx.merchandizer).expect(200);
    expect(res.body.data).toEqual({ id: mealId });
    await t.api.get(meal(mealId)).set('authorization', fx.admin).expect(404);
    await t.api.patch(meal(mealId)).set('authorization', fx.admin).send({ name: 'Back' }).expect(404);
    await t.api.delete(meal(mealId)).set('authorization', fx.admin).expect(404);
    const list = await t.api.get(MEALS).query({ pageSize: 100 }).set('authorization', fx.admin).expect(200);
    expect(list.body.data.map((m: { id: string }) => m.id)).not.toContain(mealId);

    const order = await t.db.prisma.order.findUniqueOrThrow({
      where: { id: item.orderId },
      include: { items: { include: { meal: true, mealOption: true } } },
    });
    const again = order.items.find((i) => i.id === item.id)!;
    expect(again.meal?.id).toBe(mealId);
    expect(again.meal?.deletedAt).toBeInstanceOf(Date);
    expect(again.mealOption?.id).toBe(item.mealOptionId);
    expect(again.mealName).toBe(item.mealName);
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { itemId: mealId, eventType: 'deleted' } });
    expect(event.userId).not.toBeNull();
  });

  it('rejects a malformed id naming mealID', async () => {
    await expectMalformedMealId(t, 'delete', fx.admin);
  });

  it('needs a session and meals.manage', async () => {
    await expectGuarded(t, 'delete', meal(fx.demoMealId), fx.viewOnly);
  });

  it("answers 404 for another business's meal and leaves it alone", async () => {
    await t.api.delete(meal(fx.otherMealId)).set('authorization', fx.admin).expect(404);
    expect((await t.db.prisma.meal.findUniqueOrThrow({ where: { id: fx.otherMealId } })).deletedAt).toBeNull();
  });
});
