import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_BUSINESS_ID,
  DEMO_EMAIL,
  MERCHANDIZER_EMAIL,
  OTHER_BUSINESS_ID,
  OTHER_EMAIL,
} from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';

const t = useTestApp();
const MEALS = '/api/v1/vendor/business/meals';
const meal = (id: string) => `${MEALS}/${id}`;

let admin: string;
let merchandizer: string;
let other: string;
/** A member of the demo business whose role has neither meals.view nor meals.manage. */
let noMeals: string;
/** A member whose role may view meals but not change them. */
let viewOnly: string;
let demoMealId: string;
let otherMealId: string;
let ref: {
  categoryId: string;
  ingredientIds: [string, string, string];
  allergenIds: [string, string];
  dietaryIds: [string, string];
};
let demoImageId: string;
let otherImageId: string;
let demoDocumentId: string;

async function memberWith(permissions: string[]): Promise<string> {
  const p = t.db.prisma;
  const slug = `test-${randomUUID()}`;
  const role = await p.role.create({
    data: {
      businessId: DEMO_BUSINESS_ID,
      name: slug,
      slug,
      permissions: { create: permissions.map((permission) => ({ permission })) },
    },
  });
  const email = `${slug}@kitchen.test`;
  const user = await p.user.create({ data: { email, firstName: 'Test', lastName: 'Member' } });
  await p.membership.create({ data: { userId: user.id, businessId: DEMO_BUSINESS_ID, roleId: role.id } });
  return t.tokenFor(email);
}

const validMeal = (over: Record<string, unknown> = {}) => ({
  name: 'Moi Moi',
  description: 'Steamed bean pudding',
  tags: ['  Nigerian ', 'Steamed', 'nigerian'],
  categoryIds: [ref.categoryId],
  mediaIds: [demoImageId],
  availability: { sun: false, mon: true, tue: true, wed: true, thu: true, fri: true, sat: false },
  attributes: {
    ingredients: [{ id: ref.ingredientIds[0] }, { id: ref.ingredientIds[1], name: 'ignored' }],
    allergens: [ref.allergenIds[0]],
    dietaryClassification: [ref.dietaryIds[0]],
    additives: ['E330'],
    spiceLevel: 2,
  },
  options: [
    { size: '1 litre', price: 12.5, servings: 2 },
    { size: '2 litres', price: 22.99, servings: 4 },
  ],
  customAvailability: [{ startDate: '2026-12-24', endDate: '2026-12-26', available: false }],
  dailyStock: 30,
  ...over,
});

beforeAll(async () => {
  const p = t.db.prisma;
  admin = await t.tokenFor(DEMO_EMAIL);
  merchandizer = await t.tokenFor(MERCHANDIZER_EMAIL);
  other = await t.tokenFor(OTHER_EMAIL);
  noMeals = await memberWith(['dashboard.view']);
  viewOnly = await memberWith(['meals.view']);
  demoMealId = (
    await p.meal.findFirstOrThrow({ where: { businessId: DEMO_BUSINESS_ID, deletedAt: null }, orderBy: { id: 'asc' } })
  ).id;
  otherMealId = (await p.meal.findFirstOrThrow({ where: { businessId: OTHER_BUSINESS_ID, deletedAt: null } })).id;
  ref = {
    categoryId: (
      await p.meal.findFirstOrThrow({
        where: { businessId: DEMO_BUSINESS_ID, deletedAt: null, categoryId: { not: null } },
      })
    ).categoryId!,
    ingredientIds: (await p.ingredient.findMany({ take: 3, orderBy: { name: 'asc' } })).map((x) => x.id) as [
      string,
      string,
      string,
    ],
    allergenIds: (await p.allergen.findMany({ take: 2, orderBy: { name: 'asc' } })).map((x) => x.id) as [
      string,
      string,
    ],
    dietaryIds: (await p.dietaryOffering.findMany({ take: 2, orderBy: { name: 'asc' } })).map((x) => x.id) as [
      string,
      string,
    ],
  };
  demoImageId = (await p.media.findFirstOrThrow({ where: { businessId: DEMO_BUSINESS_ID, purpose: 'meal_image' } })).id;
  otherImageId = (await p.media.findFirstOrThrow({ where: { businessId: OTHER_BUSINESS_ID, purpose: 'meal_image' } }))
    .id;
  demoDocumentId = (await p.media.findFirstOrThrow({ where: { businessId: DEMO_BUSINESS_ID, purpose: 'document' } }))
    .id;
});

async function createMeal(over: Record<string, unknown> = {}) {
  const res = await t.api.post(MEALS).set('authorization', admin).send(validMeal(over)).expect(201);
  return res.body.data as { id: string; [k: string]: unknown };
}

describe('listMeals', () => {
  it('pages the business meals with the right totals and excludes deleted ones', async () => {
    const total = await t.db.prisma.meal.count({ where: { businessId: DEMO_BUSINESS_ID, deletedAt: null } });
    const deleted = await t.db.prisma.meal.count({ where: { businessId: DEMO_BUSINESS_ID, deletedAt: { not: null } } });
    expect(deleted).toBeGreaterThan(0);
    const pageSize = 3;
    const pages = Math.ceil(total / pageSize);
    const first = await t.api.get(MEALS).query({ pageSize }).set('authorization', merchandizer).expect(200);
    expect(first.body.meta).toEqual({
      pageNumber: 1,
      pageSize,
      totalNumberOfRecords: total,
      totalNumberOfPages: pages,
    });
    expect(first.body.data).toHaveLength(Math.min(pageSize, total));
    const last = await t.api
      .get(MEALS)
      .query({ pageSize, pageNumber: pages })
      .set('authorization', merchandizer)
      .expect(200);
    expect(last.body.data).toHaveLength(total - pageSize * (pages - 1));
    const beyond = await t.api
      .get(MEALS)
      .query({ pageSize, pageNumber: pages + 1 })
      .set('authorization', merchandizer)
      .expect(200);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta.totalNumberOfRecords).toBe(total);
    // every meal exactly once across the pages, none of another business, none deleted
    const ids = new Set<string>();
    for (let n = 1; n <= pages; n++) {
      const res = await t.api
        .get(MEALS)
        .query({ pageSize, pageNumber: n })
        .set('authorization', merchandizer)
        .expect(200);
      for (const m of res.body.data) ids.add(m.id);
    }
    expect(ids.size).toBe(total);
    const rows = await t.db.prisma.meal.findMany({ where: { id: { in: [...ids] } } });
    expect(rows.every((r) => r.businessId === DEMO_BUSINESS_ID && r.deletedAt === null)).toBe(true);
  });

  it('defaults to page 1 of 20', async () => {
    const res = await t.api.get(MEALS).set('authorization', admin).expect(200);
    expect(res.body.meta).toMatchObject({ pageNumber: 1, pageSize: 20 });
  });

  it('searches by name, case-insensitively, and filters by status and category', async () => {
    const created = await createMeal({ name: 'Zobo Sorbet Special' });
    const found = await t.api.get(MEALS).query({ search: 'zOBO sorbet' }).set('authorization', admin).expect(200);
    expect(found.body.data.map((m: { id: string }) => m.id)).toEqual([created.id]);
    expect(found.body.meta.totalNumberOfRecords).toBe(1);

    const drafts = await t.api
      .get(MEALS)
      .query({ status: 'draft', pageSize: 100 })
      .set('authorization', admin)
      .expect(200);
    expect(drafts.body.data.length).toBeGreaterThan(0);
    expect(drafts.body.data.every((m: { status: string }) => m.status === 'draft')).toBe(true);
    expect(drafts.body.meta.totalNumberOfRecords).toBe(
      await t.db.prisma.meal.count({ where: { businessId: DEMO_BUSINESS_ID, deletedAt: null, status: 'draft' } }),
    );

    const inCategory = await t.api
      .get(MEALS)
      .query({ categoryId: ref.categoryId, pageSize: 100 })
      .set('authorization', admin)
      .expect(200);
    expect(inCategory.body.data.length).toBeGreaterThan(0);
    expect(
      inCategory.body.data.every((m: { categories: { id: string }[] }) => m.categories[0]?.id === ref.categoryId),
    ).toBe(true);

    const none = await t.api
      .get(MEALS)
      .query({ search: 'no such meal anywhere' })
      .set('authorization', admin)
      .expect(200);
    expect(none.body).toMatchObject({ data: [], meta: { totalNumberOfRecords: 0, totalNumberOfPages: 0 } });
  });

  it('rejects bad paging and filters, naming the field', async () => {
    const res = await t.api
      .get(MEALS)
      .query({ pageSize: 101, status: 'sold', categoryId: 'x' })
      .set('authorization', admin)
      .expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['categoryId', 'pageSize', 'status']);
  });

  it('needs a session and the meals.view permission', async () => {
    await t.api.get(MEALS).expect(401);
    await t.api.get(MEALS).set('authorization', noMeals).expect(403);
  });

  it("never shows another business's meals", async () => {
    const res = await t.api.get(MEALS).query({ pageSize: 100 }).set('authorization', other).expect(200);
    expect(res.body.data.every((m: { businessId: string }) => m.businessId === OTHER_BUSINESS_ID)).toBe(true);
    expect(res.body.data.map((m: { id: string }) => m.id)).not.toContain(demoMealId);
  });
});

describe('createMeal', () => {
  it('creates a draft meal with options in pence, media, attributes, windows and cleaned tags', async () => {
    const res = await t.api.post(MEALS).set('authorization', merchandizer).send(validMeal()).expect(201);
    const m = res.body.data;
    expect(m).toMatchObject({
      name: 'Moi Moi',
      status: 'draft',
      tags: ['Nigerian', 'Steamed'],
      categories: [{ id: ref.categoryId }],
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
      id: demoImageId,
      url: expect.stringMatching(/^\/api\/v1\/files\//),
      purpose: 'meal_image',
      type: 'image',
    });
    expect(m.attributes.ingredients.map((i: { id: string }) => i.id).sort()).toEqual(
      ref.ingredientIds.slice(0, 2).sort(),
    );
    expect(m.attributes.ingredients.every((i: { name: string }) => i.name !== 'ignored')).toBe(true);
    expect(m.attributes).toMatchObject({
      allergens: [ref.allergenIds[0]],
      dietaryClassification: [ref.dietaryIds[0]],
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
      .set('authorization', admin)
      .send({ name: 'Puff Puff', options: [{ size: 'Bag of 10', price: 4, servings: 1 }], status: 'published' })
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
      .set('authorization', admin)
      .send({ name: '', options: [{ size: 'x', price: -1, servings: 1 }], status: 'live', colour: 'red' })
      .expect(400);
    const fields = res.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'options.0.price', 'status', 'colour']));
    const noOptions = await t.api.post(MEALS).set('authorization', admin).send({ name: 'X', options: [] }).expect(400);
    expect(noOptions.body.errors[0].field).toBe('options');
  });

  it('rejects a price with more than two decimals and blank names and tags', async () => {
    const res = await t.api
      .post(MEALS)
      .set('authorization', admin)
      .send(validMeal({ name: '   ', tags: [' '], options: [{ size: 'S', price: 1.005, servings: 1 }] }))
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
      .set('authorization', admin)
      .send(
        validMeal({
          categoryIds: [randomUUID()],
          mediaIds: [demoImageId, otherImageId, demoDocumentId],
          attributes: {
            ingredients: [{ id: ref.ingredientIds[0] }, { id: randomUUID() }],
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
      .set('authorization', admin)
      .send(validMeal({ categoryIds: [ref.categoryId, ref.categoryId] }))
      .expect(400);
    expect(res.body.errors[0].field).toBe('categoryIds');
  });

  it('needs a session and the meals.manage permission', async () => {
    await t.api.post(MEALS).send(validMeal()).expect(401);
    await t.api.post(MEALS).set('authorization', viewOnly).send(validMeal()).expect(403);
    await t.api.post(MEALS).set('authorization', noMeals).send(validMeal()).expect(403);
  });

  it("cannot use another business's upload (cross-business)", async () => {
    const res = await t.api
      .post(MEALS)
      .set('authorization', other)
      .send(validMeal({ mediaIds: [demoImageId] }))
      .expect(422);
    expect(res.body.errors).toEqual([{ field: 'mediaIds.0', error: expect.any(String) }]);
  });
});

describe('getMeal', () => {
  it('returns one meal with media urls, options, attributes and windows', async () => {
    const created = await createMeal();
    const res = await t.api.get(meal(created.id)).set('authorization', merchandizer).expect(200);
    expect(res.body.data).toEqual(created);
    const seeded = await t.api.get(meal(demoMealId)).set('authorization', admin).expect(200);
    expect(seeded.body.data.options.length).toBeGreaterThan(0);
    expect(seeded.body.data.id).toBe(demoMealId);
  });

  it('serves the meal image its media url points at', async () => {
    const res = await t.api.get(meal(demoMealId)).set('authorization', admin).expect(200);
    const url = res.body.data.media[0]?.url as string | undefined;
    if (url)
      await t.api
        .get(url)
        .expect(200)
        .expect('content-type', /^image\//);
  });

  it('rejects a malformed id naming mealID', async () => {
    const res = await t.api.get(meal('not-a-uuid')).set('authorization', admin).expect(400);
    expect(res.body.errors[0].field).toBe('mealID');
  });

  it('needs a session and meals.view', async () => {
    await t.api.get(meal(demoMealId)).expect(401);
    await t.api.get(meal(demoMealId)).set('authorization', noMeals).expect(403);
  });

  it("answers 404 for another business's meal and for unknown ids", async () => {
    const res = await t.api.get(meal(otherMealId)).set('authorization', admin).expect(404);
    expect(res.body.message).toBe('Meal not found');
    await t.api.get(meal(demoMealId)).set('authorization', other).expect(404);
    await t.api.get(meal(randomUUID())).set('authorization', admin).expect(404);
  });
});

describe('updateMeal', () => {
  it('changes only the given fields and replaces the given lists', async () => {
    const created = (await createMeal()) as unknown as {
      id: string;
      options: { id: string }[];
      customAvailability: { id: string }[];
      description: string;
      createdAt: string;
    };
    const keep = created.options[0]!;
    const res = await t.api
      .patch(meal(created.id))
      .set('authorization', merchandizer)
      .send({
        name: 'Moi Moi Deluxe',
        options: [
          { id: keep.id, size: '1 litre', price: 13, servings: 3 },
          { size: '5 litres', price: 50, servings: 10 },
        ],
        mediaIds: [],
        attributes: { allergens: [] },
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
    expect(m.attributes.dietaryClassification).toEqual([ref.dietaryIds[0]]); // not given: unchanged
    expect(m.attributes.ingredients).toHaveLength(2);
    expect(m.customAvailability).toEqual([expect.objectContaining({ id: created.customAvailability[0]!.id })]);
    expect(await t.db.prisma.mealOption.count({ where: { mealId: created.id } })).toBe(2);
    const row = await t.db.prisma.meal.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.version).toBe(2);
    const event = await t.db.prisma.auditEvent.findFirst({ where: { itemId: created.id, eventType: 'updated' } });
    expect(event?.description).toContain('options');
  });

  it('records a status-only change as status_changed', async () => {
    const created = await createMeal();
    await t.api.patch(meal(created.id)).set('authorization', admin).send({ status: 'archived' }).expect(200);
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { itemId: created.id, eventType: 'status_changed' },
    });
    expect(event.description).toBe('Changed the status of "Moi Moi" from draft to archived.');
  });

  it('rejects an empty or invalid body naming the field', async () => {
    const empty = await t.api.patch(meal(demoMealId)).set('authorization', admin).send({}).expect(400);
    expect(empty.body.errors.length).toBeGreaterThan(0);
    const bad = await t.api
      .patch(meal(demoMealId))
      .set('authorization', admin)
      .send({ dailyStock: -1, availability: { mon: true } })
      .expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['dailyStock', 'availability.sun']),
    );
  });

  it("answers 422 for ids that are not this meal's options or windows, and for unknown references", async () => {
    const created = await createMeal();
    const otherOption = await t.db.prisma.mealOption.findFirstOrThrow({ where: { mealId: demoMealId } });
    const res = await t.api
      .patch(meal(created.id))
      .set('authorization', admin)
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
      .set('authorization', admin)
      .send({ mediaIds: [otherImageId] })
      .expect(422);
    expect(refs.body.errors[0].field).toBe('mediaIds.0');
    // nothing was changed by the failed requests
    const after = await t.db.prisma.meal.findUniqueOrThrow({ where: { id: created.id }, include: { options: true } });
    expect(after.version).toBe(1);
    expect(after.options).toHaveLength(2);
  });

  it('needs a session and meals.manage', async () => {
    await t.api.patch(meal(demoMealId)).send({ name: 'X' }).expect(401);
    await t.api.patch(meal(demoMealId)).set('authorization', viewOnly).send({ name: 'X' }).expect(403);
  });

  it("answers 404 for another business's meal, even with a body that references foreign rows", async () => {
    await t.api.patch(meal(otherMealId)).set('authorization', admin).send({ name: 'Mine now' }).expect(404);
    await t.api
      .patch(meal(otherMealId))
      .set('authorization', admin)
      .send({ mediaIds: [demoImageId] })
      .expect(404);
    const row = await t.db.prisma.meal.findUniqueOrThrow({ where: { id: otherMealId } });
    expect(row.name).not.toBe('Mine now');
  });

  it('two simultaneous updates leave the record equal to one of them, options not duplicated', async () => {
    const created = await createMeal();
    const bodyA = {
      name: 'Version A',
      description: 'from A',
      tags: ['a1', 'a2'],
      dailyStock: 11,
      options: [
        { size: 'A small', price: 1.11, servings: 1 },
        { size: 'A large', price: 2.22, servings: 2 },
      ],
      attributes: { allergens: [ref.allergenIds[0]], ingredients: [{ id: ref.ingredientIds[0] }] },
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
        allergens: [ref.allergenIds[1]],
        ingredients: [{ id: ref.ingredientIds[1] }, { id: ref.ingredientIds[2] }],
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
        t.api.patch(meal(created.id)).set('authorization', admin).send(bodyA),
        t.api.patch(meal(created.id)).set('authorization', merchandizer).send(bodyB),
      ]);
      expect([ra.status, rb.status]).toEqual([200, 200]);
      const final = await t.api.get(meal(created.id)).set('authorization', admin).expect(200);
      expect(expected).toContainEqual(shape(final.body.data));
      const optionRows = await t.db.prisma.mealOption.count({ where: { mealId: created.id } });
      expect(optionRows).toBe(final.body.data.options.length);
    }
    const row = await t.db.prisma.meal.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.version).toBe(7);
    expect(await t.db.prisma.auditEvent.count({ where: { itemId: created.id, eventType: 'updated' } })).toBe(6);
  });
});

describe('deleteMeal', () => {
  it('soft-deletes: the meal disappears but orders that contain it stay readable', async () => {
    const item = await t.db.prisma.orderItem.findFirstOrThrow({
      where: { meal: { businessId: DEMO_BUSINESS_ID, deletedAt: null } },
    });
    const mealId = item.mealId!;
    const res = await t.api.delete(meal(mealId)).set('authorization', merchandizer).expect(200);
    expect(res.body.data).toEqual({ id: mealId });
    await t.api.get(meal(mealId)).set('authorization', admin).expect(404);
    await t.api.patch(meal(mealId)).set('authorization', admin).send({ name: 'Back' }).expect(404);
    await t.api.delete(meal(mealId)).set('authorization', admin).expect(404);
    const list = await t.api.get(MEALS).query({ pageSize: 100 }).set('authorization', admin).expect(200);
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
    const res = await t.api.delete(meal('123')).set('authorization', admin).expect(400);
    expect(res.body.errors[0].field).toBe('mealID');
  });

  it('needs a session and meals.manage', async () => {
    await t.api.delete(meal(demoMealId)).expect(401);
    await t.api.delete(meal(demoMealId)).set('authorization', viewOnly).expect(403);
  });

  it("answers 404 for another business's meal and leaves it alone", async () => {
    await t.api.delete(meal(otherMealId)).set('authorization', admin).expect(404);
    expect((await t.db.prisma.meal.findUniqueOrThrow({ where: { id: otherMealId } })).deletedAt).toBeNull();
  });
});
